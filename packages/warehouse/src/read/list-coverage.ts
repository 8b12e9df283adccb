import type { UniverseClass } from '@moodwire/domain';
import { INDEX_CLASSES } from '../build/columns';
import { assetTable, checkClass, datasetGlob } from './lake-files';
import { withLake } from './read-pool';

export interface ListCoverageOptions {
  /** One class, or every index class. */
  assetClass?: string;
  dataDir?: string;
}

export interface CoverageRow {
  assetClass: string;
  assetCode: string;
  name: string;
  /** First and last daily window (YYYY-MM-DD) with a row for the asset, any source. */
  firstDate: string;
  lastDate: string;
  days: number;
}

/** The coverage list: every asset with daily rows, with its first and last date, per class. */
export async function listCoverage(options: ListCoverageOptions = {}): Promise<CoverageRow[]> {
  const classes: UniverseClass[] = options.assetClass ? [checkClass(options.assetClass)] : [...INDEX_CLASSES];
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const rows: CoverageRow[] = [];
    for (const assetClass of classes) {
      const result = await connection.runAndReadAll(
        `SELECT d."assetCode", a.name, strftime(min(d."windowTimestamp"), '%Y-%m-%d'),
                strftime(max(d."windowTimestamp"), '%Y-%m-%d'), count(DISTINCT d."windowTimestamp")
         FROM read_parquet($glob, hive_partitioning = true) d
         JOIN read_parquet($assets) a ON a."assetCode" = d."assetCode" AND a."assetClass" = $assetClass
         GROUP BY d."assetCode", a.name
         ORDER BY d."assetCode"`,
        { glob: datasetGlob(lakeDir, assetClass, 'daily'), assets: assetTable(lakeDir), assetClass },
      );
      for (const row of result.getRows()) {
        rows.push({
          assetClass,
          assetCode: String(row[0]),
          name: String(row[1]),
          firstDate: String(row[2]),
          lastDate: String(row[3]),
          days: Number(row[4]),
        });
      }
    }
    return rows;
  });
}
