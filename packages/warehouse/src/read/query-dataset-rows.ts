/**
 * The read most derived datasets answer with: one query over the files of one dataset, class and frequency of the
 * published build, on a pooled connection; no rows when the build has no such file (a lake built without it).
 */
import {
  type DatasetColumn,
  datasetColumns,
  datasetFiles,
  filesParameter,
  type LakeRow,
  queryRows,
  type SqlParameters,
} from './lake-sql';
import { withLake } from './read-pool';

/**
 * Runs `sql` (reading from PARQUET_SOURCE) over the dataset's files named by `parts` (e.g. ['mms', 'outlet',
 * 'daily']), with `parameters` and the files bound. `sql` may be made from the files' columns, for a read that
 * checks what it was asked for against them (it may throw ReadError) before anything is read.
 */
export async function queryDatasetRows(
  dataDir: string | undefined,
  parts: readonly string[],
  sql: string | ((columns: DatasetColumn[]) => string),
  parameters: SqlParameters = {},
): Promise<LakeRow[]> {
  return withLake(dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, parts);
    if (files.length === 0) return [];
    const text = typeof sql === 'string' ? sql : sql(await datasetColumns(connection, files));
    return queryRows(connection, text, { files: filesParameter(files), ...parameters });
  });
}

/**
 * The SQL condition ` AND "column" = $name`, its parameter bound, or '' when the value is 'all' (every asset or
 * outlet, as the API's calls spell it).
 */
export function equalUnlessAll(column: string, name: string, value: string, parameters: SqlParameters): string {
  if (value === 'all') return '';
  parameters[name] = value;
  return ` AND "${column}" = $${name}`;
}
