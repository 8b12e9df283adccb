import { PRICE_CLASSES } from '../derived/simulate-prices';
import {
  checkOneOf,
  checkRange,
  checkText,
  datasetFiles,
  filesParameter,
  PARQUET_SOURCE,
  queryRows,
  rangeParameters,
  type SqlParameters,
} from './lake-sql';
import { withLake } from './read-pool';

export interface GetModelScoresOptions {
  assetClass: string;
  /** An asset code, or 'all'. */
  assetCode: string;
  from?: string;
  to?: string;
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
  const range = checkRange(options.from, options.to);
  const parameters: SqlParameters = rangeParameters(range);
  let filter = '';
  if (assetCode !== 'all') {
    filter = ' AND "assetCode" = $asset';
    parameters.asset = assetCode;
  }
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, ['scores', assetClass, 'daily']);
    if (files.length === 0) return [];
    const rows = await queryRows(
      connection,
      `SELECT "assetCode", "windowTimestamp", score, "scoreRank", CAST("fittedOn" AS VARCHAR) AS "fittedOn",
              "nextReturn"
       FROM ${PARQUET_SOURCE} WHERE "windowTimestamp" >= $from AND "windowTimestamp" < $to${filter}
       ORDER BY "windowTimestamp", "assetCode"`,
      { files: filesParameter(files), ...parameters },
    );
    return rows as unknown as ModelScoreRow[];
  });
}
