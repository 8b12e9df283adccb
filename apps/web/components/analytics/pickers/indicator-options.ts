/**
 * The options of the indicator picker: the indicators an asset class carries (the domain catalogue, in file
 * column order), grouped by what their values mean, plus the special market series of spec §3 when asked.
 * Pure, so it is unit-tested without a browser.
 */
import {
  type AssetClassCode,
  getAssetClass,
  getClassIndicator,
  getSpecialSeries,
  listIndicators,
  type RangeKind,
  SPECIAL_SERIES,
} from '@moodwire/domain';

export interface IndicatorOption {
  code: string;
  name: string;
}

export interface IndicatorOptionGroup {
  label: string;
  options: IndicatorOption[];
}

/** The catalogue is long (over 100 indicators for ESG Adv): a filter box shows above this many options. */
export const INDICATOR_FILTER_MIN_OPTIONS = 20;

const RANGE_KIND_GROUPS: { kind: RangeKind; label: string }[] = [
  { kind: 'bipolar', label: 'Sentiment and tone (-1 to 1)' },
  { kind: 'unipolar', label: 'Shares of buzz (0 to 1)' },
  { kind: 'count', label: 'Counts' },
  { kind: 'rank', label: 'Ranks (1 to 100)' },
];

export const SPECIAL_SERIES_GROUP_LABEL = 'Market series';

export interface IndicatorOptionsRequest {
  assetClass: AssetClassCode;
  includeSpecial?: boolean;
  /** Text typed in the filter box: keeps options whose name or code contains it (case-insensitive). */
  filter?: string;
  /** The selected code: always kept, so that filtering never empties the select's current value. */
  keep?: string;
}

export function buildIndicatorOptions(request: IndicatorOptionsRequest): IndicatorOptionGroup[] {
  const needle = request.filter?.trim().toLowerCase() ?? '';
  const passes = (option: IndicatorOption) =>
    needle === '' ||
    option.code === request.keep ||
    option.name.toLowerCase().includes(needle) ||
    option.code.toLowerCase().includes(needle);
  const indicators = listIndicators({ assetClass: request.assetClass });
  const groups: IndicatorOptionGroup[] = RANGE_KIND_GROUPS.map(({ kind, label }) => ({
    label,
    options: indicators
      .filter((indicator) => indicator.rangeKind === kind)
      .map((indicator) => ({ code: indicator.code, name: indicator.name }))
      .filter(passes),
  }));
  if (request.includeSpecial) {
    groups.push({
      label: SPECIAL_SERIES_GROUP_LABEL,
      options: SPECIAL_SERIES.map((series) => ({ code: series.code, name: series.name })).filter(passes),
    });
  }
  // A kept code that is not offered (a legacy column from an old link) still shows under its own name.
  if (request.keep && !groups.some((group) => group.options.some((option) => option.code === request.keep))) {
    const name =
      getClassIndicator(request.assetClass, request.keep)?.name ?? getSpecialSeries(request.keep)?.name ?? request.keep;
    groups.unshift({ label: 'Selected', options: [{ code: request.keep, name }] });
  }
  return groups.filter((group) => group.options.length > 0);
}

/** How many options the class offers (before filtering): decides whether the filter box shows. */
export function countIndicatorOptions(assetClass: AssetClassCode, includeSpecial = false): number {
  if (!getAssetClass(assetClass)) return 0;
  return listIndicators({ assetClass }).length + (includeSpecial ? SPECIAL_SERIES.length : 0);
}
