import { basename, dirname } from 'node:path';
import { listValue } from '@duckdb/node-api';
import { checkText, datasetFiles, filesParameter, PARQUET_SOURCE, queryRows } from './lake-sql';
import { type TranscriptCall, toTranscriptCall } from './list-transcripts';
import { ReadError } from './read-error';
import { withLake } from './read-pool';

export interface GetTranscriptOptions {
  transcriptId: string;
  dataDir?: string;
}

export interface GetTranscriptsOptions {
  transcriptIds: readonly string[];
  dataDir?: string;
}

/** One turn of a call: who spoke, in which section, and the engine's scores of what they said. */
export interface TranscriptTurn {
  seq: number;
  section: string;
  speaker: string;
  role: string;
  text: string;
  buzz: number;
  sentiment: number | null;
}

export interface Transcript extends TranscriptCall {
  turnList: TranscriptTurn[];
}

/** One earnings call with its turns in speaking order; an unknown id is not found. */
export async function getTranscript(options: GetTranscriptOptions): Promise<Transcript> {
  const transcriptId = checkText(options.transcriptId, 'transcriptId');
  const [transcript] = await getTranscripts({ transcriptIds: [transcriptId], dataDir: options.dataDir });
  if (!transcript) throw new ReadError('not_found', `no transcript '${transcriptId}'`);
  return transcript;
}

/**
 * Several earnings calls with their turns in speaking order, in the order of `transcriptIds` (unknown ids left
 * out): one query for the calls and one for all their turns, on one connection, whatever the number of ids. The
 * single call (getTranscript) is this read of one id, so a file downloaded and a file listed with its size are made
 * of the same values.
 */
export async function getTranscripts(options: GetTranscriptsOptions): Promise<Transcript[]> {
  const ids = [...new Set(options.transcriptIds.map((id) => checkText(id, 'transcriptId')))];
  if (ids.length === 0) return [];
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const [callFiles, turnFiles] = await Promise.all([
      datasetFiles(lakeDir, ['transcripts', 'equ', 'calls']),
      datasetFiles(lakeDir, ['transcripts', 'equ', 'turns']),
    ]);
    if (callFiles.length === 0) return [];
    // A semi-join on the bound id list (a hash lookup per row, where list_contains would compare each row with
    // every id). Two calls can share an id (a company's two calls named for one quarter): the newest is the call of
    // the id, as in the newest-first listing, with its own turns only, so that a file is the same whichever read
    // made it.
    const calls = await queryRows(
      connection,
      `SELECT * FROM ${PARQUET_SOURCE} WHERE "transcriptId" IN (SELECT unnest($ids))
       QUALIFY row_number() OVER (PARTITION BY "transcriptId" ORDER BY "windowTimestamp" DESC, "assetCode") = 1`,
      { files: filesParameter(callFiles), ids: listValue(ids) },
    );
    const byId = new Map(calls.map((call) => [String(call.transcriptId), call]));
    const turnsById = new Map<string, TranscriptTurn[]>();
    // Turns are stored by the year of their call: only the years of these calls are read.
    const years = new Set(calls.map((call) => `year=${String(call.windowTimestamp).slice(0, 4)}`));
    const ownTurnFiles = turnFiles.filter((file) => years.has(basename(dirname(file))));
    if (ownTurnFiles.length > 0) {
      const rows = await queryRows(
        connection,
        `SELECT "transcriptId", "windowTimestamp", seq, section, speaker, role, text, buzz, sentiment
         FROM ${PARQUET_SOURCE} WHERE "transcriptId" IN (SELECT unnest($ids)) ORDER BY "transcriptId", seq`,
        { files: filesParameter(ownTurnFiles), ids: listValue([...byId.keys()]) },
      );
      for (const { transcriptId, windowTimestamp, ...turn } of rows) {
        const id = String(transcriptId);
        if (byId.get(id)?.windowTimestamp !== windowTimestamp) continue;
        let list = turnsById.get(id);
        if (!list) {
          list = [];
          turnsById.set(id, list);
        }
        list.push(turn as unknown as TranscriptTurn);
      }
    }
    const transcripts: Transcript[] = [];
    for (const id of ids) {
      const call = byId.get(id);
      if (call) transcripts.push({ ...toTranscriptCall(call), turnList: turnsById.get(id) ?? [] });
    }
    return transcripts;
  });
}
