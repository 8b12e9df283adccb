/**
 * Sums of one (asset, window, dataType): mentions, buzz and, per indicator, the signed weighted references.
 * Every indicator value is its sum over buzz (anchor facts §4), so sums add across documents and sources, and
 * News_Social is simply News + Social: its values come out as the buzz-weighted combination of the two.
 */
export interface WindowSums {
  mentions: number;
  buzz: number;
  /** Weighted reference sum per indicator, in the engine's indicator order. */
  sums: Float64Array;
}

export function emptySums(indicatorCount: number): WindowSums {
  return { mentions: 0, buzz: 0, sums: new Float64Array(indicatorCount) };
}

/** target += source. */
export function addSums(target: WindowSums, source: WindowSums): void {
  target.mentions += source.mentions;
  target.buzz += source.buzz;
  for (let i = 0; i < target.sums.length; i++) target.sums[i] = (target.sums[i] ?? 0) + (source.sums[i] ?? 0);
}

/** The News_Social sums of a window from its News and Social sums. */
export function combineSources(
  news: WindowSums | undefined,
  social: WindowSums | undefined,
  indicatorCount: number,
): WindowSums {
  const combined = emptySums(indicatorCount);
  if (news) addSums(combined, news);
  if (social) addSums(combined, social);
  return combined;
}

/**
 * Indicator values of a window: sum / buzz, or null (an empty cell, anchor facts §4) when there is no buzz or
 * the indicator was never referred to.
 */
export function indicatorValues(sums: WindowSums): (number | null)[] {
  const values: (number | null)[] = [];
  for (let i = 0; i < sums.sums.length; i++) {
    const sum = sums.sums[i] ?? 0;
    values.push(sums.buzz > 0 && sum !== 0 ? sum / sums.buzz : null);
  }
  return values;
}
