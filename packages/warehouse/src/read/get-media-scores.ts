import { checkRangeFilter, checkText, type DateRangeOptions, PARQUET_SOURCE } from './lake-sql';
import { equalUnlessAll, queryDatasetRows } from './query-dataset-rows';

export interface GetMediaScoresOptions extends DateRangeOptions {
  /** An outlet's name, or 'all'. */
  outlet: string;
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
  const { condition, parameters } = checkRangeFilter(options);
  const filter = equalUnlessAll('outlet', 'outlet', outlet, parameters);
  const sql = `SELECT * FROM ${PARQUET_SOURCE} WHERE ${condition}${filter} ORDER BY outlet, "windowTimestamp"`;
  const rows = await queryDatasetRows(options.dataDir, ['mms', 'outlet', 'daily'], sql, parameters);
  return rows as unknown as MediaScoreRow[];
}
