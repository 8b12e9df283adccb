/**
 * The coverage of a score dataset's class (issue 14 'Coverage list'): every asset with daily rows and its first
 * and last day with data, any source. listCoverage (list-coverage.ts) answers this for the index classes from the
 * in-memory store; the ESG datasets (esgcor, esgadv) are not in that store, so they are counted here in one query.
 */
import { datasetFiles, filesParameter, PARQUET_SOURCE } from './lake-sql';
import type { CoverageRow } from './list-coverage';
import { withLake } from './read-pool';
import { checkScoreDataset } from './score-datasets';

export interface ListScoreCoverageOptions {
  /** A score dataset: rma, esgadv or esgcor. */
  dataset: string;
  /** Its class (equcor, coucor for esgcor; equesg, couesg for esgadv; an index class for rma). */
  assetClass: string;
  dataDir?: string;
}

/** Every asset of the class with daily rows, by asset code, with its first and last day and its days with data. */
export async function listScoreCoverage(options: ListScoreCoverageOptions): Promise<CoverageRow[]> {
  const { dataset, assetClass } = checkScoreDataset(options.dataset, options.assetClass);
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, [dataset, assetClass, 'daily']);
    if (files.length === 0) return [];
    const result = await connection.runAndReadAll(
      `SELECT "assetCode", strftime(min("windowTimestamp"), '%Y-%m-%d'), strftime(max("windowTimestamp"), '%Y-%m-%d'),
         count(DISTINCT date_trunc('day', "windowTimestamp"))
       FROM ${PARQUET_SOURCE} GROUP BY "assetCode" ORDER BY "assetCode"`,
      { files: filesParameter(files) },
    );
    return result.getRows().map((row) => ({
      assetClass,
      assetCode: String(row[0]),
      name: String(row[0]),
      firstDate: String(row[1]),
      lastDate: String(row[2]),
      days: Number(row[3]),
    }));
  });
}
