import { PRICE_CLASSES } from '../derived/simulate-prices';
import { checkFrequency } from './lake-files';
import {
  checkOneOf,
  checkRange,
  checkText,
  datasetFiles,
  filesParameter,
  PARQUET_SOURCE,
  queryRows,
  rangeParameters,
} from './lake-sql';
import { withLake } from './read-pool';

export interface GetPriceSeriesOptions {
  assetClass: string;
  assetCode: string;
  /** daily or hourly (hourly prices cover the recent days only). */
  frequency: string;
  /** Inclusive start, YYYY-MM-DD or ISO. */
  from?: string;
  /** Exclusive end. */
  to?: string;
  dataDir?: string;
}

export interface PricePoint {
  windowTimestamp: string;
  close: number | null;
  /** Change since the previous row (empty on an asset's first row). */
  Return: number | null;
  /** Country markets only: the 10-year sovereign bond's price, yield (percent) and return. */
  bondPrice?: number | null;
  bondYield?: number | null;
  bondReturn?: number | null;
}

export interface PriceSeries {
  assetClass: string;
  assetCode: string;
  frequency: string;
  points: PricePoint[];
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** One asset's simulated prices (close, Return; bond price, yield and return for country markets), in time order. */
export async function getPriceSeries(options: GetPriceSeriesOptions): Promise<PriceSeries> {
  const assetClass = checkOneOf(options.assetClass, PRICE_CLASSES, 'price class');
  const frequency = checkFrequency(options.frequency);
  const assetCode = checkText(options.assetCode, 'assetCode');
  const range = checkRange(options.from, options.to);
  const hasBond = assetClass === 'coumkt';
  const series: PriceSeries = { assetClass, assetCode, frequency, points: [] };
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, ['prices', assetClass, frequency]);
    if (files.length === 0) return series;
    const bond = hasBond ? ', "bondPrice", "bondYield", "bondReturn"' : '';
    const rows = await queryRows(
      connection,
      `SELECT "windowTimestamp", close, "Return"${bond} FROM ${PARQUET_SOURCE}
       WHERE "assetCode" = $asset AND "windowTimestamp" >= $from AND "windowTimestamp" < $to
       ORDER BY "windowTimestamp"`,
      { files: filesParameter(files), asset: assetCode, ...rangeParameters(range) },
    );
    series.points = rows.map((row) => {
      const point: PricePoint = {
        windowTimestamp: String(row.windowTimestamp),
        close: numberOrNull(row.close),
        Return: numberOrNull(row.Return),
      };
      if (hasBond) {
        point.bondPrice = numberOrNull(row.bondPrice);
        point.bondYield = numberOrNull(row.bondYield);
        point.bondReturn = numberOrNull(row.bondReturn);
      }
      return point;
    });
    return series;
  });
}
