/**
 * Documents by id (spec §7 /articles/data and /articles/data_preview): the full text of each document with the
 * engine's scores per asset, from the lake's documents dataset. The lake keeps full texts for the retention
 * window (the build's hourly range) and for every imported document (README 'Documents'); an id the lake does
 * not hold comes back in `missing` with the reason, never silently dropped.
 */
import { addDays } from '@moodwire/domain';
import type { DocumentAssetScores } from '../build/score-day';
import { GENERATED_ID_PREFIX, MAX_DOCUMENT_ID_CHARS } from '../corpus/document';
import { readManifest } from './get-lake-manifest';
import { datasetFiles, filesParameter, PARQUET_SOURCE, queryRows, type SqlParameters } from './lake-sql';
import { ReadError } from './read-error';
import { withLake } from './read-pool';

/** Most ids one call may ask for. */
export const MAX_DOCUMENT_IDS = 100;

export interface GetDocumentsOptions {
  ids: readonly string[];
  dataDir?: string;
}

/** An asset a document refers to, with the engine's scores of the document for it: as the build stored them. */
export type DocumentAsset = DocumentAssetScores;

export interface LakeDocument {
  id: string;
  /** ISO 8601 UTC. */
  time: string;
  sourceType: 'News' | 'Social';
  outlet: string | null;
  /** Headline; null for most social posts. */
  title: string | null;
  body: string;
  url: string | null;
  /** ISO 639-1. */
  language: string;
  /** Imported with `npm run data -- import` (not from the simulated corpus). */
  imported: boolean;
  /** The assets the document refers to, most buzz first. */
  assets: DocumentAsset[];
}

/** outside_retention: a document of the build older than the retention window; not_found: no such document. */
export type MissingDocumentReason = 'outside_retention' | 'not_found';

export interface MissingDocument {
  id: string;
  reason: MissingDocumentReason;
  message: string;
}

export interface GetDocumentsResult {
  /** The documents found, in the order their ids were asked for (each id once). */
  documents: LakeDocument[];
  missing: MissingDocument[];
  /** First day of the retention window; null when the lake keeps no documents (built before they were kept). */
  retainedFrom: string | null;
}

/** `gen-<YYYY-MM-DD>-<n>`: the day of a document of the simulated corpus. */
const GENERATED_ID = new RegExp(`^${GENERATED_ID_PREFIX}(\\d{4}-\\d{2}-\\d{2})-[0-9a-z]+$`);
/** ISO text with milliseconds, as the documents were given. */
const ISO_TIME = `strftime("time", '%Y-%m-%dT%H:%M:%S.%gZ')`;

/** The ids of a request, each once in the order given; an empty, too long or oversized list is a bad request. */
export function checkDocumentIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new ReadError('bad_request', `'ids' must name at least one document`);
  if (unique.length > MAX_DOCUMENT_IDS) {
    throw new ReadError('bad_request', `'ids' names ${unique.length} documents; at most ${MAX_DOCUMENT_IDS} per call`);
  }
  for (const id of unique) {
    if (id.trim() === '' || id.length > MAX_DOCUMENT_ID_CHARS) {
      throw new ReadError('bad_request', `every id must be 1 to ${MAX_DOCUMENT_ID_CHARS} characters`);
    }
  }
  return unique;
}

interface RetentionFacts {
  retainedFrom: string | null;
  /** The day before the build's first day (its documents feed the first daily window). */
  firstDay: string | null;
}

function missingDocument(id: string, facts: RetentionFacts): MissingDocument {
  if (facts.retainedFrom === null) {
    return {
      id,
      reason: 'not_found',
      message: `There is no document '${id}': this lake keeps no document texts (it was built before documents were kept; rebuild it).`,
    };
  }
  const day = GENERATED_ID.exec(id)?.[1];
  if (day !== undefined && day < facts.retainedFrom && facts.firstDay !== null && day >= facts.firstDay) {
    return {
      id,
      reason: 'outside_retention',
      message:
        `Document '${id}' (${day}) is older than the retention window: full texts are kept from ` +
        `${facts.retainedFrom} and for every imported document; older documents only feed the indices.`,
    };
  }
  return { id, reason: 'not_found', message: `There is no document '${id}' in this lake.` };
}

function toDocument(row: Record<string, unknown>): LakeDocument {
  const assets = (row.assets as DocumentAsset[] | null) ?? [];
  return {
    id: String(row.id),
    time: String(row.time),
    sourceType: row.sourceType === 'Social' ? 'Social' : 'News',
    outlet: (row.outlet as string | null) ?? null,
    title: (row.title as string | null) ?? null,
    body: String(row.body ?? ''),
    url: (row.url as string | null) ?? null,
    language: String(row.language),
    imported: row.imported === true,
    assets: assets.map((asset) => ({
      assetClass: asset.assetClass,
      assetCode: asset.assetCode,
      name: asset.name,
      mentions: Number(asset.mentions),
      buzz: asset.buzz,
      sentiment: asset.sentiment ?? null,
    })),
  };
}

/** The documents of the given ids, and the ids the lake does not hold with the reason. */
export async function getDocuments(options: GetDocumentsOptions): Promise<GetDocumentsResult> {
  const ids = checkDocumentIds(options.ids);
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const [manifest, files] = await Promise.all([readManifest(lakeDir), datasetFiles(lakeDir, ['documents', 'text'])]);
    const facts: RetentionFacts = {
      retainedFrom: manifest?.documents?.stored?.retainedFrom ?? null,
      firstDay: manifest?.from ? addDays(manifest.from, -1) : null,
    };
    const found = new Map<string, LakeDocument>();
    if (files.length > 0) {
      // The files are sorted by id: the range of the asked ids lets the scan skip the row groups outside it by
      // their id statistics (an IN list alone reads every row group), and one bound parameter per id picks them.
      const sorted = [...ids].sort();
      const parameters: SqlParameters = {
        files: filesParameter(files),
        first: sorted[0] as string,
        last: sorted[sorted.length - 1] as string,
      };
      ids.forEach((id, i) => {
        parameters[`id${i}`] = id;
      });
      const rows = await queryRows(
        connection,
        `SELECT id, ${ISO_TIME} AS "time", "sourceType", outlet, title, body, url, language, imported, assets
         FROM ${PARQUET_SOURCE}
         WHERE id >= $first AND id <= $last AND id IN (${ids.map((_, i) => `$id${i}`).join(', ')})`,
        parameters,
      );
      for (const row of rows) found.set(String(row.id), toDocument(row));
    }
    const documents: LakeDocument[] = [];
    const missing: MissingDocument[] = [];
    for (const id of ids) {
      const document = found.get(id);
      if (document) documents.push(document);
      else missing.push(missingDocument(id, facts));
    }
    return { documents, missing, retainedFrom: facts.retainedFrom };
  });
}
