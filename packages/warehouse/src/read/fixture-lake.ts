/**
 * Test support: writes a small lake by hand, in the published layout (rma/<class>/<frequency>/year=<Y>/*.parquet,
 * reference/assets.parquet, manifest.json, `current`), so that read tests can place rows on exactly the days
 * they need: assets quiet on the snapshot day, rows only after it, a series across a year boundary.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { listDays } from '@moodwire/domain';
import { afterAll, beforeAll } from 'vitest';
import { lakePaths } from '../lake/paths';
import { publishBuild } from '../lake/publish';
import { closeReadPools } from './read-pool';

export interface FixtureAsset {
  assetCode: string;
  assetClass: string;
  name: string;
  sector?: string;
  exchangeCountry?: string;
}

export interface FixtureRow {
  assetCode: string;
  /** Window end, ISO. */
  windowTimestamp: string;
  dataType: string;
  mentions: number;
  buzz: number;
  sentiment: number | null;
  positive?: number | null;
}

export interface FixtureLake {
  buildId: string;
  assets: readonly FixtureAsset[];
  /** Daily equ rows; written per year partition. */
  rows: readonly FixtureRow[];
  /** Write the rows of each file in a shuffled order rather than sorted by (asset, window). */
  isShuffled?: boolean;
}

function text(value: string | undefined): string {
  return value === undefined ? 'NULL' : `'${value.replaceAll("'", "''")}'`;
}

function real(value: number | null | undefined): string {
  return value === null || value === undefined ? 'NULL' : String(value);
}

/** Writes the build under `<dataDir>/lake/builds/<buildId>` and publishes it. */
export async function writeFixtureLake(dataDir: string, lake: FixtureLake): Promise<void> {
  const paths = lakePaths(dataDir);
  const buildDir = join(paths.buildsDir, lake.buildId);
  await mkdir(join(buildDir, 'reference'), { recursive: true });
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const assets = lake.assets.map(
      (asset) =>
        `(${text(asset.assetCode)}, ${text(asset.assetClass)}, ${text(asset.name)}, ${text(asset.sector)}, ${text(asset.exchangeCountry)})`,
    );
    await connection.run(
      `COPY (SELECT * FROM (VALUES ${assets.join(', ')}) AS a("assetCode", "assetClass", name, sector, "exchangeCountry"))
       TO '${join(buildDir, 'reference', 'assets.parquet')}' (FORMAT parquet)`,
    );
    const years = [...new Set(lake.rows.map((row) => row.windowTimestamp.slice(0, 4)))];
    for (const year of years) {
      const rows = lake.rows
        .filter((row) => row.windowTimestamp.startsWith(year))
        .map(
          (row) =>
            `(${text(row.assetCode)}, TIMESTAMP '${row.windowTimestamp.replace('T', ' ').replace('Z', '')}', ${text(row.dataType)}, ${row.mentions}, ${row.buzz}, ${real(row.sentiment)}, ${real(row.positive)})`,
        );
      const dir = join(buildDir, 'rma', 'equ', 'daily', `year=${year}`);
      await mkdir(dir, { recursive: true });
      await connection.run(
        `COPY (
           SELECT "assetCode", "windowTimestamp", "dataType", CAST(mentions AS INTEGER) AS mentions,
                  CAST(buzz AS DOUBLE) AS buzz, CAST(sentiment AS FLOAT) AS sentiment, CAST(positive AS FLOAT) AS positive
           FROM (VALUES ${rows.join(', ')}) AS r("assetCode", "windowTimestamp", "dataType", mentions, buzz, sentiment, positive)
           ORDER BY ${lake.isShuffled ? 'hash("assetCode", "windowTimestamp", "dataType")' : '"assetCode", "windowTimestamp", "dataType"'}
         ) TO '${join(dir, 'part-0.parquet')}' (FORMAT parquet)`,
      );
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  await writeFile(join(buildDir, 'manifest.json'), JSON.stringify({ buildId: lake.buildId, scale: 'tiny' }));
  await publishBuild(paths, buildDir);
}

/** The daily window of `day` (YYYY-MM-DD), stamped at 20:30 UTC as the lake's daily windows are. */
export function dailyRow(
  assetCode: string,
  day: string,
  cells: Omit<FixtureRow, 'assetCode' | 'windowTimestamp'>,
): FixtureRow {
  return { assetCode, windowTimestamp: `${day}T20:30:00Z`, ...cells };
}

/** Makes a group test's daily rows: News_Social unless said. */
export type GroupRow = (
  assetCode: string,
  day: string,
  buzz: number,
  sentiment: number | null,
  dataType?: string,
) => FixtureRow;

/** The row maker of a group test whose windows all have `mentions` mentions. */
export function groupRow(mentions: number): GroupRow {
  return (assetCode, day, buzz, sentiment, dataType = 'News_Social') =>
    dailyRow(assetCode, day, { dataType, mentions, buzz, sentiment });
}

/**
 * The two members every group test has: AAA, talked about every day from 2024-12-28 (i = 0) to 2025-01-10
 * (i = 13) with buzz 10 + i and sentiment i / 100, and a louder News window on 2025-01-10; DDD, talked about only
 * on 2024-12-30.
 */
export function busyAndLapsedRows(row: GroupRow): FixtureRow[] {
  return [
    ...listDays('2024-12-28', '2025-01-10').map((day, i) => row('AAA', day, 10 + i, i / 100)),
    row('AAA', '2025-01-10', 99, -0.9, 'News'),
    row('DDD', '2024-12-30', 2, -0.2),
  ];
}

/** Where a test file's fixture lakes are: set before its first test runs. */
export interface FixtureLakes {
  /** The temporary folder holding them; a test may write more lakes into it (removed with it). */
  root: string;
  /** The data directory of the lake with its rows sorted by (asset, window). */
  sorted: string;
  /** The same rows in shuffled files (written only when asked). */
  shuffled: string;
}

/**
 * Writes `lake` into a new temporary folder before the file's tests (sorted, and shuffled too with
 * `isShuffledToo`) and, after them, closes the read pools (they hold the lakes' files open) and removes the folder.
 */
export function setUpFixtureLakes(
  name: string,
  lake: Omit<FixtureLake, 'isShuffled'>,
  { isShuffledToo = false } = {},
): FixtureLakes {
  const lakes: FixtureLakes = { root: '', sorted: '', shuffled: '' };
  beforeAll(async () => {
    lakes.root = await mkdtemp(join(tmpdir(), `moodwire-${name}-`));
    lakes.sorted = join(lakes.root, 'sorted');
    lakes.shuffled = join(lakes.root, 'shuffled');
    await writeFixtureLake(lakes.sorted, lake);
    if (isShuffledToo) await writeFixtureLake(lakes.shuffled, { ...lake, isShuffled: true });
  });
  afterAll(async () => {
    await closeReadPools();
    await rm(lakes.root, { recursive: true, force: true });
  });
  return lakes;
}
