/**
 * The Charts screen's choices as pure functions of its URL state (chart-url-state.ts): the indicator names and
 * choices, the smoothing choices, and the URL patches of its buttons. The hook that holds the screen's state
 * (use-charts-state.ts) and the toolbar (charts-toolbar.tsx) use them.
 */
import {
  type AssetClassCode,
  getAssetClass,
  getIndicator,
  getSpecialSeries,
  isEsgClass,
  listIndicators,
  parseIndicatorCode,
  sourceNameOf,
} from '@moodwire/domain';
import type { ChartUrlState } from '@/lib/analytics/chart-url-state';

/** The smoothing windows offered (days, or hours for hourly series); 1 is no smoothing. */
export const SMOOTHING_CHOICES = [1, 3, 5, 7, 14, 30, 60, 90];

/** An indicator's display name: a special series by its name, an indicator with its source when the code names one. */
export function indicatorName(code: string): string {
  const special = getSpecialSeries(code);
  if (special) return special.name;
  const parsed = parseIndicatorCode(code);
  const name = getIndicator(parsed?.code ?? code)?.name ?? code;
  return parsed?.source ? `${name} (${sourceNameOf(parsed.source)})` : name;
}

export interface IndicatorChoiceGroup {
  label: string;
  codes: string[];
}

/**
 * The 'Add indicator' choices: the classes on the chart (the group's first), ESG classes followed by their rma base
 * class's sentiment indicators; each code once, chosen ones left out, empty groups dropped.
 */
export function listIndicatorChoices(options: {
  groupClass: AssetClassCode;
  assetClasses: readonly AssetClassCode[];
  chosen: readonly string[];
}): IndicatorChoiceGroup[] {
  const classes = [...new Set<AssetClassCode>([options.groupClass, ...options.assetClasses])];
  const optionGroups = classes.flatMap((assetClass) => {
    const info = getAssetClass(assetClass);
    const base = info?.baseClass;
    const own = { label: info?.name ?? assetClass, codes: listIndicators({ assetClass }).map((entry) => entry.code) };
    return isEsgClass(assetClass) && base
      ? [
          own,
          {
            label: `${getAssetClass(base)?.name ?? base} (sentiment)`,
            codes: listIndicators({ assetClass: base }).map((entry) => entry.code),
          },
        ]
      : [own];
  });
  const seenCodes = new Set<string>();
  return optionGroups
    .map((entry) => ({
      label: entry.label,
      codes: entry.codes.filter((code) => {
        if (seenCodes.has(code) || options.chosen.includes(code)) return false;
        seenCodes.add(code);
        return true;
      }),
    }))
    .filter((entry) => entry.codes.length > 0);
}

/** The smoothing choices with the link's own window among them, ascending. */
export function smoothingChoices(window: number): number[] {
  return [...new Set([...SMOOTHING_CHOICES, window])].sort((a, b) => a - b);
}

/** Switching frequency resets the dates: hourly series show all their (short) history, daily ones a year. */
export function frequencyPatch(frequency: ChartUrlState['frequency']): Partial<ChartUrlState> {
  return { frequency, range: frequency === 'hourly' ? 'All' : '1Y', start: null, end: null };
}

/** Removing an asset also forgets the removed-series marks of its series. */
export function removeAssetPatch(state: ChartUrlState, asset: string): Partial<ChartUrlState> {
  return {
    assets: state.assets.filter((other) => other !== asset),
    hidden: state.hidden.filter((key) => !key.startsWith(`${asset}|`)),
  };
}

/** Removing an indicator also forgets the removed-series marks of its series. */
export function removeIndicatorPatch(state: ChartUrlState, code: string): Partial<ChartUrlState> {
  return {
    indicators: state.indicators.filter((other) => other !== code),
    hidden: state.hidden.filter((key) => !key.endsWith(`|${code}`)),
  };
}
