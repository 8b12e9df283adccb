import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments';

describe('highlightSegments', () => {
  it('cuts a text into plain and marked parts, overlaps keeping the earliest and longest', () => {
    const text = 'Apple Inc rose; the euro fell.';
    const segments = highlightSegments(text, [
      { start: 20, end: 24, label: 'Euro' },
      { start: 0, end: 9, label: 'Apple Inc' },
      { start: 0, end: 5, label: 'Apple' },
      { start: 28, end: 99, label: 'outside' },
    ]);
    expect(segments.map((segment) => [segment.text, segment.mention?.label ?? null])).toEqual([
      ['Apple Inc', 'Apple Inc'],
      [' rose; the ', null],
      ['euro', 'Euro'],
      [' fell.', null],
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });
});
