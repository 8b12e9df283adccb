import { PRICE_CLASSES } from '../derived/simulate-prices';
import { checkOneOf, checkRangeFilter, checkText, type DateRangeOptions, PARQUET_SOURCE } from './lake-sql';
import { equalUnlessAll, queryDatasetRows } from './query-dataset-rows';

export interface GetModelScoresOptions extends DateRangeOptions {
  assetClass: string;
  /** An asset code, or 'all'. */
  assetCode: string;
  dataDir?: string;
}

/** The walk-forward model's score of one asset and day. */
export interface ModelScoreRow {
  assetCode: string;
  windowTimestamp: string;
  /** Predicted next-day return. */
  score: number;
  /** 1-100 within the class that day. */
  scoreRank: number;
  /** The refit the score came from. */
  fittedOn: string;
  /** The return that followed (empty on the last day). */
  nextReturn: number | null;
}

/** Prediction-model scores of a class (one asset or all), by day then asset. */
export async function getModelScores(options: GetModelScoresOptions): Promise<ModelScoreRow[]> {
  // The model scores the classes that have prices (its target is the next return).
  const assetClass = checkOneOf(options.assetClass, PRICE_CLASSES, 'model score class');
  const assetCode = checkText(options.assetCode, 'assetCode');
  const { condition, parameters } = checkRangeFilter(options);
  const filter = equalUnlessAll('assetCode', 'asset', assetCode, parameters);
  const sql = `SELECT "assetCode", "windowTimestamp", score, "scoreRank", CAST("fittedOn" AS VARCHAR) AS "fittedOn",
            "nextReturn"
     FROM ${PARQUET_SOURCE} WHERE ${condition}${filter}
     ORDER BY "windowTimestamp", "assetCode"`;
  const rows = await queryDatasetRows(options.dataDir, ['scores', assetClass, 'daily'], sql, parameters);
  return rows as unknown as ModelScoreRow[];
}
