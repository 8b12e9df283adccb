import { PARQUET_SOURCE } from './lake-sql';
import { queryDatasetRows } from './query-dataset-rows';

export interface ListTranscriptAssetsOptions {
  dataDir?: string;
}

/** A company with earnings calls in the lake (spec §7 /mta/assets). */
export interface TranscriptAsset {
  assetCode: string;
  ticker: string | null;
  name: string;
  /** How many calls the lake holds. */
  calls: number;
  /** Time of the first and the last call (ISO). */
  firstCall: string;
  lastCall: string;
}

/** The companies that have transcripts, by name then asset code. */
export async function listTranscriptAssets(options: ListTranscriptAssetsOptions = {}): Promise<TranscriptAsset[]> {
  const rows = await queryDatasetRows(
    options.dataDir,
    ['transcripts', 'equ', 'calls'],
    `SELECT "assetCode", arg_max(ticker, "windowTimestamp") AS ticker, arg_max(name, "windowTimestamp") AS name,
            count(*) AS calls,
            strftime(min("windowTimestamp"), '%Y-%m-%dT%H:%M:%S.000Z') AS "firstCall",
            strftime(max("windowTimestamp"), '%Y-%m-%dT%H:%M:%S.000Z') AS "lastCall"
     FROM ${PARQUET_SOURCE} GROUP BY "assetCode" ORDER BY name, "assetCode"`,
  );
  return rows as unknown as TranscriptAsset[];
}
