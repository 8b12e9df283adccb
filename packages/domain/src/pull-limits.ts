/**
 * The limits of one data pull for chosen assets (issue 14 'Pull data'): the API's multi-asset data call
 * (`/{prefix}/v4/data/{asset_class}/{freq}?assets=`) refuses a request past them, and the Pull Data page checks the
 * same numbers before it calls, pointing to the bulk files (one per day) for anything larger. The limit is on
 * asset-windows (assets times the days, or hours, of the range) so that a client knows before it asks: it bounds
 * the rows (at most one per window and data type) and so the size of the one file, which is built whole.
 */
import { DAY_MS, HOUR_MS } from './dates';

/** The most assets one pull may name. */
export const MAX_PULL_ASSETS = 50;

/**
 * The most asset-windows one pull may span: 50 assets over about 5 years of days, or one asset over about 11 years
 * of hours (about 18 MB of CSV with every column at the demo's density, ~180 bytes per asset-day).
 */
export const MAX_PULL_ASSET_WINDOWS = 100_000;

/** A refused pull: the field at fault and why, in words a form can show. */
export interface PullLimitProblem {
  field: 'assets' | 'end_date';
  message: string;
}

/** Windows of a [from, to) range (epoch ms) at a frequency code (dai, hou): whole days or hours it touches. */
export function countPullWindows(frequency: string, from: number, to: number): number {
  const size = frequency === 'hou' ? HOUR_MS : DAY_MS;
  return Math.max(0, Math.ceil((to - from) / size));
}

/** Why a pull of `assets` assets over [from, to) is over the limits, or null when it is not. */
export function checkPullLimits(options: {
  assets: number;
  frequency: string;
  from: number;
  to: number;
}): PullLimitProblem | null {
  const count = (value: number) => value.toLocaleString('en-US');
  if (options.assets > MAX_PULL_ASSETS) {
    return {
      field: 'assets',
      message: `${count(options.assets)} assets are more than the ${MAX_PULL_ASSETS} one pull may name.`,
    };
  }
  const windows = countPullWindows(options.frequency, options.from, options.to);
  const assetWindows = windows * options.assets;
  if (assetWindows > MAX_PULL_ASSET_WINDOWS) {
    const unit = options.frequency === 'hou' ? 'hours' : 'days';
    return {
      field: 'end_date',
      message:
        `${count(options.assets)} assets over ${count(windows)} ${unit} are ${count(assetWindows)} asset-${unit}, ` +
        `more than the ${count(MAX_PULL_ASSET_WINDOWS)} one pull may span.`,
    };
  }
  return null;
}
