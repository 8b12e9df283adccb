import { describe, expect, it } from 'vitest';
import { DailyPanel } from './daily-panel';
import { detectPulse, PULSE_MIN_HISTORY, sentimentLabel } from './pulse-events';

const DAYS = 60;

function panelOf(buzz: (day: number) => number, sentiment: (day: number) => number = () => 0.1): DailyPanel {
  const panel = new DailyPanel(1, DAYS, 0);
  for (let d = 0; d < DAYS; d++) {
    panel.values.buzz[d] = buzz(d);
    panel.values.sentiment[d] = sentiment(d);
  }
  return panel;
}

describe('pulse detection', () => {
  it('flags a spike of buzz against the trailing month, and only that day', () => {
    const panel = panelOf((d) => (d === 40 ? 120 : 10 + (d % 3)));
    const flagged = Array.from({ length: DAYS }, (_, d) => d).filter((d) => detectPulse(panel, 0, d) !== null);
    expect(flagged).toEqual([40]);
    expect(detectPulse(panel, 0, 40)?.level).toBeGreaterThanOrEqual(2);
  });

  it('needs history, and does not call a quiet asset’s second mention abnormal', () => {
    expect(
      detectPulse(
        panelOf((d) => (d === PULSE_MIN_HISTORY - 1 ? 500 : 5)),
        0,
        PULSE_MIN_HISTORY - 1,
      ),
    ).toBeNull();
    expect(
      detectPulse(
        panelOf((d) => (d === 30 || d === 45 ? 2 : 0)),
        0,
        45,
      ),
    ).toBeNull();
  });

  it('flags a sharp swing of tone only when the asset is also talked about more', () => {
    const swing = (d: number) => (d === 50 ? -0.8 : 0.1 + 0.02 * (d % 2));
    expect(
      detectPulse(
        panelOf(() => 10, swing),
        0,
        50,
      ),
    ).toBeNull();
    const louder = detectPulse(
      panelOf((d) => (d === 50 ? 22 : 10), swing),
      0,
      50,
    );
    expect(louder?.sentimentZ).toBeLessThan(-3);
  });

  it('reads no later day', () => {
    const base = panelOf((d) => (d === 40 ? 120 : 10));
    const changed = panelOf((d) => (d === 40 ? 120 : d > 40 ? 1000 : 10));
    expect(detectPulse(changed, 0, 40)).toEqual(detectPulse(base, 0, 40));
  });

  it('labels sentiment', () => {
    expect([sentimentLabel(0.3), sentimentLabel(-0.2), sentimentLabel(0.01)]).toEqual([
      'Positive',
      'Negative',
      'Neutral',
    ]);
  });
});
