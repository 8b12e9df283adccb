/**
 * ESG Core (esgcor, classes equcor and coucor; anchor facts §1b): the 17 fields over a trailing 365-day window,
 * `buzz` as the window's sum of ESG references and the other 16 as 1-100 ranks among the class's assets on the
 * same day. The daily News_Social ESG sums of each covered company and country are kept while the aggregation
 * runs (`EsgCoreStage`); the window sums, scores and ranks are then computed in typed arrays (one sort per field,
 * class and day) and only the ranked rows go through DuckDB into Parquet.
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
import {
  DAY_MS,
  ESG_CORE_CLASSES,
  getAssetClass,
  HOUR_MS,
  listIndicators,
  MINUTE_MS,
  requireAssetClass,
} from '@moodwire/domain';
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
const CORE_STAMP_MS = 20 * HOUR_MS + 45 * MINUTE_MS;

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

/** Sparse rows of one day: the assets with ESG references and their staged sums. */
interface DayRows {
  assets: number[];
  values: number[];
}

/**
 * Keeps the daily News_Social ESG sums of the assets in the esgcor coverage in memory (only days with ESG
 * references, so a few MB at demo scale); `writeEsgCore` turns them into trailing-window ranks.
 */
export class EsgCoreStage {
  private readonly covered: Uint8Array;
  private readonly byDay: DayRows[] = [];

  private constructor(readonly assets: readonly ReferenceAsset[]) {
    this.covered = Uint8Array.from(assets, (asset) =>
      (asset.class === 'equ' || asset.class === 'cou') && (asset.esgCoverage?.includes('esgcor') ?? false) ? 1 : 0,
    );
  }

  static async open(_connection: DuckDBConnection, assets: readonly ReferenceAsset[]): Promise<EsgCoreStage> {
    return new EsgCoreStage(assets);
  }

  add(asset: number, day: number, sums: Float64Array): void {
    if (!this.covered[asset] || day < 0) return;
    const buzz = sums[STAGE_COLUMNS[0]?.[1] ?? -1] ?? 0;
    if (!(buzz > 0)) return;
    let rows = this.byDay[day];
    if (!rows) {
      rows = { assets: [], values: [] };
      this.byDay[day] = rows;
    }
    rows.assets.push(asset);
    for (const [, index] of STAGE_COLUMNS) rows.values.push(index < 0 ? 0 : (sums[index] ?? 0));
  }

  /** The staged rows of a day (none when the day had no ESG references). */
  rowsOf(day: number): DayRows | undefined {
    return this.byDay[day];
  }

  close(): void {}
}

export interface WriteEsgCoreOptions {
  buildDir: string;
  /** Number of output days and the epoch ms of day 0's midnight. */
  days: number;
  firstDayStart: number;
}

const WIDTH = STAGE_COLUMNS.length;
const COLUMN = new Map(STAGE_COLUMNS.map(([name], i) => [name, i]));
function col(name: string): number {
  return COLUMN.get(name) ?? -1;
}

/**
 * Window sums are kept on a 1e-9 grid: the staged sums are weights with a few decimals, and without the grid the
 * order of additions leaves residues (26.900000000000002 vs 26.9) that break ties between assets whose scores are
 * equal, so a rank would depend on summation order rather than on the references.
 */
function onGrid(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** A score over the window sums `w` (offset `o`), summed in the same order as the SQL it replaced. */
type Score = (w: Float64Array, o: number) => number;

function ratio(codes: readonly string[]): Score {
  const nets = codes.map((code) => col(`${code}_net`));
  const buzzes = codes.map((code) => col(`${code}_buzz`));
  return (w, o) => {
    let net = 0;
    let buzz = 0;
    for (let i = 0; i < nets.length; i++) {
      net = i === 0 ? (w[o + (nets[i] ?? 0)] ?? 0) : net + (w[o + (nets[i] ?? 0)] ?? 0);
      buzz = i === 0 ? (w[o + (buzzes[i] ?? 0)] ?? 0) : buzz + (w[o + (buzzes[i] ?? 0)] ?? 0);
    }
    return net / (buzz + SHRINK);
  };
}

const CONTROVERSY_COLUMNS = ESG_CATEGORIES.map(([code]) => col(`${code}_controversy`));
const SCORES: (readonly [string, Score])[] = [
  ['ESG', ratio(ESG_CATEGORIES.map(([code]) => code))],
  [
    'ESGControversies',
    (w, o) => {
      let sum = 0;
      for (let i = 0; i < CONTROVERSY_COLUMNS.length; i++) {
        const value = w[o + (CONTROVERSY_COLUMNS[i] ?? 0)] ?? 0;
        sum = i === 0 ? value : sum + value;
      }
      return -sum / ((w[o] ?? 0) + SHRINK);
    },
  ],
  ...['EnvironmentalPillar', 'SocialPillar', 'GovernancePillar'].map(
    (pillar) =>
      [pillar, ratio(ESG_CATEGORIES.filter((category) => category[2] === pillar).map(([code]) => code))] as const,
  ),
  ...ESG_CATEGORIES.map(([code, field]) => [field, ratio([code])] as const),
];
/** Output ranks: the scores, then ESGCombined. */
const RANK_FIELDS = [...SCORES.map(([field]) => field), 'ESGCombined'];
const COMBINED = SCORES.length;

/**
 * Ranks 1..100 within the class on the day: 1 + 99 x (position - 1) / (n - 1), ties sharing their mean position
 * (so that the many assets with no reference to a category sit together in the middle, not at 1). The position
 * is the mean of the tie group's first and last positions.
 *
 * The values are sorted as numbers (a native typed-array sort, several times faster than sorting indexes with a
 * comparator) and each value's tie group found by binary search: a rank depends only on its value's group.
 * Scores are finite; -0 is counted as 0, as the comparator did.
 */
export function rankInto(
  values: Float64Array,
  n: number,
  sorted: Float64Array,
  out: Int32Array,
  stride: number,
  field: number,
) {
  const ascending = sorted.subarray(0, n);
  for (let i = 0; i < n; i++) ascending[i] = (values[i] as number) + 0;
  ascending.sort();
  for (let i = 0; i < n; i++) {
    const value = (values[i] as number) + 0;
    // First position holding the value, then the first one after its group.
    let low = 0;
    let high = n;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ascending[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    const start = low;
    high = n;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ascending[middle] as number) <= value) low = middle + 1;
      else high = middle;
    }
    const end = low;
    const position = (start + 1 + (end / n) * n) / 2;
    out[i * stride + field] = n === 1 ? 50 : Math.round(1 + (99 * (position - 1)) / (n - 1));
  }
}

export async function writeEsgCore(
  connection: DuckDBConnection,
  stage: EsgCoreStage,
  options: WriteEsgCoreOptions,
): Promise<Record<string, number>> {
  const assets = stage.assets;
  // Trailing 365-day window sums per asset, kept as running sums (add the new day, drop the day that leaves);
  // `inWindow` counts the window's days with references, so an empty window is exactly zero, not a residue.
  const sums = new Float64Array(assets.length * WIDTH);
  const inWindow = new Int32Array(assets.length);
  const table = await ColumnTable.create(connection, 'esg_core_ranked', [
    ['asset', 'INTEGER'],
    ['day', 'INTEGER'],
    ['buzz', 'DOUBLE'],
    ...RANK_FIELDS.map((field): [string, ColumnType] => [field, 'INTEGER']),
  ]);
  const classes = ['equ', 'cou'] as const;
  const members: number[][] = classes.map(() => []);
  const sorted = new Float64Array(assets.length);
  const values = new Float64Array(assets.length);
  const ranks = new Int32Array(assets.length * RANK_FIELDS.length);
  const cells: number[] = [];
  // Each asset's scores, computed again only on a day its window sums change (a day that brings or drops
  // references of it): most covered assets have no ESG reference on a given day, and scoring every asset every
  // day was most of this stage's time.
  const scored = new Float64Array(assets.length * SCORES.length);
  const isStale = new Uint8Array(assets.length).fill(1);
  for (let day = 0; day < options.days; day++) {
    const entering = stage.rowsOf(day);
    if (entering) {
      entering.assets.forEach((asset, r) => {
        isStale[asset] = 1;
        inWindow[asset] = (inWindow[asset] ?? 0) + 1;
        for (let c = 0; c < WIDTH; c++)
          sums[asset * WIDTH + c] = onGrid((sums[asset * WIDTH + c] ?? 0) + (entering.values[r * WIDTH + c] ?? 0));
      });
    }
    const leaving = day >= ESG_CORE_WINDOW_DAYS ? stage.rowsOf(day - ESG_CORE_WINDOW_DAYS) : undefined;
    if (leaving) {
      leaving.assets.forEach((asset, r) => {
        isStale[asset] = 1;
        inWindow[asset] = (inWindow[asset] ?? 0) - 1;
        if (inWindow[asset] === 0) sums.fill(0, asset * WIDTH, asset * WIDTH + WIDTH);
        else
          for (let c = 0; c < WIDTH; c++)
            sums[asset * WIDTH + c] = onGrid((sums[asset * WIDTH + c] ?? 0) - (leaving.values[r * WIDTH + c] ?? 0));
      });
    }
    for (const list of members) list.length = 0;
    for (let asset = 0; asset < assets.length; asset++) {
      if (!((inWindow[asset] ?? 0) > 0) || !((sums[asset * WIDTH] ?? 0) > 0)) continue;
      const index = classes.indexOf(assets[asset]?.class as 'equ' | 'cou');
      if (index >= 0) members[index]?.push(asset);
    }
    for (const list of members) {
      const n = list.length;
      if (n === 0) continue;
      for (let i = 0; i < n; i++) {
        const asset = list[i] as number;
        if (!isStale[asset]) continue;
        isStale[asset] = 0;
        for (let field = 0; field < SCORES.length; field++) {
          scored[asset * SCORES.length + field] = (SCORES[field] as (typeof SCORES)[number])[1](sums, asset * WIDTH);
        }
      }
      for (let field = 0; field < SCORES.length; field++) {
        for (let i = 0; i < n; i++) values[i] = scored[(list[i] as number) * SCORES.length + field] as number;
        rankInto(values, n, sorted, ranks, RANK_FIELDS.length, field);
      }
      const stride = RANK_FIELDS.length;
      for (let i = 0; i < n; i++) values[i] = ((ranks[i * stride] ?? 0) + (ranks[i * stride + 1] ?? 0)) / 2.0;
      rankInto(values, n, sorted, ranks, stride, COMBINED);
      for (let i = 0; i < n; i++) {
        const asset = list[i] ?? 0;
        cells.length = 0;
        cells.push(asset, day, sums[asset * WIDTH] ?? 0);
        for (let f = 0; f < stride; f++) cells.push(ranks[i * stride + f] ?? 0);
        table.add(cells);
      }
    }
  }
  table.close();
  const rows: Record<string, number> = {};
  for (const coreClass of ESG_CORE_CLASSES) {
    const indexClass = requireAssetClass(coreClass).baseClass;
    const fileCode = getAssetClass(coreClass)?.fileCode ?? coreClass.toUpperCase();
    const fields = listIndicators({ assetClass: coreClass, dataset: 'esgcor' }).map((indicator) => indicator.code);
    const stamp = `make_timestamp((CAST(r.day AS BIGINT) * ${DAY_MS} + ${options.firstDayStart + CORE_STAMP_MS}) * 1000)`;
    Object.assign(
      rows,
      await copyByYear(connection, {
        select: `SELECT a.code_order AS _order, 'mp:' || strftime(${stamp}, '%Y-%m-%d_%H.%M.%S') || '.News_Social.' || ${sqlText(fileCode)} || '.' || a."assetCode" AS id,
            a."assetCode", ${indexClass === 'equ' ? 'a.ticker,' : ''} ${stamp} AS "windowTimestamp",
            'News_Social' AS "dataType", ${sqlText(SYSTEM_VERSION)} AS "systemVersion",
            ${fields.map((field) => (field === 'buzz' ? 'r.buzz' : `r."${field}"`)).join(', ')}
          FROM esg_core_ranked r JOIN asset_order a ON a.asset = r.asset WHERE a."assetClass" = ${sqlText(indexClass)}`,
        timeColumn: 'windowTimestamp',
        dir: join(options.buildDir, 'esgcor', coreClass, 'daily'),
        orderBy: '_order, "windowTimestamp"',
        hidden: ['_order'],
        key: `esgcor/${coreClass}/daily`,
      }),
    );
  }
  await connection.run('DROP TABLE esg_core_ranked');
  return rows;
}
