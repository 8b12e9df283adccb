import type { DataType } from '../build/columns';
import { type GroupSnapshot, getGroupSnapshot } from './get-group-snapshot';
import { rankByLevel } from './rank-by-level';

export interface GetAssetMeasuresOptions {
  /** An index class (rma dataset), or an ESG class (its own dataset, as getGroupSnapshot reads it). */
  assetClass: string;
  assetCode: string;
  /** The assets it is ranked among; omitted = every asset of the class. */
  assetCodes?: readonly string[];
  /** The indicator measured beside buzz (the asset page's header: the class's default sentiment, spec §9). */
  indicator: string;
  source: string;
  /** Day of the levels (its daily window); default: the lake's last day. */
  date?: string;
  /** Change = level minus the level this many days earlier (default 1). */
  period?: number;
  dataDir?: string;
}

/** One indicator of an asset on a day: its level, its change, and its rank among the others. */
export interface AssetMeasure {
  indicator: string;
  /** The asset's value on the day (its row of the day's window); null (NA) without a row that day or a value. */
  value: number | null;
  /** The value on the day `period` days earlier; null (NA) likewise. */
  previous: number | null;
  /** value - previous, null unless both days have a value. */
  change: number | null;
  /** Window the value is from (the day's); null when the value is NA. */
  date: string | null;
  /** Window the previous value is from; null when it is NA. */
  previousDate: string | null;
  /** 1 = the highest value, ties by asset code; null without a value. */
  rank: number | null;
  /** Assets with a value. */
  rankOf: number;
}

export interface AssetMeasures {
  dataType: DataType;
  windowTimestamp: string;
  previousTimestamp: string;
  buzz: AssetMeasure;
  /** The indicator asked. */
  indicator: AssetMeasure;
}

/**
 * The figures of the asset page's header (spec §7 /asset-summary): for buzz and one indicator, the asset's level on the
 * day as the group snapshot gives it (its row of the day's window; NA without one), its change over `period` days
 * (both days needed), and its rank by level among the class's assets (`rankByLevel`).
 */
export async function getAssetMeasures(options: GetAssetMeasuresOptions): Promise<AssetMeasures> {
  const snapshot = (indicator: string) =>
    getGroupSnapshot({
      assetClass: options.assetClass,
      assetCodes: options.assetCodes,
      indicator,
      source: options.source,
      date: options.date,
      period: options.period ?? 1,
      dataDir: options.dataDir,
    });
  const [buzz, indicator] = await Promise.all([snapshot('buzz'), snapshot(options.indicator)]);
  const measure = ({ indicator: code, rows }: GroupSnapshot): AssetMeasure => {
    const row = rows.find((candidate) => candidate.assetCode === options.assetCode);
    const { rank, count } = rankByLevel({
      assetCode: options.assetCode,
      level: row?.level ?? null,
      size: rows.length,
      codeAt: (i) => rows[i]?.assetCode ?? '',
      levelAt: (i) => rows[i]?.level ?? null,
    });
    return {
      indicator: code,
      value: row?.level ?? null,
      previous: row?.previous ?? null,
      change: row?.delta ?? null,
      date: row?.level == null ? null : row.levelTimestamp,
      previousDate: row?.previous == null ? null : row.previousTimestamp,
      rank,
      rankOf: count,
    };
  };
  // Both snapshots read the same source and day.
  return {
    dataType: buzz.dataType,
    windowTimestamp: buzz.windowTimestamp,
    previousTimestamp: buzz.previousTimestamp,
    buzz: measure(buzz),
    indicator: measure(indicator),
  };
}
