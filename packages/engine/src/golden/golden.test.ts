import { describe, expect, it } from 'vitest';
import { evaluateGolden } from './evaluate-golden';
import { GOLDEN_SENTENCES } from './golden-sentences';

describe('golden set', () => {
  const report = evaluateGolden();

  it('has at least 300 hand-labelled sentences', () => {
    expect(GOLDEN_SENTENCES.length).toBeGreaterThanOrEqual(300);
  });

  it('prints the accuracy report and gets the polarity of at least 90% of the sentences right', () => {
    const pct = (r: { accuracy: number; correct: number; total: number }) =>
      `${(r.accuracy * 100).toFixed(1)}% (${r.correct}/${r.total})`;
    const lines = [
      `golden set: ${report.sentences} sentences`,
      `  polarity  ${pct(report.polarity)}`,
      `  category  ${pct(report.category)}`,
      `  negation  ${pct(report.negation)}`,
      `  entity    ${pct(report.entity)}`,
      '  misses:',
      ...report.misses.map(
        (m) =>
          `    ${m.check.padEnd(9)} expected ${m.expected.padEnd(14)} got ${m.actual.slice(0, 40).padEnd(40)} ${m.text}`,
      ),
    ];
    console.log(lines.join('\n'));
    expect(report.polarity.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('finds the labelled indicator category in most sentences', () => {
    expect(report.category.accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it('detects negations and entities as labelled', () => {
    expect(report.negation.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(report.entity.accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
