/**
 * The daily News_Social indices the derived datasets start from (prices, pulse events, the prediction model),
 * kept in memory as dense per-feature arrays while the aggregation emits them: value[asset * days + day], NaN
 * where the asset had no window that day. Only the few features those datasets read are kept (a full copy of
 * every indicator would not fit the demo build's memory).
 */

import { DAY_MS } from '@moodwire/domain';
import { INDICATORS } from '@moodwire/engine';
import { ENGINE_BUZZ, ENGINE_NEGATIVE, ENGINE_POSITIVE } from '../build/columns';

/** Panel features: buzz and mentions are counts, the rest ratios over buzz (sentiment = positive - negative). */
export const PANEL_FEATURES = [
  'buzz',
  'mentions',
  'sentiment',
  'optimism',
  'fear',
  'uncertainty',
  'priceDirection',
  'priceForecast',
] as const;
export type PanelFeature = (typeof PANEL_FEATURES)[number];

const ENGINE_INDEX = new Map(INDICATORS.map((indicator, i) => [indicator.code, i]));

export class DailyPanel {
  readonly values: Record<PanelFeature, Float32Array>;

  /**
   * @param assets number of assets of the universe
   * @param days number of output days (the build's from..to)
   * @param firstStamp windowTimestamp (epoch ms) of day 0's daily window
   */
  constructor(
    readonly assets: number,
    readonly days: number,
    readonly firstStamp: number,
  ) {
    this.values = Object.fromEntries(
      PANEL_FEATURES.map((feature) => [feature, new Float32Array(assets * days).fill(Number.NaN)]),
    ) as Record<PanelFeature, Float32Array>;
  }

  /** Day index of a daily window stamp, or -1 outside the panel. */
  dayOf(stamp: number): number {
    const day = Math.round((stamp - this.firstStamp) / DAY_MS);
    return day >= 0 && day < this.days ? day : -1;
  }

  get(feature: PanelFeature, asset: number, day: number): number {
    return this.values[feature][asset * this.days + day] ?? Number.NaN;
  }

  /** Records one daily News_Social window from its sums (anchor facts §4: ratios over buzz). */
  record(asset: number, stamp: number, mentions: number, sums: Float64Array): void {
    const day = this.dayOf(stamp);
    if (day < 0 || asset >= this.assets) return;
    const at = asset * this.days + day;
    const buzz = sums[ENGINE_BUZZ] ?? 0;
    const v = this.values;
    v.buzz[at] = buzz;
    v.mentions[at] = mentions;
    if (buzz <= 0) return;
    v.sentiment[at] = ((sums[ENGINE_POSITIVE] ?? 0) - (sums[ENGINE_NEGATIVE] ?? 0)) / buzz;
    for (const feature of ['optimism', 'fear', 'uncertainty', 'priceDirection', 'priceForecast'] as const) {
      v[feature][at] = (sums[ENGINE_INDEX.get(feature) ?? -1] ?? 0) / buzz;
    }
  }
}
