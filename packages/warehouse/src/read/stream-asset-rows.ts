import { type AssetRowsOptions, checkAssetRows, prepareAssetRows } from './asset-rows-sql';
import { type LakeRow, plainValue } from './lake-sql';
import { acquireExportLake } from './read-pool';

/**
 * listAssetRows as a stream: the same rows in the same order, one DuckDB chunk (about 2,048 rows) at a time, on
 * an export connection of its own (read-pool.ts acquireExportLake) held until the reader finishes or stops, so a
 * slow client never holds a pooled query connection. Options are checked at once (a bad one throws ReadError
 * before anything is read); a column the files lack throws at the first step, before any row.
 */
export function streamAssetRows(options: AssetRowsOptions): AsyncIterable<LakeRow[]> {
  const checked = checkAssetRows(options);
  return {
    async *[Symbol.asyncIterator]() {
      const lake = await acquireExportLake(options.dataDir);
      try {
        const query = await prepareAssetRows(lake.connection, lake.lakeDir, checked);
        if (!query) return;
        const result = await lake.connection.stream(query.sql, query.parameters);
        for await (const chunk of result) {
          yield chunk.getRows().map((row) => {
            const record: LakeRow = {};
            query.columns.forEach((name, i) => {
              record[name] = plainValue(row[i] ?? null);
            });
            return record;
          });
        }
      } finally {
        lake.release();
      }
    },
  };
}
