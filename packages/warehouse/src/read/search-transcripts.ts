/**
 * Search across the earnings-call transcripts (issue 15 '/transcripts/tool: search across transcripts'): the turns
 * whose text contains a phrase (case-insensitive, the phrase taken literally), newest call first, with the call
 * each belongs to and a snippet around the first match. Bounded: a phrase of 2 to 100 characters, at most
 * MAX_TRANSCRIPT_HITS turns, and the count of all matching turns beside them.
 */
import { checkLimit, checkText, datasetFiles, filesParameter, PARQUET_SOURCE, queryRows } from './lake-sql';
import { ReadError } from './read-error';
import { withLake } from './read-pool';

export interface SearchTranscriptsOptions {
  /** The phrase to find, 2 to 100 characters (taken literally: % and _ are not wildcards). */
  query: string;
  /** A company's asset code, or 'all' (default). */
  assetCode?: string;
  /** Most turns returned (default 50, at most MAX_TRANSCRIPT_HITS). */
  limit?: number;
  dataDir?: string;
}

export interface TranscriptHit {
  transcriptId: string;
  assetCode: string;
  name: string;
  quarter: string;
  windowTimestamp: string;
  seq: number;
  section: string;
  speaker: string;
  role: string;
  sentiment: number | null;
  /** about SNIPPET_CONTEXT characters either side of the first match, with … where the turn was cut */
  snippet: string;
}

export interface TranscriptSearch {
  /** turns matching in all, beyond the ones returned */
  total: number;
  hits: TranscriptHit[];
}

export const MAX_TRANSCRIPT_HITS = 200;
const SNIPPET_CONTEXT = 90;

function snippetOf(text: string, query: string): string {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0) return text.slice(0, SNIPPET_CONTEXT * 2);
  const from = Math.max(0, at - SNIPPET_CONTEXT);
  const to = Math.min(text.length, at + query.length + SNIPPET_CONTEXT);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

/** The turns of the transcripts that contain `query`, newest call first, in speaking order within a call. */
export async function searchTranscripts(options: SearchTranscriptsOptions): Promise<TranscriptSearch> {
  const query = checkText(options.query, 'query').trim();
  if (query.length < 2 || query.length > 100) {
    throw new ReadError('bad_request', 'the search must be 2 to 100 characters');
  }
  const assetCode = options.assetCode ?? 'all';
  const limit = checkLimit(options.limit, 50, MAX_TRANSCRIPT_HITS);
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const [callFiles, turnFiles] = await Promise.all([
      datasetFiles(lakeDir, ['transcripts', 'equ', 'calls']),
      datasetFiles(lakeDir, ['transcripts', 'equ', 'turns']),
    ]);
    if (callFiles.length === 0 || turnFiles.length === 0) return { total: 0, hits: [] };
    const company = assetCode === 'all' ? '' : ' AND c."assetCode" = $asset';
    const parameters = {
      callFiles: filesParameter(callFiles),
      turnFiles: filesParameter(turnFiles),
      // contains() takes the phrase literally (no LIKE wildcards to escape)
      needle: query.toLowerCase(),
      limit,
      ...(assetCode === 'all' ? {} : { asset: assetCode }),
    };
    const source = (files: string) => PARQUET_SOURCE.replace('$files', files);
    const rows = await queryRows(
      connection,
      `WITH calls AS (
         SELECT "transcriptId", "assetCode", name, quarter, "windowTimestamp" FROM ${source('$callFiles')}
         QUALIFY row_number() OVER (PARTITION BY "transcriptId" ORDER BY "windowTimestamp" DESC, "assetCode") = 1
       ), hits AS (
         SELECT c."transcriptId", c."assetCode", c.name, c.quarter, c."windowTimestamp", t.seq, t.section, t.speaker,
                t.role, t.sentiment, t.text
         FROM ${source('$turnFiles')} t JOIN calls c
           ON c."transcriptId" = t."transcriptId" AND c."windowTimestamp" = t."windowTimestamp"
         WHERE contains(lower(t.text), $needle)${company}
       )
       SELECT *, count(*) OVER () AS total FROM hits ORDER BY "windowTimestamp" DESC, "transcriptId", seq LIMIT $limit`,
      parameters,
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      hits: rows.map((row) => ({
        transcriptId: String(row.transcriptId),
        assetCode: String(row.assetCode),
        name: String(row.name),
        quarter: String(row.quarter),
        windowTimestamp: String(row.windowTimestamp),
        seq: Number(row.seq),
        section: String(row.section),
        speaker: String(row.speaker),
        role: String(row.role),
        sentiment: row.sentiment === null || row.sentiment === undefined ? null : Number(row.sentiment),
        snippet: snippetOf(String(row.text), query),
      })),
    };
  });
}
