/**
 * Writes the transcripts: `transcripts/equ/calls/year=<Y>/part-0.parquet` (one row per call with its analytics:
 * sentiment overall, by section and by role, buzz, uncertainty, keyphrases as a JSON array, summary) and
 * `transcripts/equ/turns/year=<Y>/part-0.parquet` (every turn: section, speaker, role, text, buzz, sentiment).
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { HOUR_MS, MINUTE_MS } from '@moodwire/domain';
import { ColumnTable, copyByYear } from '../lake/column-table';
import type { Transcript } from './transcripts';

/** Calls start at 13:30 UTC (before the US open, after the European lunch). */
const CALL_MS = 13 * HOUR_MS + 30 * MINUTE_MS;

export async function writeTranscripts(
  connection: DuckDBConnection,
  buildDir: string,
  transcripts: readonly Transcript[],
  dayStarts: readonly number[],
): Promise<Record<string, number>> {
  const calls = await ColumnTable.create(connection, 'transcript_calls', [
    ['transcriptId', 'VARCHAR'],
    ['asset', 'INTEGER'],
    ['minute', 'INTEGER'],
    ['quarter', 'VARCHAR'],
    ['title', 'VARCHAR'],
    ['result', 'VARCHAR'],
    ['turns', 'INTEGER'],
    ['buzz', 'DOUBLE'],
    ['sentiment', 'DOUBLE'],
    ['preparedSentiment', 'DOUBLE'],
    ['qaSentiment', 'DOUBLE'],
    ['ceoSentiment', 'DOUBLE'],
    ['cfoSentiment', 'DOUBLE'],
    ['analystSentiment', 'DOUBLE'],
    ['uncertainty', 'DOUBLE'],
    ['keyphrases', 'VARCHAR'],
    ['summary', 'VARCHAR'],
  ]);
  const turns = await ColumnTable.create(connection, 'transcript_turns', [
    ['transcriptId', 'VARCHAR'],
    ['asset', 'INTEGER'],
    ['minute', 'INTEGER'],
    ['seq', 'INTEGER'],
    ['section', 'VARCHAR'],
    ['speaker', 'VARCHAR'],
    ['role', 'VARCHAR'],
    ['text', 'VARCHAR'],
    ['buzz', 'DOUBLE'],
    ['sentiment', 'DOUBLE'],
  ]);
  for (const transcript of transcripts) {
    const minute = Math.round(((dayStarts[transcript.day] ?? 0) + CALL_MS) / MINUTE_MS);
    calls.add([
      transcript.id,
      transcript.asset,
      minute,
      transcript.quarter,
      transcript.title,
      transcript.beat ? 'beat' : 'miss',
      transcript.turns.length,
      transcript.buzz,
      transcript.sentiment,
      transcript.bySection['Prepared remarks'],
      transcript.bySection['Q&A'],
      transcript.byRole.CEO,
      transcript.byRole.CFO,
      transcript.byRole.Analyst,
      transcript.uncertainty,
      JSON.stringify(transcript.keyphrases),
      transcript.summary,
    ]);
    for (const turn of transcript.turns) {
      turns.add([
        transcript.id,
        transcript.asset,
        minute,
        turn.seq,
        turn.section,
        turn.speaker,
        turn.role,
        turn.text,
        turn.buzz,
        turn.sentiment,
      ]);
    }
  }
  calls.close();
  turns.close();
  const rows: Record<string, number> = {};
  for (const table of [calls, turns]) {
    const part = table === calls ? 'calls' : 'turns';
    Object.assign(
      rows,
      await copyByYear(connection, {
        select: `SELECT t."transcriptId", a."assetCode", a.ticker, a.name,
            make_timestamp(CAST(t.minute AS BIGINT) * 60000000) AS "windowTimestamp", t.* EXCLUDE ("transcriptId", asset, minute)
          FROM ${table.name} t JOIN assets a ON a.asset = t.asset`,
        timeColumn: 'windowTimestamp',
        dir: join(buildDir, 'transcripts', 'equ', part),
        orderBy: part === 'calls' ? '"assetCode", "windowTimestamp"' : '"assetCode", "windowTimestamp", seq',
        key: `transcripts/equ/${part}`,
      }),
    );
    await connection.run(`DROP TABLE ${table.name}`);
  }
  return rows;
}
