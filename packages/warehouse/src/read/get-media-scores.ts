import { checkRange, checkText, PARQUET_SOURCE, rangeParameters, type SqlParameters } from './lake-sql';
import { equalUnlessAll, queryDatasetRows } from './query-dataset-rows';

export interface GetMediaScoresOptions {
  /** An outlet's name, or 'all'. */
  outlet: string;
  from?: string;
  to?: string;
  dataDir?: string;
}

/** One outlet's day (spec §7 /mms/v3/data): what it published, its tone, and its bias against the rest of the press. */
export interface MediaScoreRow {
  outlet: string;
  sourceType: string;
  windowTimestamp: string;
  documents: number;
  mentions: number;
  buzz: number;
  sentiment: number | null;
  positive: number | null;
  negative: number | null;
  bias: number | null;
}

/** Media scores per outlet and day, by outlet then day. */
export async function getMediaScores(options: GetMediaScoresOptions): Promise<MediaScoreRow[]> {
  const outlet = checkText(options.outlet, 'outlet');
  const range = checkRange(options.from, options.to);
  const parameters: SqlParameters = rangeParameters(range);
  const filter = equalUnlessAll('outlet', 'outlet', outlet, parameters);
  const rows = await queryDatasetRows(
    options.dataDir,
    ['mms', 'outlet', 'daily'],
    `SELECT * FROM ${PARQUET_SOURCE} WHERE "windowTimestamp" >= $from AND "windowTimestamp" < $to${filter}
     ORDER BY outlet, "windowTimestamp"`,
    parameters,
  );
  return rows as unknown as MediaScoreRow[];
}
