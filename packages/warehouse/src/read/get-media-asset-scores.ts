/**
 * Media scores by asset (issue 15 '/mms/screener': outlets and assets ranked by media sentiment): for one outlet
 * (or every outlet) the assets of a class its kept documents refer to, with how much it wrote on each, its tone,
 * and its bias: the outlet's mean tone on the asset less the whole press's on the same asset and days (the MMS v3
 * bias of spec §7 /mms/v3/data, per asset). Reads the per-asset documents dataset, so it covers the lake's
 * document retention window.
 */
import { checkClass } from './lake-files';
import { checkLimit, checkRangeFilter, checkText, type DateRangeOptions, PARQUET_SOURCE } from './lake-sql';
import { queryDatasetRows } from './query-dataset-rows';
import { ReadError } from './read-error';

export const MAX_MEDIA_ASSETS = 1_000;
const MAX_MIN_DOCUMENTS = 10_000;

export interface GetMediaAssetScoresOptions extends DateRangeOptions {
  /** An index class of the lake's documents (equ, etf, cou, coumkt, cur, crypto, agr, enm). */
  assetClass: string;
  /** An outlet's name, or 'all' (then bias is null: the outlet is the press). */
  outlet: string;
  /** Assets with fewer of the outlet's documents are left out; default 1. */
  minDocuments?: number;
  /** Most assets, the most written about first; default 200. */
  limit?: number;
  dataDir?: string;
}

export interface MediaAssetScore {
  assetCode: string;
  /** The outlet's documents on the asset. */
  documents: number;
  /** Outlets among them (1 for one outlet). */
  outlets: number;
  buzz: number;
  /** Mean engine sentiment of those documents for the asset (-1..1). */
  sentiment: number | null;
  /** Mean sentiment of every outlet's documents on the asset over the same range. */
  pressSentiment: number | null;
  /** sentiment - pressSentiment: > 0 kinder than the press; null for every outlet. */
  bias: number | null;
}

/** The assets an outlet wrote about over a range, the most written about first. */
export async function getMediaAssetScores(options: GetMediaAssetScoresOptions): Promise<MediaAssetScore[]> {
  const assetClass = checkClass(options.assetClass);
  const outlet = checkText(options.outlet, 'outlet');
  const { condition, parameters } = checkRangeFilter(options, 'time');
  const minDocuments = options.minDocuments ?? 1;
  if (!Number.isInteger(minDocuments) || minDocuments < 1 || minDocuments > MAX_MIN_DOCUMENTS) {
    throw new ReadError('bad_request', `'minDocuments' must be a whole number from 1 to ${MAX_MIN_DOCUMENTS}`);
  }
  parameters.limit = checkLimit(options.limit, 200, MAX_MEDIA_ASSETS);
  parameters.minDocuments = minDocuments;
  const isAll = outlet === 'all';
  if (!isAll) parameters.outlet = outlet;
  const rows = await queryDatasetRows(
    options.dataDir,
    ['documents', 'assets', assetClass],
    `WITH d AS (SELECT "assetCode", outlet, sentiment, buzz FROM ${PARQUET_SOURCE} WHERE ${condition}),
     press AS (SELECT "assetCode", avg(sentiment) AS s FROM d GROUP BY 1),
     mine AS (
       SELECT "assetCode", count(*) AS documents, count(DISTINCT outlet) AS outlets, sum(buzz) AS buzz,
              avg(sentiment) AS s
       FROM d ${isAll ? '' : 'WHERE outlet = $outlet'} GROUP BY 1)
     SELECT mine."assetCode", mine.documents, mine.outlets, mine.buzz, mine.s AS sentiment,
            press.s AS "pressSentiment", ${isAll ? 'NULL' : 'mine.s - press.s'} AS bias
     FROM mine JOIN press USING ("assetCode")
     WHERE mine.documents >= $minDocuments
     ORDER BY mine.documents DESC, mine."assetCode" LIMIT $limit`,
    parameters,
  );
  return rows.map((row) => ({
    assetCode: String(row.assetCode),
    documents: Number(row.documents),
    outlets: Number(row.outlets),
    buzz: Number(row.buzz ?? 0),
    sentiment: row.sentiment === null || row.sentiment === undefined ? null : Number(row.sentiment),
    pressSentiment: row.pressSentiment === null || row.pressSentiment === undefined ? null : Number(row.pressSentiment),
    bias: row.bias === null || row.bias === undefined ? null : Number(row.bias),
  }));
}
