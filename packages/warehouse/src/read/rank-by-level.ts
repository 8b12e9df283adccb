/**
 * The one rule by which the asset page ranks an asset among others (spec §7 /asset-summary and /assetpage-ranks2):
 * 1 = the highest level, ties broken by asset code, so that the ranks of a group are 1..n without gaps or repeats.
 */

export interface RankByLevelOptions {
  assetCode: string;
  /** The asset's own level; null (or NaN) = no level, hence no rank. */
  level: number | null;
  /** Members ranked (the asset among them or not). */
  size: number;
  /** Code of member i. */
  codeAt: (index: number) => string;
  /** Level of member i; null or NaN = no level (not ranked, not counted). */
  levelAt: (index: number) => number | null;
}

export interface LevelRank {
  /** 1 + the members ranked above (a higher level, or an equal one and a smaller code); null without a level. */
  rank: number | null;
  /** Members with a level. */
  count: number;
}

/** Ordinal rank of an asset by level among members, 1 = highest; ties go to the smaller asset code. */
export function rankByLevel(options: RankByLevelOptions): LevelRank {
  const mine = options.level === null || Number.isNaN(options.level) ? null : options.level;
  let count = 0;
  let above = 0;
  for (let i = 0; i < options.size; i++) {
    const other = options.levelAt(i);
    if (other === null || Number.isNaN(other)) continue;
    count++;
    if (mine !== null && (other > mine || (other === mine && options.codeAt(i) < options.assetCode))) above++;
  }
  return { rank: mine === null ? null : above + 1, count };
}
