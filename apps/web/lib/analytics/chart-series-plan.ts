/**
 * What the Charts screen plots for each (asset, indicator) pair, as pure functions: which call serves the
 * series, on which y-axis it goes, or why it does not apply to the asset's class (said in the legend).
 *
 * - rma indicators: /asset-trmi3 (daily) or /asset-trmi-hou (hourly), smoothed by the API's buzz-weighted window;
 * - ESG Core / ESG Adv indicators (spec §9: the /esg4 defaults): the data API's esg series of the asset's ESG
 *   class, smoothed here the same way (buzz-weighted rolling mean: sum(value x buzz) / sum(buzz));
 * - special series (spec §3): price and Return (price change) from /asset-price, bond price from /asset-bondprice.
 */
import {
  type AssetClassCode,
  getAssetClass,
  getClassIndicator,
  getIndicator,
  getSource,
  getSpecialSeries,
  type Indicator,
  isCountryClass,
  isEsgClass,
  isEsgCoreClass,
  isSpecialSeriesCode,
  listDataFrequencies,
  MESSAGES,
  parseIndicatorCode,
  type RangeKind,
  type SourceName,
  sourceNameOf,
} from '@moodwire/domain';
import {
  type ChartFrequency,
  type ChartUrlState,
  type LakeDays,
  parseAssetRef,
  parseChartUrl,
  resolveFetchRange,
  seriesKey,
  withChartDefaults,
} from './chart-url-state';

export interface ChartAsset {
  /** The path segment (code or code@class): what keys the asset's series in the URL. */
  ref: string;
  id: string;
  name: string;
  /** Display symbol (spec §9) or the code. */
  symbol: string;
  assetClass: AssetClassCode;
  className: string;
}

export type SeriesRequest =
  | { kind: 'trmi'; asset: string; indicator: string; source: SourceName; group: string | null }
  | { kind: 'esg'; asset: string; assetClass: AssetClassCode; indicator: string; source: SourceName }
  | { kind: 'price'; asset: string; assetClass: AssetClassCode; field: 'price' | 'Return' }
  | { kind: 'bondprice'; asset: string };

/**
 * An asset as the chart plans it before its summary is known: in the class its path segment names, else the
 * group's, named by its code (series are fetched at once; the answers then name it).
 */
export function provisionalChartAsset(ref: string, groupClass: AssetClassCode): ChartAsset {
  const { id, assetClass } = parseAssetRef(ref);
  const provisionalClass = assetClass ?? groupClass;
  return {
    ref,
    id,
    name: id,
    symbol: id,
    assetClass: provisionalClass,
    className: getAssetClass(provisionalClass)?.name ?? '',
  };
}

/** The unit of a y-axis: a range kind of the catalogue, Return, bond price, or one asset's price. */
export type AxisUnit = RangeKind | 'Return' | 'bondprice' | `price:${string}`;

export interface PlannedSeries {
  key: string;
  asset: ChartAsset;
  /** The code as chosen (may be a long mp_ code or a special series). */
  indicator: string;
  indicatorName: string;
  /** Source of the plotted values; null for market series (price, Return, bond price). */
  source: SourceName | null;
  /** Legend and CSV column: asset/indicator/source. */
  label: string;
  unit: AxisUnit;
  request: SeriesRequest | null;
  /** Why the series is not plotted (the indicator does not apply to the class) or how it differs. */
  notice: string | null;
}

export interface PlanOptions {
  /** The screen's group: passed to the series call when the asset is of the group's class (it sets the class). */
  group: { id: string; assetClass: AssetClassCode };
  source: SourceName;
  frequency: ChartFrequency;
  /** ESG content is hidden for the visitor (spec §6 hideESG): ESG series are listed with the message, not fetched. */
  hideEsg?: boolean;
}

/** Classes that have market prices (spec §3 special series; a country has none, its market has). */
function hasPrice(assetClass: AssetClassCode): boolean {
  return !isCountryClass(assetClass) || assetClass === 'coumkt';
}

/** The catalogue entry behind an indicator for a class: its own dataset first, then (ESG classes) the rma base. */
export function findChartIndicator(
  assetClass: AssetClassCode,
  code: string,
): { indicator: Indicator; isEsgDataset: boolean } | null {
  const own = getClassIndicator(assetClass, code);
  if (own) return { indicator: own, isEsgDataset: own.dataset !== 'rma' };
  const base = getAssetClass(assetClass)?.baseClass;
  if (isEsgClass(assetClass) && base) {
    const rma = getClassIndicator(base, code);
    if (rma) return { indicator: rma, isEsgDataset: false };
  }
  return null;
}

/** Plans one series of the chart. */
export function planSeries(asset: ChartAsset, code: string, options: PlanOptions): PlannedSeries {
  const key = seriesKey(asset.ref, code);
  const base = { key, asset, indicator: code };
  if (isSpecialSeriesCode(code)) {
    const name = getSpecialSeries(code)?.name ?? code;
    const label = `${asset.name}/${code}`;
    if (code === 'bondprice') {
      const applies = asset.assetClass === 'coumkt';
      return {
        ...base,
        indicatorName: name,
        source: null,
        label,
        unit: 'bondprice',
        request: applies ? { kind: 'bondprice', asset: asset.id } : null,
        notice: applies ? null : `${name} applies to country markets only, not to ${asset.className}`,
      };
    }
    const applies = hasPrice(asset.assetClass);
    return {
      ...base,
      indicatorName: name,
      source: null,
      label,
      unit: code === 'price' ? `price:${asset.id}` : 'Return',
      request: applies ? { kind: 'price', asset: asset.id, assetClass: asset.assetClass, field: code } : null,
      notice: applies ? null : `${asset.className} have no ${name.toLowerCase()}`,
    };
  }

  const parsed = parseIndicatorCode(code);
  const plain = parsed?.code ?? code;
  // A long code (mp_nws_fear) names its own source; a plain one follows the screen's source.
  let source: SourceName = parsed?.source ? sourceNameOf(parsed.source) : options.source;
  const found = findChartIndicator(asset.assetClass, plain);
  if (!found) {
    return {
      ...base,
      indicatorName: getIndicator(plain)?.name ?? plain,
      source,
      label: `${asset.name}/${plain}/${source}`,
      unit: 'count',
      request: null,
      notice: `${getIndicator(plain)?.name ?? plain} does not apply to ${asset.className}`,
    };
  }
  const { indicator, isEsgDataset } = found;
  let notice: string | null = null;
  let request: SeriesRequest;
  if (isEsgDataset) {
    // Hidden ESG content (spec §6 hideESG) first; then a frequency the ESG dataset does not have.
    const refusal = options.hideEsg
      ? MESSAGES.esgNotInRegion
      : !listDataFrequencies(asset.assetClass).some((frequency) => frequency.series === options.frequency)
        ? `${indicator.name} has no ${options.frequency} series (${asset.className}: daily only)`
        : null;
    if (refusal) {
      return {
        ...base,
        indicatorName: indicator.name,
        source,
        label: `${asset.name}/${plain}/${source}`,
        unit: indicator.rangeKind,
        request: null,
        notice: refusal,
      };
    }
    // ESG Core is one 365-day window of News and Social Media only (domain data-series).
    if (isEsgCoreClass(asset.assetClass) && source !== 'News_Social') {
      notice = `${indicator.name} comes from ${getSource('News_Social')?.label ?? 'News_Social'} only`;
      source = 'News_Social';
    }
    request = { kind: 'esg', asset: asset.id, assetClass: asset.assetClass, indicator: plain, source };
  } else {
    const sameClass = getAssetClass(asset.assetClass)?.baseClass === getAssetClass(options.group.assetClass)?.baseClass;
    request = {
      kind: 'trmi',
      asset: asset.id,
      indicator: plain,
      source,
      group: sameClass ? options.group.id : null,
    };
  }
  return {
    ...base,
    indicatorName: indicator.name,
    source,
    label: `${asset.name}/${plain}/${source}`,
    unit: indicator.rangeKind,
    request,
    notice,
  };
}

/** Every (asset, indicator) pair in asset order, then indicator order. */
export function planChart(
  assets: readonly ChartAsset[],
  indicators: readonly string[],
  options: PlanOptions,
): PlannedSeries[] {
  return assets.flatMap((asset) => indicators.map((code) => planSeries(asset, code, options)));
}

/**
 * A link's chart before any asset summary is known (assets in the class the path names, else the group's): what
 * the browser's prefetch and the server's first-view snapshot ask for, as the screen will ask it.
 */
export function planLinkedChart(
  segments: readonly string[],
  searchParams: URLSearchParams,
  group: { Group: string; Class: string; Featured?: string | null },
  lake: LakeDays,
  options: { hideEsg: boolean },
): {
  state: ChartUrlState;
  range: { start: string; end: string; frequency: ChartFrequency; window: number };
  planned: PlannedSeries[];
} {
  const groupClass = group.Class as AssetClassCode;
  const state = withChartDefaults(parseChartUrl(segments, searchParams).state, {
    Featured: group.Featured,
    Class: groupClass,
  });
  const range = { ...resolveFetchRange(state, lake), frequency: state.frequency, window: state.window };
  const planned = planChart(
    state.assets.map((ref) => provisionalChartAsset(ref, groupClass)),
    state.indicators,
    {
      group: { id: group.Group, assetClass: groupClass },
      source: state.source,
      frequency: state.frequency,
      hideEsg: options.hideEsg,
    },
  );
  return { state, range, planned };
}

export type ChartPoint = [time: number, value: number | null];

/**
 * Buzz-weighted rolling mean over `window` rows (reference: rolling_sum(s x b) / rolling_sum(b)), the smoothing the
 * series API applies to rma indicators; rows without a value or buzz do not count. window 1 returns the values.
 */
export function smoothBuzzWeighted(
  rows: readonly { time: number; value: number | null; buzz: number | null }[],
  window: number,
): ChartPoint[] {
  if (window <= 1) return rows.map((row) => [row.time, row.value]);
  const points: ChartPoint[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    let weighted = 0;
    let weights = 0;
    for (let back = Math.max(0, index - window + 1); back <= index; back += 1) {
      const row = rows[back];
      if (!row || row.value === null || row.buzz === null || row.buzz <= 0) continue;
      weighted += row.value * row.buzz;
      weights += row.buzz;
    }
    points.push([rows[index]?.time ?? 0, weights > 0 ? weighted / weights : null]);
  }
  return points;
}

/** The CSV's date cell: the day for daily series, the ISO hour for hourly ones. */
export function csvDate(time: number, frequency: ChartFrequency): string {
  const iso = new Date(time).toISOString();
  return frequency === 'daily' ? iso.slice(0, 10) : `${iso.slice(0, 13)}:00:00Z`;
}

/**
 * The rows of the CSV export: a date column and one column per plotted series (named by its label), one row per
 * date any series has (daily series are matched by day, since ESG Core is stamped 15 minutes after the others).
 */
export function chartCsvRows(
  series: readonly { label: string; points: readonly ChartPoint[] }[],
  frequency: ChartFrequency,
  window: { from: number; to: number } | null = null,
): { fields: string[]; data: (string | number | null)[][] } {
  const byDate = new Map<string, (number | null)[]>();
  series.forEach((one, column) => {
    for (const [time, value] of one.points) {
      if (window && (time < window.from || time > window.to)) continue;
      const date = csvDate(time, frequency);
      let row = byDate.get(date);
      if (!row) {
        row = series.map(() => null);
        byDate.set(date, row);
      }
      row[column] = value;
    }
  });
  const dates = [...byDate.keys()].sort();
  return {
    fields: ['date', ...series.map((one) => one.label)],
    data: dates.map((date) => [date, ...(byDate.get(date) ?? [])]),
  };
}
