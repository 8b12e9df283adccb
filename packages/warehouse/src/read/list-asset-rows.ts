import { type AssetRowsOptions, checkAssetRows, prepareAssetRows } from './asset-rows-sql';
import { type LakeRow, queryRows } from './lake-sql';
import { withLake } from './read-pool';

export type { AssetRowsOptions } from './asset-rows-sql';

export interface AssetRows {
  /** Column names in order: the row keys, buzz, then the scores. */
  columns: string[];
  rows: LakeRow[];
}

/**
 * One asset's rows of a score dataset in a date range, oldest first and in the files' dataType order within a
 * window (spec §7 /masf/v4/data_preview and /ma/v5/data): row keys, buzz, then the asked-for score columns.
 */
export async function listAssetRows(options: AssetRowsOptions): Promise<AssetRows> {
  const checked = checkAssetRows(options);
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const query = await prepareAssetRows(connection, lakeDir, checked);
    if (!query) return { columns: [], rows: [] };
    return { columns: query.columns, rows: await queryRows(connection, query.sql, query.parameters) };
  });
}
