/**
 * The chart of a research note, as its markdown names it (a ```chart block, rendered by packages/content as
 * `<figure data-docs-chart="json">`): a title, 1 to 5 assets of one class, one indicator, a source and a number of
 * days back from the lake's last day. Checked here against the catalogue of '@moodwire/domain' (the content package
 * checks only the shape, it knows no catalogue); the docs' own notes are checked by docs-chart-spec.test.ts.
 */
import {
  type AssetClassCode,
  getAssetClass,
  getSource,
  SCREEN_DEFAULT_SOURCE_NAME,
  type SourceName,
} from '@moodwire/domain';
// Relative: the unit test (vitest has no '@/' alias) loads this module.
import { findChartIndicator } from '../../lib/analytics/chart-series-plan';

export interface DocsChartSpec {
  title: string;
  /** Tickers or asset codes as the lake names them. */
  assets: string[];
  assetClass: AssetClassCode;
  indicator: string;
  source: SourceName;
  days: number;
  frequency: 'daily';
}

export const MAX_CHART_ASSETS = 5;
export const DEFAULT_CHART_DAYS = 365;
export const MAX_CHART_DAYS = 3650;
const FIELDS = new Set(['title', 'assets', 'class', 'indicator', 'source', 'days', 'frequency']);

export type ParsedChartSpec = { ok: true; spec: DocsChartSpec } | { ok: false; error: string };

function fail(error: string): ParsedChartSpec {
  return { ok: false, error };
}

export function parseDocsChartSpec(json: string): ParsedChartSpec {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('the chart block is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return fail('the chart block is not an object');
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) return fail(`unknown field ${unknown.map((key) => `'${key}'`).join(', ')}`);
  const { title, assets, class: classCode, indicator, source, days, frequency } = record;
  if (typeof title !== 'string' || title.trim() === '') return fail("'title' must be a non-empty string");
  if (
    !Array.isArray(assets) ||
    assets.length < 1 ||
    assets.length > MAX_CHART_ASSETS ||
    !assets.every((asset) => typeof asset === 'string' && asset.trim() !== '')
  ) {
    return fail(`'assets' must list 1 to ${MAX_CHART_ASSETS} tickers or asset codes`);
  }
  if (typeof classCode !== 'string' || !getAssetClass(classCode))
    return fail(`'class' is not an asset class: ${String(classCode)}`);
  const assetClass = classCode as AssetClassCode;
  if (typeof indicator !== 'string' || !findChartIndicator(assetClass, indicator)) {
    return fail(`'indicator' ${String(indicator)} is not an indicator of the class ${assetClass}`);
  }
  let sourceName = SCREEN_DEFAULT_SOURCE_NAME;
  if (source !== undefined) {
    const found = typeof source === 'string' ? getSource(source) : undefined;
    if (!found) return fail(`'source' is not a source: ${String(source)}`);
    sourceName = found.name;
  }
  let dayCount = DEFAULT_CHART_DAYS;
  if (days !== undefined) {
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_CHART_DAYS) {
      return fail(`'days' must be a whole number from 1 to ${MAX_CHART_DAYS}`);
    }
    dayCount = days;
  }
  if (frequency !== undefined && frequency !== 'daily') return fail("'frequency' can only be 'daily'");
  return {
    ok: true,
    spec: {
      title: title.trim(),
      assets: (assets as string[]).map((asset) => asset.trim()),
      assetClass,
      indicator,
      source: sourceName,
      days: dayCount,
      frequency: 'daily',
    },
  };
}

/** An asset of /assetlist as the resolution needs it. */
export interface ChartAssetRecord {
  asset: string;
  name: string;
  symbol: string;
}

/**
 * The lake's asset a note names: its code, its display symbol (RIC), or its ticker (the RIC before the exchange
 * suffix), among the class's assets that /assetlist's search found (it matches codes, tickers and RIC starts).
 */
export function pickAsset<T extends ChartAssetRecord>(records: readonly T[], wanted: string): T | null {
  const needle = wanted.toLowerCase();
  return (
    records.find((record) => record.asset.toLowerCase() === needle) ??
    records.find((record) => record.symbol.toLowerCase() === needle) ??
    records.find((record) => record.symbol.toLowerCase().split('.')[0] === needle) ??
    null
  );
}
