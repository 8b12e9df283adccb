/**
 * The bulk files of a data class and frequency (spec §7 '/{prefix}/v4/files', anchor facts §2: one tab-separated
 * file per UTC day, header first), written in one pass. The lake's files are sorted by asset within each year, so
 * no row group can be skipped for one day: a day's file on its own reads its whole year, about a second for a few
 * MB. One DuckDB COPY with PARTITION_BY over the range writes every day's file at once instead, each holding the
 * same bytes as `copyDataRows` gives for that day (the header line, then the day's rows in the files' order).
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { listValue } from '@duckdb/node-api';
import { filesParameter, quoteIdentifier } from './lake-sql';
import { acquireExportLake } from './read-pool';
import { prepareRows, type StreamDataRowsOptions, sqlText } from './stream-data-rows';

export type WriteBulkDayFilesOptions = Pick<
  StreamDataRowsOptions,
  'dataset' | 'assetClass' | 'frequency' | 'from' | 'to' | 'assetCodes' | 'dataDir'
> & {
  /** The directory the files are written into (made if absent; what it held is replaced). */
  dir: string;
};

export interface BulkDayFile {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Where the day's file was written (inside `dir`). */
  path: string;
  /** Bytes. */
  size: number;
}

const DAY_PARTITION = /^day=(\d{4}-\d{2}-\d{2})$/;

/**
 * Writes the tab-separated file of every day with rows of the class and frequency in [from, to) (default every
 * day) into `dir`, one COPY on an export connection of the read pool, and lists them in day order with their
 * sizes. The caller moves the files where they are served from; nothing is written for a day without rows.
 */
export async function writeBulkDayFiles(options: WriteBulkDayFilesOptions): Promise<BulkDayFile[]> {
  const prepared = await prepareRows({ ...options, format: 'tsv' });
  await rm(options.dir, { recursive: true, force: true });
  await mkdir(options.dir, { recursive: true });
  if (prepared.files.length === 0) return [];
  const { parameters } = prepared;
  const where = [...prepared.filters];
  if (options.assetCodes) {
    parameters.codes = listValue([...options.assetCodes]);
    where.push('"assetCode" IN (SELECT unnest($codes))');
  }
  // The partitioned writer keeps the rows of a file in the order it is given only when the query has one (measured:
  // without the ORDER BY, asset blocks of a day came out interleaved even with one thread); the order is the
  // files' own (as copyDataRows gives it), which also puts back the rows a region's semi join reorders.
  // One text column named by the header line and no quoting (each value is a whole line); the day column only
  // routes the row to its file and is not written (PARTITION_BY columns are left out of the files).
  const source = 'read_parquet($files, hive_partitioning = false, filename = true, file_row_number = true)';
  const sql =
    `COPY (SELECT ${prepared.line} AS ${quoteIdentifier(prepared.header)}, ` +
    `strftime("windowTimestamp", '%Y-%m-%d') AS day FROM ${source} WHERE ${where.join(' AND ')} ` +
    'ORDER BY list_position($files, filename), file_row_number) ' +
    `TO ${sqlText(options.dir)} (FORMAT csv, HEADER true, QUOTE '', ESCAPE '', DELIMITER '\x01', ` +
    "PARTITION_BY (day), OVERWRITE_OR_IGNORE true, FILENAME_PATTERN 'part')";
  const lake = await acquireExportLake(options.dataDir);
  try {
    await lake.connection.run(sql, { files: filesParameter(prepared.files), ...parameters });
  } finally {
    lake.release();
  }
  const written: BulkDayFile[] = [];
  for (const entry of (await readdir(options.dir)).sort()) {
    const day = DAY_PARTITION.exec(entry)?.[1];
    if (!day) continue;
    const names = await readdir(join(options.dir, entry));
    if (names.length !== 1 || !names[0]) throw new Error(`bulk files: ${entry} holds ${names.length} files`);
    const path = join(options.dir, entry, names[0]);
    written.push({ day, path, size: (await stat(path)).size });
  }
  return written;
}
