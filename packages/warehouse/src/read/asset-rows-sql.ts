/**
 * The query behind one asset's rows of a score dataset (rma, esgadv, esgcor), as the data previews and the v5
 * data calls give them: the files' row-key columns, then buzz, then the asked-for columns (every score column by
 * default) in the files' own order. Shared by the list (pooled connection) and stream (export connection) reads;
 * every option is checked before anything is read, and column names only ever come from the build's own files.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { DATA_TYPES, type DataType, ROW_KEY_COLUMNS } from '../build/columns';
import { checkDataType } from './lake-files';
import {
  checkLimit,
  checkRangeFilter,
  checkText,
  type DatasetColumn,
  type DateRangeOptions,
  filesParameter,
  PARQUET_SOURCE,
  quoteIdentifier,
  type RangeFilter,
  type SqlParameters,
  scoreValue,
} from './lake-sql';
import { ReadError } from './read-error';
import {
  checkScoreDataset,
  checkScoreFrequency,
  findScoreFiles,
  SCORE_DATASETS,
  type ScoreDataset,
} from './score-datasets';

export const ASSET_ROW_DATASETS = SCORE_DATASETS;
export type AssetRowDataset = ScoreDataset;

const MAX_ROWS = 500_000;

export interface AssetRowsOptions extends DateRangeOptions {
  dataset: string;
  /** The class as the lake stores it (equ for a regional company class). */
  assetClass: string;
  assetCode: string;
  /** daily or hourly. */
  frequency: string;
  /** One dataType (name or source code); default every one. */
  dataType?: string;
  /** Score columns to give (buzz always comes); default every score column of the files. */
  columns?: readonly string[];
  /** Most rows; default 100,000. */
  limit?: number;
  dataDir?: string;
}

export interface CheckedAssetRows {
  parts: [AssetRowDataset, string, string];
  assetCode: string;
  dataType: DataType | undefined;
  columns: readonly string[] | undefined;
  range: RangeFilter;
  limit: number;
}

/** Checks the options that need no file (throws ReadError 'bad_request'). */
export function checkAssetRows(options: AssetRowsOptions): CheckedAssetRows {
  const { dataset, assetClass } = checkScoreDataset(options.dataset, options.assetClass);
  const frequency = checkScoreFrequency(dataset, options.frequency);
  const assetCode = checkText(options.assetCode, 'assetCode');
  const dataType = options.dataType === undefined ? undefined : checkDataType(options.dataType);
  if (dataset === 'esgcor' && dataType !== undefined && dataType !== 'News_Social') {
    throw new ReadError('bad_request', 'ESG Core is News_Social only');
  }
  if (options.columns !== undefined) {
    for (const column of options.columns) checkText(column, 'column');
  }
  const range = checkRangeFilter(options);
  const limit = checkLimit(options.limit, 100_000, MAX_ROWS);
  return {
    parts: [dataset, assetClass, frequency],
    assetCode,
    dataType,
    columns: options.columns,
    range,
    limit,
  };
}

/** A select item giving a column's value as the API shows it (scoreValue), under the column's own name. */
function selectItem(column: DatasetColumn): string {
  const name = quoteIdentifier(column.name);
  const value = scoreValue(column);
  return value === name ? name : `${value} AS ${name}`;
}

export interface AssetRowsQuery {
  /** Output column names, in order. */
  columns: string[];
  sql: string;
  parameters: SqlParameters;
}

/** The query over the build's files, or null when the build has no file of that dataset, class and frequency. */
export async function prepareAssetRows(
  connection: DuckDBConnection,
  lakeDir: string,
  checked: CheckedAssetRows,
): Promise<AssetRowsQuery | null> {
  const found = await findScoreFiles(connection, lakeDir, checked.parts);
  if (!found) return null;
  const { files, columns: all } = found;
  const keys = new Set<string>(ROW_KEY_COLUMNS);
  const keyColumns = all.filter((column) => keys.has(column.name));
  const scores = all.filter((column) => !keys.has(column.name));
  let picked = scores;
  if (checked.columns !== undefined) {
    const byName = new Map(scores.map((column) => [column.name, column]));
    for (const name of checked.columns) {
      if (!byName.has(name)) {
        throw new ReadError('bad_request', `column '${name}' is not available for ${checked.parts[1]}`);
      }
    }
    const wanted = new Set(['buzz', ...checked.columns]);
    picked = scores.filter((column) => wanted.has(column.name));
  }
  const output = [...keyColumns, ...picked];
  const parameters: SqlParameters = {
    files: filesParameter(files),
    asset: checked.assetCode,
    limit: checked.limit,
    ...checked.range.parameters,
  };
  let filter = '';
  if (checked.dataType !== undefined) {
    filter = ' AND "dataType" = $dataType';
    parameters.dataType = checked.dataType;
  }
  // Within a window, rows come in the files' dataType order (News, Social, News_Headline, News_Social).
  const typeOrder = `CASE "dataType" ${DATA_TYPES.map((name, i) => `WHEN '${name}' THEN ${i}`).join(' ')} END`;
  return {
    columns: output.map((column) => column.name),
    sql: `SELECT ${output.map(selectItem).join(', ')} FROM ${PARQUET_SOURCE}
      WHERE "assetCode" = $asset AND ${checked.range.condition}${filter}
      ORDER BY "windowTimestamp", ${typeOrder} LIMIT $limit`,
    parameters,
  };
}
