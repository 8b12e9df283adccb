import { PRICE_CLASSES } from '../derived/simulate-prices';
import { checkFrequency } from './lake-files';
import { checkOneOf, checkRangeFilter, checkText, type DateRangeOptions, PARQUET_SOURCE } from './lake-sql';
import { queryDatasetRows } from './query-dataset-rows';

export interface GetPriceSeriesOptions extends DateRangeOptions {
  assetClass: string;
  assetCode: string;
  /** daily or hourly (hourly prices cover the recent days only). */
  frequency: string;
  dataDir?: string;
}

export interface PricePoint {
  windowTimestamp: string;
  close: number | null;
  /** Change since the previous row (empty on an asset's first row). */
  Return: number | null;
  /** Country markets' daily rows only: the 10-year sovereign bond's price, yield (percent) and return. */
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
  const range = checkRangeFilter(options);
  // The bond is priced once a day: hourly country-market files hold no bond columns.
  const hasBond = assetClass === 'coumkt' && frequency === 'daily';
  const bond = hasBond ? ', "bondPrice", "bondYield", "bondReturn"' : '';
  const rows = await queryDatasetRows(
    options.dataDir,
    ['prices', assetClass, frequency],
    `SELECT "windowTimestamp", close, "Return"${bond} FROM ${PARQUET_SOURCE}
     WHERE "assetCode" = $asset AND ${range.condition}
     ORDER BY "windowTimestamp"`,
    { asset: assetCode, ...range.parameters },
  );
  const points = rows.map((row) => {
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
  return { assetClass, assetCode, frequency, points };
}
