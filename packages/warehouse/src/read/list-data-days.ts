/**
 * The days that have rows in a data class's series, with their row counts: what the bulk files of the data API v4
 * list (one file per UTC day and frequency, anchor facts §2 'File name pattern').
 */
import { listValue } from '@duckdb/node-api';
import { checkFrequency } from './lake-files';
import { checkRangeFilter, datasetFiles, filesParameter, PARQUET_SOURCE } from './lake-sql';
import { ReadError } from './read-error';
import { withLake } from './read-pool';
import { checkScoreDataset } from './score-datasets';
import type { StreamDataRowsOptions } from './stream-data-rows';

export type ListDataDaysOptions = Pick<
  StreamDataRowsOptions,
  'dataset' | 'assetClass' | 'frequency' | 'from' | 'to' | 'assetCodes' | 'dataDir'
>;

export interface DataDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  rows: number;
}

/** Days with at least one row in [from, to), in order. */
export async function listDataDays(options: ListDataDaysOptions): Promise<DataDay[]> {
  const { dataset, assetClass } = checkScoreDataset(options.dataset, options.assetClass);
  const frequency = checkFrequency(options.frequency);
  if (dataset === 'esgcor' && frequency !== 'daily') throw new ReadError('bad_request', 'ESG Core is daily only');
  const { condition, parameters } = checkRangeFilter(options);
  let filter = '';
  if (options.assetCodes) {
    parameters.codes = listValue([...options.assetCodes]);
    filter = ' AND "assetCode" IN (SELECT unnest($codes))';
  }
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, [dataset, assetClass, frequency]);
    if (files.length === 0) return [];
    const result = await connection.runAndReadAll(
      `SELECT strftime("windowTimestamp", '%Y-%m-%d') AS day, count(*) AS n FROM ${PARQUET_SOURCE}
       WHERE ${condition}${filter}
       GROUP BY day ORDER BY day`,
      { files: filesParameter(files), ...parameters },
    );
    return result.getRows().map((row) => ({ day: String(row[0]), rows: Number(row[1]) }));
  });
}
