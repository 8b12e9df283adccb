import { type DateRangeOptions, PARQUET_SOURCE } from './lake-sql';
import { queryTranscriptCalls } from './query-transcript-calls';

/** `from` and `to` bound the calls' days. */
export interface ListTranscriptKeyphrasesOptions extends DateRangeOptions {
  /** A company's asset code, or 'all' (default). */
  assetCode?: string;
  /** Most keyphrases (the most used first); default 100. */
  limit?: number;
  dataDir?: string;
}

/** A keyphrase the engine found in earnings calls, with how often and how the calls that used it sounded. */
export interface TranscriptKeyphrase {
  keyphrase: string;
  /** Calls whose keyphrases include it. */
  calls: number;
  /** Companies among those calls. */
  assets: number;
  /** Mean sentiment of those calls. */
  sentiment: number | null;
  firstCall: string;
  lastCall: string;
}

const MAX_KEYPHRASES = 10_000;

/** The keyphrases of the calls in a range (one company or all), the most used first (spec §7 /mta/keyphrases/info). */
export async function listTranscriptKeyphrases(
  options: ListTranscriptKeyphrasesOptions = {},
): Promise<TranscriptKeyphrase[]> {
  // Keyphrases are stored per call as a JSON array of text. The mean is summed in call order, so that the same
  // build always gives the same digits (a parallel sum may not).
  const rows = await queryTranscriptCalls(
    { ...options, assetCode: options.assetCode ?? 'all' },
    { fallback: 100, max: MAX_KEYPHRASES },
    (where) => `WITH phrases AS (
       SELECT DISTINCT "transcriptId", "assetCode", "windowTimestamp", sentiment,
              unnest(from_json(keyphrases, '["VARCHAR"]')) AS keyphrase
       FROM ${PARQUET_SOURCE}
       WHERE ${where})
     SELECT keyphrase, count(*) AS calls, count(DISTINCT "assetCode") AS assets, avg(sentiment ORDER BY "transcriptId") AS sentiment,
            strftime(min("windowTimestamp"), '%Y-%m-%dT%H:%M:%S.000Z') AS "firstCall",
            strftime(max("windowTimestamp"), '%Y-%m-%dT%H:%M:%S.000Z') AS "lastCall"
     FROM phrases GROUP BY keyphrase ORDER BY calls DESC, keyphrase LIMIT $limit`,
  );
  return rows as unknown as TranscriptKeyphrase[];
}
