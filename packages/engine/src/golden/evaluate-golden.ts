import { analyze } from '../analyze';
import { createMatcher } from '../matcher';
import { GOLDEN_SENTENCES, type GoldenRow } from './golden-sentences';
import { GOLDEN_UNIVERSE } from './golden-universe';

/** A document is positive or negative when its sentiment score passes this margin, else neutral. */
export const POLARITY_MARGIN = 0.05;

export interface GoldenMiss {
  text: string;
  check: 'polarity' | 'category' | 'negation' | 'entity';
  expected: string;
  actual: string;
}

export interface GoldenReport {
  sentences: number;
  polarity: { correct: number; total: number; accuracy: number };
  category: { correct: number; total: number; accuracy: number };
  negation: { correct: number; total: number; accuracy: number };
  entity: { correct: number; total: number; accuracy: number };
  misses: GoldenMiss[];
}

export function polarityOf(sentiment: number | null): '+' | '-' | '0' {
  if (sentiment === null) return '0';
  if (sentiment > POLARITY_MARGIN) return '+';
  if (sentiment < -POLARITY_MARGIN) return '-';
  return '0';
}

function rate(correct: number, total: number) {
  return { correct, total, accuracy: total === 0 ? 1 : correct / total };
}

/** Runs the engine over the golden sentences and compares with the hand labels. */
export function evaluateGolden(rows: readonly GoldenRow[] = GOLDEN_SENTENCES): GoldenReport {
  const matcher = createMatcher(GOLDEN_UNIVERSE);
  const misses: GoldenMiss[] = [];
  let polarity = 0;
  let category = 0;
  let categoryTotal = 0;
  let negation = 0;
  let entity = 0;
  for (const [text, expectedPolarity, expectedCategory, expectedNegated, expectedEntity] of rows) {
    const result = analyze(text, { matcher, keyphrases: false, summary: false });
    const actualPolarity = polarityOf(result.document.get('sentiment'));
    if (actualPolarity === expectedPolarity) polarity++;
    else
      misses.push({
        text,
        check: 'polarity',
        expected: expectedPolarity,
        actual: `${actualPolarity} (${result.document.get('sentiment')?.toFixed(3) ?? 'NA'})`,
      });
    if (expectedCategory !== '') {
      categoryTotal++;
      const value = result.document.get(expectedCategory);
      if (value !== null && value !== 0) category++;
      else
        misses.push({
          text,
          check: 'category',
          expected: expectedCategory,
          actual: Object.keys(result.document.toRecord()).join(','),
        });
    }
    const isNegated = result.terms.some((term) => term.negated);
    if (isNegated === (expectedNegated === 1)) negation++;
    else misses.push({ text, check: 'negation', expected: String(expectedNegated), actual: String(isNegated) });
    const ids = [...new Set(result.entities.map((mention) => mention.assetId))];
    const entityOk = expectedEntity === '' ? ids.length === 0 : ids.includes(expectedEntity);
    if (entityOk) entity++;
    else
      misses.push({ text, check: 'entity', expected: expectedEntity || '(none)', actual: ids.join(',') || '(none)' });
  }
  return {
    sentences: rows.length,
    polarity: rate(polarity, rows.length),
    category: rate(category, categoryTotal),
    negation: rate(negation, rows.length),
    entity: rate(entity, rows.length),
    misses,
  };
}
