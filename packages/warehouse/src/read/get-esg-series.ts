import { ESG_ADV_CLASSES, ESG_CORE_CLASSES } from '@moodwire/domain';
import { checkDataType, checkFrequency } from './lake-files';
import {
  checkOneOf,
  checkRangeFilter,
  checkText,
  type DateRangeOptions,
  PARQUET_SOURCE,
  quoteIdentifier,
} from './lake-sql';
import { queryDatasetRows } from './query-dataset-rows';
import { ReadError } from './read-error';

/** ESG Advanced (esgadv: daily and hourly, every source) and ESG Core (esgcor: daily ranks from News_Social). */
export const ESG_SERIES_CLASSES = [...ESG_ADV_CLASSES, ...ESG_CORE_CLASSES] as const;
export type EsgSeriesClass = (typeof ESG_SERIES_CLASSES)[number];

export interface GetEsgSeriesOptions extends DateRangeOptions {
  assetClass: string;
  /** The company's or country's asset code (the same codes as equ and cou). */
  assetCode: string;
  indicators: readonly string[];
  /** dataType name or source code; ESG Core only has News_Social. Default News_Social. */
  source?: string;
  /** daily or hourly (ESG Core is daily only). Default daily. */
  frequency?: string;
  dataDir?: string;
}

export interface EsgSeriesPoint {
  windowTimestamp: string;
  buzz: number | null;
  values: Record<string, number | null>;
}

export interface EsgSeries {
  assetClass: EsgSeriesClass;
  assetCode: string;
  dataType: string;
  frequency: string;
  points: EsgSeriesPoint[];
}

function numberOrNull(value: unknown): number | null {
  if (typeof value === 'bigint') return Number(value);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * One asset's ESG series: ESG Advanced scores (ratios over the ESG buzz) or ESG Core ranks (1-100 over a 365-day
 * window), as the reference's /esg/v5/data gives them; the indicators must be columns of the build's layout.
 */
export async function getEsgSeries(options: GetEsgSeriesOptions): Promise<EsgSeries> {
  const assetClass = checkOneOf(options.assetClass, ESG_SERIES_CLASSES, 'ESG class');
  const assetCode = checkText(options.assetCode, 'assetCode');
  const isCore = assetClass.endsWith('cor');
  const frequency = checkFrequency(options.frequency ?? 'daily');
  if (isCore && frequency !== 'daily') throw new ReadError('bad_request', 'ESG Core is daily only');
  const dataType = checkDataType(options.source ?? 'News_Social');
  if (isCore && dataType !== 'News_Social') throw new ReadError('bad_request', 'ESG Core is News_Social only');
  if (options.indicators.length === 0) throw new ReadError('bad_request', 'name at least one indicator');
  const range = checkRangeFilter(options);
  const rows = await queryDatasetRows(
    options.dataDir,
    [isCore ? 'esgcor' : 'esgadv', assetClass, frequency],
    (columns) => {
      const known = new Set(columns.map((column) => column.name));
      const skip = new Set(['id', 'assetCode', 'ticker', 'windowTimestamp', 'dataType', 'systemVersion', 'buzz']);
      for (const code of options.indicators) {
        if (!known.has(code) || skip.has(code)) {
          throw new ReadError('bad_request', `indicator '${code}' is not available for ${assetClass}`);
        }
      }
      return `SELECT "windowTimestamp", buzz, ${options.indicators.map(quoteIdentifier).join(', ')}
       FROM ${PARQUET_SOURCE}
       WHERE "assetCode" = $asset AND "dataType" = $dataType AND ${range.condition}
       ORDER BY "windowTimestamp"`;
    },
    { asset: assetCode, dataType, ...range.parameters },
  );
  const points = rows.map((row) => ({
    windowTimestamp: String(row.windowTimestamp),
    buzz: numberOrNull(row.buzz),
    values: Object.fromEntries(options.indicators.map((code) => [code, numberOrNull(row[code])])),
  }));
  return { assetClass, assetCode, dataType, frequency, points };
}
