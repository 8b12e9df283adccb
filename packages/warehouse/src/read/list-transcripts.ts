import { type DateRangeOptions, type LakeRow, PARQUET_SOURCE } from './lake-sql';
import { queryTranscriptCalls } from './query-transcript-calls';

export interface ListTranscriptsOptions extends DateRangeOptions {
  /** A company's asset code, or 'all'. */
  assetCode: string;
  /** Most calls returned (newest first); default 1,000. */
  limit?: number;
  dataDir?: string;
}

/** One earnings call with its analytics (sentiment overall, by section and by role; keyphrases; summary). */
export interface TranscriptCall {
  transcriptId: string;
  assetCode: string;
  ticker: string | null;
  name: string;
  windowTimestamp: string;
  quarter: string;
  title: string;
  result: string;
  turns: number;
  buzz: number;
  sentiment: number | null;
  preparedSentiment: number | null;
  qaSentiment: number | null;
  ceoSentiment: number | null;
  cfoSentiment: number | null;
  analystSentiment: number | null;
  uncertainty: number | null;
  keyphrases: string[];
  summary: string;
}

/** A call row of the lake as the API gives it (keyphrases are stored as a JSON array). */
export function toTranscriptCall(row: LakeRow): TranscriptCall {
  const keyphrases = typeof row.keyphrases === 'string' ? (JSON.parse(row.keyphrases) as string[]) : [];
  return { ...(row as unknown as TranscriptCall), keyphrases };
}

const MAX_CALLS = 10_000;

/** Earnings calls (one company or all) in a date range, newest first. */
export async function listTranscripts(options: ListTranscriptsOptions): Promise<TranscriptCall[]> {
  const rows = await queryTranscriptCalls(
    options,
    { fallback: 1_000, max: MAX_CALLS },
    (where) =>
      `SELECT * FROM ${PARQUET_SOURCE} WHERE ${where} ORDER BY "windowTimestamp" DESC, "assetCode" LIMIT $limit`,
  );
  return rows.map(toTranscriptCall);
}
