import {
  ESG_SHARED_CODES,
  FORECAST_OF,
  INDICATOR_COUNT,
  INDICATOR_INDEX,
  INDICATORS,
  indicatorIndex,
} from './indicators';

export const BUZZ = indicatorIndex('buzz');
export const ESG_BUZZ = indicatorIndex('esgBuzz');
export const SENTIMENT = indicatorIndex('sentiment');
export const POSITIVE = indicatorIndex('positive');
export const NEGATIVE = indicatorIndex('negative');
export const OPTIMISM = indicatorIndex('optimism');
export const PESSIMISM = indicatorIndex('pessimism');
export const PRICE_DIRECTION = indicatorIndex('priceDirection');
export const PRICE_UP = indicatorIndex('priceUp');
export const PRICE_DOWN = indicatorIndex('priceDown');

/** 1 for count indicators (buzz and topic buzz): they add absolute weights and are never divided. */
export const IS_COUNT = new Uint8Array(INDICATOR_COUNT);
/** Forecast twin of a direction indicator, or -1. */
export const FORECAST_TARGET = new Int32Array(INDICATOR_COUNT).fill(-1);
/** Denominator of each ratio indicator: BUZZ or ESG_BUZZ (-1 for counts). */
export const DENOMINATOR = new Int32Array(INDICATOR_COUNT);

const shared = new Set(ESG_SHARED_CODES);
INDICATORS.forEach((indicator, i) => {
  IS_COUNT[i] = indicator.range === 'C' ? 1 : 0;
  DENOMINATOR[i] =
    indicator.range === 'C' ? -1 : indicator.family === 'esg' && !shared.has(indicator.code) ? ESG_BUZZ : BUZZ;
});
for (const [from, to] of Object.entries(FORECAST_OF)) FORECAST_TARGET[indicatorIndex(from)] = indicatorIndex(to);

/**
 * Sums of signed weighted references per indicator for one scope (a document or one asset in it), with the
 * scores derived from them: score = sum / buzz (anchor facts §4). Keeping the sums lets a window aggregate many
 * documents exactly (sum the sums, then divide), which is how the reference combines News and Social.
 */
export class ScoreVector {
  readonly sums: Float64Array;

  constructor(sums: Float64Array) {
    this.sums = sums;
  }

  get buzz(): number {
    return this.sums[BUZZ] ?? 0;
  }

  get esgBuzz(): number {
    return this.sums[ESG_BUZZ] ?? 0;
  }

  /** Score of an indicator: a count, or a ratio over its buzz; null when that buzz is zero (the reference's NA). */
  get(code: string): number | null {
    const index = INDICATOR_INDEX.get(code);
    if (index === undefined) throw new Error(`Unknown indicator code '${code}'`);
    return this.at(index);
  }

  /** Same as get() but always over the ESG buzz, for the ESG package's view of shared codes (trust, layoffs…). */
  getEsg(code: string): number | null {
    const index = INDICATOR_INDEX.get(code);
    if (index === undefined) throw new Error(`Unknown indicator code '${code}'`);
    if (IS_COUNT[index]) return this.sums[index] ?? 0;
    const den = this.sums[ESG_BUZZ] ?? 0;
    return den > 0 ? (this.sums[index] ?? 0) / den : null;
  }

  at(index: number): number | null {
    if (index === SENTIMENT) {
      // sentiment = positive - negative, exactly (anchor facts §4)
      const positive = this.at(POSITIVE);
      const negative = this.at(NEGATIVE);
      return positive === null || negative === null ? null : positive - negative;
    }
    const denominatorIndex = DENOMINATOR[index] ?? -1;
    if (denominatorIndex < 0) return this.sums[index] ?? 0;
    const den = this.sums[denominatorIndex] ?? 0;
    return den > 0 ? (this.sums[index] ?? 0) / den : null;
  }

  /** Every indicator with a non-zero value, as code -> score (counts included). */
  toRecord(): Record<string, number> {
    const out: Record<string, number> = {};
    for (let i = 0; i < INDICATOR_COUNT; i++) {
      if ((this.sums[i] ?? 0) === 0 && i !== SENTIMENT) continue;
      const value = this.at(i);
      if (value !== null) out[(INDICATORS[i] as { code: string }).code] = value;
    }
    return out;
  }
}
