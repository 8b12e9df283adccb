import { type AssetClassCode, listIndicators, MINUTE_MS, type Polarity, type RangeKind } from '@moodwire/domain';
import type { DataType } from '../build/columns';
import { cellValue } from './cell-value';
import { getClassCrossSection } from './get-class-cross-section';
import { rankByLevel } from './rank-by-level';

export interface GetAssetIndicatorRanksOptions {
  /** The class whose dataset and catalogue are read: an index class, or an ESG class (equcor, equesg...). */
  assetClass: AssetClassCode;
  assetCode: string;
  /** The group's members, among whom the asset is ranked (the asset among them). */
  memberCodes: Iterable<string>;
  source: string;
  /** Day of the levels (its daily window); default: the lake's last day. */
  date?: string;
  /** Previous = the level this many days earlier (default 1). */
  period?: number;
  dataDir?: string;
}

/** One indicator of the asset page's panel. */
export interface AssetIndicatorRank {
  indicator: string;
  name: string;
  polarity: Polarity;
  rangeKind: RangeKind;
  /** The asset's value on the day (its row of the day's window); null (NA) without a row that day or a value. */
  level: number | null;
  /** The value on the day `period` days earlier; null (NA) likewise. */
  previous: number | null;
  /** level - previous, null unless both days have a value. */
  change: number | null;
  /** Window the level is from; null when the level is NA. */
  date: string | null;
  /** Window the previous level is from; null when it is NA. */
  previousDate: string | null;
  /** 1 = the highest level in the group, ties by asset code; null without a level. */
  rank: number | null;
  /** Members of the group with a level. */
  rankOf: number;
}

export interface AssetIndicatorRanks {
  dataType: DataType;
  windowTimestamp: string;
  previousTimestamp: string;
  /** The class's indicators in catalogue order, those its dataset has. */
  rows: AssetIndicatorRank[];
}

/**
 * The asset page's indicator panel (spec §7 /assetpage-ranks2): every indicator of the class in catalogue order
 * (spec §3), each with the asset's level on the day, its change over `period` days, and its rank by level among
 * the group's members (`rankByLevel`). Read from one cross-section of the class, so the levels are those of the
 * group snapshot.
 */
export async function getAssetIndicatorRanks(options: GetAssetIndicatorRanksOptions): Promise<AssetIndicatorRanks> {
  const section = await getClassCrossSection({
    assetClass: options.assetClass,
    source: options.source,
    date: options.date,
    period: options.period ?? 1,
    dataDir: options.dataDir,
  });
  // Members without a row on either day are not in the cross-section: they have no level to rank.
  const positions: number[] = [];
  for (const code of options.memberCodes) {
    const position = section.indexOf.get(code);
    if (position !== undefined) positions.push(position);
  }
  const mine = section.indexOf.get(options.assetCode);
  const windowOf = (minutes: Int32Array, value: number | null) => {
    const minute = mine === undefined || value === null ? -1 : (minutes[mine] ?? -1);
    return minute < 0 ? null : new Date(minute * MINUTE_MS).toISOString();
  };
  const column = new Map(section.indicators.map((code, i) => [code, i]));
  const rows = listIndicators({ assetClass: options.assetClass }).flatMap((indicator): AssetIndicatorRank[] => {
    const i = column.get(indicator.code);
    if (i === undefined) return [];
    const levels = section.levels[i] as Float64Array;
    const level = mine === undefined ? null : cellValue(levels[mine]);
    const previous = mine === undefined ? null : cellValue(section.previous[i]?.[mine]);
    const { rank, count } = rankByLevel({
      assetCode: options.assetCode,
      level,
      size: positions.length,
      codeAt: (p) => section.assetCodes[positions[p] ?? -1] ?? '',
      levelAt: (p) => levels[positions[p] ?? -1] ?? Number.NaN,
    });
    return [
      {
        indicator: indicator.code,
        name: indicator.name,
        polarity: indicator.polarity,
        rangeKind: indicator.rangeKind,
        level,
        previous,
        change: level === null || previous === null ? null : level - previous,
        date: windowOf(section.levelMinutes, level),
        previousDate: windowOf(section.previousMinutes, previous),
        rank,
        rankOf: count,
      },
    ];
  });
  return {
    dataType: section.dataType,
    windowTimestamp: section.windowTimestamp,
    previousTimestamp: section.previousTimestamp,
    rows,
  };
}
