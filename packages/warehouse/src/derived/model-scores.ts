/**
 * Prediction-model scores for scores analysis: a walk-forward ridge regression of the next day's return on the
 * day's indicators, pooled per asset class. The model is refitted on the first day of every month from the
 * samples whose outcome was known by then (expanding window: features of day t with the return of day t + 1,
 * for t + 1 <= the refit day) and scores each asset every day until the next refit, so no score ever depends on
 * a later day. Out-of-sample metrics (information coefficient, hit rate, R² against the historical mean) come
 * from comparing each score with the return that followed it, and go into the manifest.
 */
import type { ReferenceAsset } from '../universe/types';
import type { DailyPanel } from './daily-panel';

export const MODEL_FEATURES = [
  'sentiment',
  'sentimentSurprise',
  'buzzSurprise',
  'optimism',
  'fear',
  'uncertainty',
  'priceDirection',
  'momentum5',
  'lastReturn',
] as const;
const K = MODEL_FEATURES.length;
/** Ridge penalty on standardised features. */
export const RIDGE_LAMBDA = 0.5;
/** Samples a class needs before its first fit. */
export const MIN_TRAINING_SAMPLES = 200;
const SURPRISE_SCALE = 0.12;
const MEAN_WEIGHT = 0.05;
const BUZZ_WEIGHT = 0.1;

export interface ModelScore {
  asset: number;
  day: number;
  /** Predicted next-day return. */
  score: number;
  /** Day index of the refit that produced the model. */
  fittedOn: number;
  /** The return that followed (NaN on the last day): for analysis, never an input. */
  nextReturn: number;
}

export interface ClassMetrics {
  /** Scores compared with the return that followed. */
  samples: number;
  /** Mean over days of the cross-sectional Pearson correlation between scores and next returns. */
  informationCoefficient: number;
  /** Share of scores whose sign matched the next return's (days the market moved). */
  hitRate: number;
  /** 1 - SSE(model) / SSE(historical mean return), out of sample. */
  r2: number;
  refits: number;
  firstScoredDay: string | null;
}

export interface WalkForwardOptions {
  assets: readonly ReferenceAsset[];
  panel: DailyPanel;
  /** Daily close per (asset, day), asset-major; NaN where the asset has no price. */
  close: Float64Array;
  /** YYYY-MM-DD of each day (a month change triggers a refit). */
  days: readonly string[];
  classes: readonly string[];
}

/** Solves (A + lambda I) x = b for a small symmetric system (Gaussian elimination with partial pivoting). */
export function solveRidge(a: Float64Array, b: Float64Array, n: number, lambda: number): Float64Array {
  const m = new Float64Array(n * (n + 1));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) m[i * (n + 1) + j] = (a[i * n + j] ?? 0) + (i === j ? lambda : 0);
    m[i * (n + 1) + n] = b[i] ?? 0;
  }
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(m[row * (n + 1) + col] ?? 0) > Math.abs(m[pivot * (n + 1) + col] ?? 0)) pivot = row;
    }
    if (pivot !== col) {
      for (let j = 0; j <= n; j++) {
        const t = m[col * (n + 1) + j] ?? 0;
        m[col * (n + 1) + j] = m[pivot * (n + 1) + j] ?? 0;
        m[pivot * (n + 1) + j] = t;
      }
    }
    const diagonal = m[col * (n + 1) + col] ?? 1;
    if (Math.abs(diagonal) < 1e-12) continue;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = (m[row * (n + 1) + col] ?? 0) / diagonal;
      if (factor === 0) continue;
      for (let j = col; j <= n; j++)
        m[row * (n + 1) + j] = (m[row * (n + 1) + j] ?? 0) - factor * (m[col * (n + 1) + j] ?? 0);
    }
  }
  return Float64Array.from({ length: n }, (_, i) => {
    const diagonal = m[i * (n + 1) + i] ?? 0;
    return Math.abs(diagonal) < 1e-12 ? 0 : (m[i * (n + 1) + n] ?? 0) / diagonal;
  });
}

/** Running sums of one class's training samples. */
class Accumulator {
  n = 0;
  sumY = 0;
  sumYY = 0;
  readonly sumX = new Float64Array(K);
  readonly sumXX = new Float64Array(K * K);
  readonly sumXY = new Float64Array(K);

  add(x: Float64Array, y: number): void {
    this.n++;
    this.sumY += y;
    this.sumYY += y * y;
    for (let i = 0; i < K; i++) {
      const xi = x[i] ?? 0;
      this.sumX[i] = (this.sumX[i] ?? 0) + xi;
      this.sumXY[i] = (this.sumXY[i] ?? 0) + xi * y;
      for (let j = 0; j < K; j++) this.sumXX[i * K + j] = (this.sumXX[i * K + j] ?? 0) + xi * (x[j] ?? 0);
    }
  }
}

interface Model {
  meanY: number;
  mean: Float64Array;
  scale: Float64Array;
  beta: Float64Array;
  fittedOn: number;
}

/** Ridge on standardised features from the accumulated sums (correlation matrix + lambda I). */
function fit(acc: Accumulator, day: number): Model {
  const n = acc.n;
  const mean = acc.sumX.map((s) => s / n);
  const meanY = acc.sumY / n;
  const scale = new Float64Array(K);
  for (let i = 0; i < K; i++) {
    const variance = (acc.sumXX[i * K + i] ?? 0) / n - (mean[i] ?? 0) ** 2;
    scale[i] = variance > 1e-12 ? Math.sqrt(variance) : 0;
  }
  const correlation = new Float64Array(K * K);
  const target = new Float64Array(K);
  for (let i = 0; i < K; i++) {
    const si = scale[i] ?? 0;
    if (si === 0) continue;
    target[i] = ((acc.sumXY[i] ?? 0) / n - (mean[i] ?? 0) * meanY) / si;
    for (let j = 0; j < K; j++) {
      const sj = scale[j] ?? 0;
      if (sj === 0) continue;
      correlation[i * K + j] = ((acc.sumXX[i * K + j] ?? 0) / n - (mean[i] ?? 0) * (mean[j] ?? 0)) / (si * sj);
    }
  }
  return { meanY, mean, scale, beta: solveRidge(correlation, target, K, RIDGE_LAMBDA), fittedOn: day };
}

function predict(model: Model, x: Float64Array): number {
  let y = model.meanY;
  for (let i = 0; i < K; i++) {
    const s = model.scale[i] ?? 0;
    if (s > 0) y += (model.beta[i] ?? 0) * (((x[i] ?? 0) - (model.mean[i] ?? 0)) / s);
  }
  return y;
}

function zeroIfNaN(value: number): number {
  return Number.isNaN(value) ? 0 : value;
}

/**
 * Runs the walk-forward model over every day; `onScore` receives the scores in (day, asset) order. Features of
 * day t use only the panel and closes up to t.
 */
export function walkForward(
  options: WalkForwardOptions,
  onScore: (score: ModelScore) => void,
): Record<string, ClassMetrics> {
  const { assets, panel, close, days } = options;
  const dayCount = days.length;
  const classIndex = new Map(options.classes.map((name, i) => [name, i]));
  const assetClass = Int32Array.from(assets, (asset) => classIndex.get(asset.class) ?? -1);
  const accumulators = options.classes.map(() => new Accumulator());
  const models: (Model | null)[] = options.classes.map(() => null);
  const refits = options.classes.map(() => 0);
  // Per-asset causal state and the previous day's features and scores.
  const sentimentMean = new Float64Array(assets.length).fill(Number.NaN);
  const buzzMean = new Float64Array(assets.length).fill(Number.NaN);
  let previous = new Float64Array(assets.length * K);
  let current = new Float64Array(assets.length * K);
  const hasPrevious = new Uint8Array(assets.length);
  const previousScore = new Float64Array(assets.length).fill(Number.NaN);
  const metrics = options.classes.map(() => ({
    samples: 0,
    signed: 0,
    hits: 0,
    sse: 0,
    sseMean: 0,
    icSum: 0,
    icDays: 0,
    firstScoredDay: null as string | null,
  }));
  const daily = options.classes.map(() => ({ n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 }));
  const x = new Float64Array(K);

  for (let t = 0; t < dayCount; t++) {
    for (const d of daily) Object.assign(d, { n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 });
    // 1. Outcomes that became known today: yesterday's features with today's return.
    for (let a = 0; a < assets.length; a++) {
      const c = assetClass[a] ?? -1;
      if (c < 0 || !hasPrevious[a]) continue;
      const today = close[a * dayCount + t] ?? Number.NaN;
      const yesterday = close[a * dayCount + t - 1] ?? Number.NaN;
      if (!(today > 0 && yesterday > 0)) continue;
      const realized = today / yesterday - 1;
      const predicted = previousScore[a] ?? Number.NaN;
      if (!Number.isNaN(predicted)) {
        const m = metrics[c];
        const acc = accumulators[c];
        const d = daily[c];
        if (m && acc && d) {
          m.samples++;
          // Closed markets (weekends) have no return to call: they do not count towards the hit rate.
          if (realized !== 0) {
            m.signed++;
            if (Math.sign(predicted) === Math.sign(realized)) m.hits++;
          }
          m.sse += (realized - predicted) ** 2;
          m.sseMean += (realized - (acc.n > 0 ? acc.sumY / acc.n : 0)) ** 2;
          d.n++;
          d.sx += predicted;
          d.sy += realized;
          d.sxx += predicted * predicted;
          d.syy += realized * realized;
          d.sxy += predicted * realized;
        }
      }
      accumulators[c]?.add(previous.subarray(a * K, a * K + K), realized);
    }
    daily.forEach((d, c) => {
      const m = metrics[c];
      if (!m || d.n < 3) return;
      const cov = d.sxy / d.n - (d.sx / d.n) * (d.sy / d.n);
      const vx = d.sxx / d.n - (d.sx / d.n) ** 2;
      const vy = d.syy / d.n - (d.sy / d.n) ** 2;
      if (vx > 1e-18 && vy > 1e-18) {
        m.icSum += cov / Math.sqrt(vx * vy);
        m.icDays++;
      }
    });
    // 2. Refit on the first day of a month (or as soon as a class has enough samples).
    const isMonthStart = t > 0 && days[t]?.slice(0, 7) !== days[t - 1]?.slice(0, 7);
    accumulators.forEach((acc, c) => {
      if (acc.n >= MIN_TRAINING_SAMPLES && (isMonthStart || models[c] === null)) {
        models[c] = fit(acc, t);
        refits[c] = (refits[c] ?? 0) + 1;
      }
    });
    // 3. Today's features and scores.
    hasPrevious.fill(0);
    for (let a = 0; a < assets.length; a++) {
      const c = assetClass[a] ?? -1;
      const price = close[a * dayCount + t] ?? Number.NaN;
      if (c < 0 || !(price > 0)) continue;
      const sentiment = panel.get('sentiment', a, t);
      let surprise = 0;
      if (!Number.isNaN(sentiment)) {
        if (Number.isNaN(sentimentMean[a] ?? Number.NaN)) sentimentMean[a] = sentiment;
        surprise = Math.tanh((sentiment - (sentimentMean[a] ?? 0)) / SURPRISE_SCALE);
        sentimentMean[a] = (sentimentMean[a] ?? 0) + MEAN_WEIGHT * (sentiment - (sentimentMean[a] ?? 0));
      }
      const logBuzz = Math.log1p(zeroIfNaN(panel.get('buzz', a, t)));
      if (Number.isNaN(buzzMean[a] ?? Number.NaN)) buzzMean[a] = logBuzz;
      const buzzSurprise = logBuzz - (buzzMean[a] ?? 0);
      buzzMean[a] = (buzzMean[a] ?? 0) + BUZZ_WEIGHT * (logBuzz - (buzzMean[a] ?? 0));
      const back5 = t >= 5 ? (close[a * dayCount + t - 5] ?? Number.NaN) : Number.NaN;
      const back1 = t >= 1 ? (close[a * dayCount + t - 1] ?? Number.NaN) : Number.NaN;
      x[0] = zeroIfNaN(sentiment);
      x[1] = surprise;
      x[2] = buzzSurprise;
      x[3] = zeroIfNaN(panel.get('optimism', a, t));
      x[4] = zeroIfNaN(panel.get('fear', a, t));
      x[5] = zeroIfNaN(panel.get('uncertainty', a, t));
      x[6] = zeroIfNaN(panel.get('priceDirection', a, t));
      x[7] = back5 > 0 ? Math.log(price / back5) : 0;
      x[8] = back1 > 0 ? price / back1 - 1 : 0;
      current.set(x, a * K);
      hasPrevious[a] = 1;
      const model = models[c];
      previousScore[a] = Number.NaN;
      if (!model) continue;
      const score = predict(model, x);
      previousScore[a] = score;
      const m = metrics[c];
      if (m && m.firstScoredDay === null) m.firstScoredDay = days[t] ?? null;
      const next = t + 1 < dayCount ? (close[a * dayCount + t + 1] ?? Number.NaN) : Number.NaN;
      onScore({
        asset: a,
        day: t,
        score,
        fittedOn: model.fittedOn,
        nextReturn: next > 0 ? next / price - 1 : Number.NaN,
      });
    }
    [previous, current] = [current, previous];
  }
  const out: Record<string, ClassMetrics> = {};
  options.classes.forEach((name, c) => {
    const m = metrics[c];
    if (!m) return;
    out[name] = {
      samples: m.samples,
      informationCoefficient: m.icDays > 0 ? m.icSum / m.icDays : 0,
      hitRate: m.signed > 0 ? m.hits / m.signed : 0,
      r2: m.sseMean > 0 ? 1 - m.sse / m.sseMean : 0,
      refits: refits[c] ?? 0,
      firstScoredDay: m.firstScoredDay,
    };
  });
  return out;
}
