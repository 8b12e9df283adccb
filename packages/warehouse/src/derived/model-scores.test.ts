import { DAY_MS, formatDay } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { buildUniverse } from '../universe/build-universe';
import { Random } from '../util/random';
import { DailyPanel, PANEL_FEATURES } from './daily-panel';
import { type ModelScore, solveRidge, walkForward } from './model-scores';

const DAYS = 150;
const START = Date.UTC(2024, 0, 1);
const days = Array.from({ length: DAYS }, (_, d) => formatDay(START + d * DAY_MS));
const assets = buildUniverse({ scale: 'tiny' }).assets.filter((asset) => asset.class === 'equ');

/** A market where yesterday's sentiment drives today's return, so the model has something to find. */
function market(seed: string) {
  const random = new Random(seed);
  const panel = new DailyPanel(assets.length, DAYS, START);
  const close = new Float64Array(assets.length * DAYS);
  for (let a = 0; a < assets.length; a++) {
    let price = 100;
    for (let d = 0; d < DAYS; d++) {
      for (const feature of PANEL_FEATURES) panel.values[feature][a * DAYS + d] = random.next() * 0.4 - 0.2;
      panel.values.buzz[a * DAYS + d] = 5 + random.next() * 20;
      const signal = d > 0 ? (panel.values.sentiment[a * DAYS + d - 1] ?? 0) : 0;
      price *= 1 + 0.05 * signal + 0.01 * random.normal();
      close[a * DAYS + d] = price;
    }
  }
  return { panel, close };
}

function run(panel: DailyPanel, close: Float64Array) {
  const scores: ModelScore[] = [];
  const metrics = walkForward({ assets, panel, close, days, classes: ['equ'] }, (score) => scores.push(score));
  return { scores, metrics };
}

describe('the walk-forward model', () => {
  const { panel, close } = market('model');
  const base = run(panel, close);

  it('scores every asset every day once it has enough history, and finds a real signal out of sample', () => {
    expect(base.scores.length).toBeGreaterThan(assets.length * 100);
    const equ = base.metrics.equ;
    expect(equ?.refits).toBeGreaterThanOrEqual(4);
    expect(equ?.informationCoefficient).toBeGreaterThan(0.3);
    expect(equ?.hitRate).toBeGreaterThan(0.55);
    expect(equ?.r2).toBeGreaterThan(0);
  });

  it('uses no future data: changing every day after day T leaves the scores up to T unchanged', () => {
    const T = 100;
    const other = market('a different future');
    const shiftedPanel = new DailyPanel(assets.length, DAYS, START);
    const shiftedClose = Float64Array.from(close);
    for (const feature of PANEL_FEATURES) shiftedPanel.values[feature].set(panel.values[feature]);
    for (let a = 0; a < assets.length; a++) {
      for (let d = T + 1; d < DAYS; d++) {
        for (const feature of PANEL_FEATURES) {
          shiftedPanel.values[feature][a * DAYS + d] = other.panel.values[feature][a * DAYS + d] ?? 0;
        }
        shiftedClose[a * DAYS + d] = (other.close[a * DAYS + d] ?? 1) * 3;
      }
    }
    const shifted = run(shiftedPanel, shiftedClose);
    const past = (scores: ModelScore[]) =>
      scores.filter((s) => s.day <= T).map((s) => [s.asset, s.day, s.score, s.fittedOn]);
    expect(past(shifted.scores)).toEqual(past(base.scores));
    // ... and the future did change.
    const later = (scores: ModelScore[]) => scores.filter((s) => s.day > T + 40).map((s) => s.score);
    expect(later(shifted.scores)).not.toEqual(later(base.scores));
  });

  it('solves a ridge system', () => {
    const x = solveRidge(Float64Array.from([2, 1, 1, 3]), Float64Array.from([3, 5]), 2, 0);
    expect(x[0]).toBeCloseTo(0.8, 9);
    expect(x[1]).toBeCloseTo(1.4, 9);
  });
});
