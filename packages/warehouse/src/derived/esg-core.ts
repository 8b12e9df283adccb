/**
 * ESG Core (esgcor, classes equcor and coucor; anchor facts §1b): the 17 fields over a trailing 365-day window,
 * `buzz` as the window's sum of ESG references and the other 16 as 1-100 ranks among the class's assets on the
 * same day. The daily News_Social ESG sums of each covered company and country are staged while the aggregation
 * runs (`EsgCoreStage`); the window sums, scores and ranks are then one SQL pass in DuckDB.
 *
 * Scores before ranking, per window (K shrinks assets with few references towards neutral, so that one glowing
 * article does not rank a company first):
 * - a category (Workforce, Emissions, ...): its net tone sum / (its references + K), from the engine's ESG
 *   roll-up (efforts count with their sign, controversies against the category);
 * - a pillar: the same over its categories (Environmental = ResourceUse, Emissions, EnvironmentalInnovation;
 *   Social = Workforce, HumanRights, Community, ProductResponsibility; Governance = Management, Shareholders,
 *   CSRStrategy); ESG: over all ten;
 * - ESGControversies: minus the controversy share of all ESG references, so 1 is the worst and 100 the best;
 * - ESGCombined: the mean of the ESG and ESGControversies ranks, ranked again.
 * The window starts with the build: the first days rank on less than a year of references.
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { getAssetClass, listIndicators } from '@moodwire/domain';
import { INDICATORS } from '@moodwire/engine';
import { SYSTEM_VERSION } from '../build/columns';
import { ColumnTable, type ColumnType, copyByYear, sqlText } from '../lake/column-table';
import type { ReferenceAsset } from '../universe/types';

/** The ten ESG categories: the engine's roll-up code and the ESG Core field it ranks into. */
export const ESG_CATEGORIES = [
  ['resourceUse', 'ResourceUse', 'EnvironmentalPillar'],
  ['emissions', 'Emissions', 'EnvironmentalPillar'],
  ['environmentalInnovation', 'EnvironmentalInnovation', 'EnvironmentalPillar'],
  ['workforce', 'Workforce', 'SocialPillar'],
  ['humanRights', 'HumanRights', 'SocialPillar'],
  ['community', 'Community', 'SocialPillar'],
  ['product', 'ProductResponsibility', 'SocialPillar'],
  ['management', 'Management', 'GovernancePillar'],
  ['shareholders', 'Shareholders', 'GovernancePillar'],
  ['cSRStrategy', 'CSRStrategy', 'GovernancePillar'],
] as const;
export const ESG_CORE_WINDOW_DAYS = 365;
/** References that weigh as much as the neutral prior. */
const SHRINK = 3;
/** ESG Core is stamped at 15:45 ET (20:45 UTC), after the daily index window (anchor facts §4). */
const CORE_STAMP_MS = (20 * 60 + 45) * 60_000;

const ENGINE_INDEX = new Map(INDICATORS.map((indicator, i) => [indicator.code, i]));
function engineIndex(code: string): number {
  return ENGINE_INDEX.get(code) ?? -1;
}

const STAGE_COLUMNS: [string, number][] = [
  ['buzz', engineIndex('esgBuzz')],
  ...ESG_CATEGORIES.flatMap(([code]): [string, number][] => [
    [`${code}_buzz`, engineIndex(`${code}Buzz`)],
    [`${code}_net`, engineIndex(code)],
    [`${code}_controversy`, engineIndex(`${code}Controversies`)],
  ]),
];

/** Stages the daily News_Social ESG sums of the assets in the esgcor coverage. */
export class EsgCoreStage {
  private readonly covered: Uint8Array;
  private readonly values: (number | null)[] = [];

  private constructor(
    private readonly table: ColumnTable,
    assets: readonly ReferenceAsset[],
  ) {
    this.covered = Uint8Array.from(assets, (asset) =>
      (asset.class === 'equ' || asset.class === 'cou') && (asset.esgCoverage?.includes('esgcor') ?? false) ? 1 : 0,
    );
  }

  static async open(connection: DuckDBConnection, assets: readonly ReferenceAsset[]): Promise<EsgCoreStage> {
    const columns: [string, ColumnType][] = [
      ['asset', 'INTEGER'],
      ['day', 'INTEGER'],
      ...STAGE_COLUMNS.map(([name]): [string, ColumnType] => [name, 'DOUBLE']),
    ];
    return new EsgCoreStage(await ColumnTable.create(connection, 'esg_core_daily', columns), assets);
  }

  add(asset: number, day: number, sums: Float64Array): void {
    if (!this.covered[asset] || day < 0) return;
    const buzz = sums[STAGE_COLUMNS[0]?.[1] ?? -1] ?? 0;
    if (!(buzz > 0)) return;
    const values = this.values;
    values.length = 0;
    values.push(asset, day);
    for (const [, index] of STAGE_COLUMNS) values.push(index < 0 ? 0 : (sums[index] ?? 0));
    this.table.add(values);
  }

  close(): void {
    this.table.close();
  }
}

export interface WriteEsgCoreOptions {
  buildDir: string;
  /** Number of output days and the epoch ms of day 0's midnight. */
  days: number;
  firstDayStart: number;
}

/**
 * Ranks 1..100 within the class on the day: 1 + 99 x (position - 1) / (n - 1), ties sharing their mean position
 * (so that the many assets with no reference to a category sit together in the middle, not at 1).
 */
function rank(expression: string): string {
  // rank() and cume_dist() share one sort; n (the class's assets that day) is a column computed once.
  const over = `OVER (PARTITION BY cls, day ORDER BY ${expression})`;
  const position = `(rank() ${over} + cume_dist() ${over} * n) / 2.0`;
  return `CAST(CASE WHEN n = 1 THEN 50 ELSE round(1 + 99 * (${position} - 1) / (n - 1)) END AS INTEGER)`;
}

export async function writeEsgCore(
  connection: DuckDBConnection,
  options: WriteEsgCoreOptions,
): Promise<Record<string, number>> {
  const window = `(PARTITION BY asset ORDER BY day ROWS BETWEEN ${ESG_CORE_WINDOW_DAYS - 1} PRECEDING AND CURRENT ROW)`;
  const names = STAGE_COLUMNS.map(([name]) => name);
  const ratio = (codes: readonly string[]) =>
    `(${codes.map((code) => `${code}_net`).join(' + ')}) / (${codes.map((code) => `${code}_buzz`).join(' + ')} + ${SHRINK})`;
  const pillars = ['EnvironmentalPillar', 'SocialPillar', 'GovernancePillar'].map(
    (pillar) =>
      [pillar, ratio(ESG_CATEGORIES.filter((category) => category[2] === pillar).map(([code]) => code))] as const,
  );
  const scores = [
    ['ESG', ratio(ESG_CATEGORIES.map(([code]) => code))],
    [
      'ESGControversies',
      `-(${ESG_CATEGORIES.map(([code]) => `${code}_controversy`).join(' + ')}) / (buzz + ${SHRINK})`,
    ],
    ...pillars,
    ...ESG_CATEGORIES.map(([code, field]) => [field, ratio([code])] as const),
  ];
  // Windowed sums on a dense (asset, day) grid, so that every day of a covered asset has its trailing year.
  await connection.run(`CREATE OR REPLACE TEMP TABLE esg_core_ranked AS
    WITH grid AS (
      SELECT a.asset, d.range AS day FROM (SELECT DISTINCT asset FROM esg_core_daily) a
      CROSS JOIN range(0, ${options.days}) d
    ),
    filled AS (
      SELECT g.asset, g.day, ${names.map((name) => `coalesce(e.${name}, 0) AS ${name}`).join(', ')}
      FROM grid g LEFT JOIN esg_core_daily e ON e.asset = g.asset AND e.day = g.day
    ),
    windowed AS (
      SELECT asset, day, ${names.map((name) => `sum(${name}) OVER w AS ${name}`).join(', ')}
      FROM filled WINDOW w AS ${window}
    ),
    scored AS (
      SELECT w.asset, w.day, a."assetClass" AS cls, w.buzz, ${scores.map(([field, sql]) => `${sql} AS "${field}"`).join(', ')}
      FROM windowed w JOIN assets a ON a.asset = w.asset WHERE w.buzz > 0
    ),
    counted AS (SELECT *, count(*) OVER (PARTITION BY cls, day) AS n FROM scored),
    ranked AS (
      SELECT asset, day, cls, buzz, n, ${scores.map(([field]) => `${rank(`"${field}"`)} AS "${field}"`).join(', ')}
      FROM counted
    )
    SELECT *, ${rank('("ESG" + "ESGControversies") / 2.0')} AS "ESGCombined" FROM ranked`);
  const rows: Record<string, number> = {};
  for (const [indexClass, coreClass] of [
    ['equ', 'equcor'],
    ['cou', 'coucor'],
  ] as const) {
    const fileCode = getAssetClass(coreClass)?.fileCode ?? coreClass.toUpperCase();
    const fields = listIndicators({ assetClass: coreClass, dataset: 'esgcor' }).map((indicator) => indicator.code);
    const stamp = `make_timestamp((CAST(r.day AS BIGINT) * 86400000 + ${options.firstDayStart + CORE_STAMP_MS}) * 1000)`;
    Object.assign(
      rows,
      await copyByYear(connection, {
        select: `SELECT 'mp:' || strftime(${stamp}, '%Y-%m-%d_%H.%M.%S') || '.News_Social.' || ${sqlText(fileCode)} || '.' || a."assetCode" AS id,
            a."assetCode", ${indexClass === 'equ' ? 'a.ticker,' : ''} ${stamp} AS "windowTimestamp",
            'News_Social' AS "dataType", ${sqlText(SYSTEM_VERSION)} AS "systemVersion",
            ${fields.map((field) => (field === 'buzz' ? 'CAST(r.buzz AS DOUBLE) AS buzz' : `r."${field}"`)).join(', ')}
          FROM esg_core_ranked r JOIN assets a ON a.asset = r.asset WHERE r.cls = ${sqlText(indexClass)}`,
        timeColumn: 'windowTimestamp',
        dir: join(options.buildDir, 'esgcor', coreClass, 'daily'),
        orderBy: '"assetCode", "windowTimestamp"',
        key: `esgcor/${coreClass}/daily`,
      }),
    );
  }
  await connection.run('DROP TABLE esg_core_ranked');
  await connection.run('DROP TABLE esg_core_daily');
  return rows;
}
