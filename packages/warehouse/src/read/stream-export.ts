import type { DuckDBValue } from '@duckdb/node-api';
import { PULSE_CLASSES } from '@moodwire/domain';
import { PRICE_CLASSES } from '../derived/simulate-prices';
import { checkFrequency } from './lake-files';
import {
  checkOneOf,
  checkRangeFilter,
  checkText,
  type DateRangeOptions,
  datasetColumns,
  datasetFiles,
  filesParameter,
  PARQUET_SOURCE,
  plainColumn,
  quoteIdentifier,
} from './lake-sql';
import { acquireExportLake } from './read-pool';
import { SCORE_DATASET_SHAPES } from './score-datasets';
import { writeCsvHeader, writeCsvLines } from './write-csv';

export const EXPORT_DATASETS = ['rma', 'esgadv', 'esgcor', 'prices', 'scores', 'events', 'mms'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

interface DatasetShape {
  classes: readonly string[];
  frequencies: readonly string[];
  /** Column the date range applies to. */
  time: string;
  /** Column an asset filter applies to. */
  key: string;
}

const SHAPES: Record<ExportDataset, DatasetShape> = {
  rma: { ...SCORE_DATASET_SHAPES.rma, time: 'windowTimestamp', key: 'assetCode' },
  esgadv: { ...SCORE_DATASET_SHAPES.esgadv, time: 'windowTimestamp', key: 'assetCode' },
  esgcor: { ...SCORE_DATASET_SHAPES.esgcor, time: 'windowTimestamp', key: 'assetCode' },
  prices: { classes: PRICE_CLASSES, frequencies: ['daily', 'hourly'], time: 'windowTimestamp', key: 'assetCode' },
  scores: { classes: PRICE_CLASSES, frequencies: ['daily'], time: 'windowTimestamp', key: 'assetCode' },
  events: { classes: PULSE_CLASSES, frequencies: ['daily'], time: 'Date', key: 'assetCode' },
  mms: { classes: ['outlet'], frequencies: ['daily'], time: 'windowTimestamp', key: 'outlet' },
};

export interface StreamExportOptions extends DateRangeOptions {
  dataset: string;
  /** The dataset's class (equ, equesg, equcor...; `outlet` for mms). */
  assetClass: string;
  frequency: string;
  format: string;
  /** One asset (or outlet) only; default every one. */
  assetCode?: string;
  dataDir?: string;
}

function jsonValue(value: DuckDBValue): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

/**
 * A bulk export of one dataset, class, frequency and date range as CSV (with a header) or JSON lines, in the
 * files' own column order (the reference's) and row order. Options are checked at once (a bad one throws
 * ReadError before anything is read); the rows then stream from DuckDB one chunk (about 2,048 rows) per string,
 * so memory stays flat whatever the range. An export reads on a connection of its own
 * (read-pool.ts acquireExportLake), held until the reader finishes or stops, so a slow download never delays
 * the API's queries.
 */
export function streamExport(options: StreamExportOptions): AsyncIterable<string> {
  const dataset = checkOneOf(options.dataset, EXPORT_DATASETS, 'dataset');
  const shape = SHAPES[dataset];
  const assetClass = checkOneOf(options.assetClass, shape.classes, `${dataset} class`);
  const frequency = checkOneOf(checkFrequency(options.frequency), shape.frequencies, `${dataset} frequency`);
  const format = checkOneOf(options.format, EXPORT_FORMATS, 'export format');
  const { condition, parameters } = checkRangeFilter(options, shape.time);
  let filter = '';
  if (options.assetCode !== undefined) {
    filter = ` AND ${quoteIdentifier(shape.key)} = $asset`;
    parameters.asset = checkText(options.assetCode, 'assetCode');
  }
  return {
    async *[Symbol.asyncIterator]() {
      const lake = await acquireExportLake(options.dataDir);
      try {
        const files = await datasetFiles(lake.lakeDir, [dataset, assetClass, frequency]);
        if (files.length === 0) return;
        const columns = await datasetColumns(lake.connection, files);
        const names = columns.map((column) => column.name);
        // No ORDER BY: the files are already sorted and read in order, and a sort would hold the whole range.
        const result = await lake.connection.stream(
          `SELECT ${columns.map(plainColumn).join(', ')} FROM ${PARQUET_SOURCE}
           WHERE ${condition}${filter}`,
          { files: filesParameter(files), ...parameters },
        );
        if (format === 'csv') yield writeCsvHeader(names);
        for await (const chunk of result) {
          const rows = chunk.getRows();
          if (format === 'csv') {
            yield writeCsvLines(rows.map((row) => row.map(jsonValue)));
            continue;
          }
          const lines: string[] = [];
          for (const row of rows) {
            const record: Record<string, unknown> = {};
            names.forEach((name, i) => {
              record[name] = jsonValue(row[i] ?? null);
            });
            lines.push(`${JSON.stringify(record)}\n`);
          }
          yield lines.join('');
        }
      } finally {
        lake.release();
      }
    },
  };
}
