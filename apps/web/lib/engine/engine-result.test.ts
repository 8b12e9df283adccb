import { describe, expect, it } from 'vitest';
import { type EngineDocument, engineAnswerToCsv, highlightIndicator, highlightSegments } from './engine-result';

const text = 'Apple shares did not fall, and demand is strong.';
const document: EngineDocument = {
  name: 'text',
  format: 'txt',
  text,
  length: text.length,
  tokenCount: 11,
  sentenceCount: 1,
  scores: { buzz: 2, sentiment: 0.5, priceDirection: 0.3 },
  drivers: { sentiment: [0, 1], priceDirection: [0] },
  terms: [
    {
      start: 21,
      end: 25,
      text: 'fall',
      term: 'fall',
      codes: ['sentiment', 'priceDirection'],
      weight: -0.75,
      sentiment: 0.6,
      negated: true,
      future: false,
    },
    {
      start: 41,
      end: 47,
      text: 'strong',
      term: 'strong',
      codes: ['sentiment'],
      weight: 1,
      sentiment: 1,
      negated: false,
      future: false,
    },
  ],
  assets: [
    {
      asset: '1',
      name: 'Apple',
      symbol: 'AAPL.O',
      class: 'equ',
      sector: null,
      domicile: null,
      exchangeCountry: null,
      references: 1,
      mentions: [{ start: 0, end: 5, matched: 'Apple', kind: 'alias' }],
      scores: { sentiment: 0.5 },
    },
  ],
  keyphrases: [],
  summary: text,
};

describe('highlightSegments', () => {
  it('cuts the text into plain text, the asset, the negated driver and the plain driver, covering it exactly', () => {
    const segments = highlightSegments(document, 'sentiment');
    expect(segments.map((segment) => segment.kind)).toEqual(['asset', 'plain', 'negated', 'plain', 'driver', 'plain']);
    expect(segments.map((segment) => text.slice(segment.start, segment.end)).join('')).toBe(text);
    expect(text.slice(segments[2]?.start, segments[2]?.end)).toBe('fall');
  });

  it('marks only the drivers of the chosen indicator', () => {
    const kinds = highlightSegments(document, 'priceDirection').map((segment) => segment.kind);
    expect(kinds.filter((kind) => kind === 'driver' || kind === 'negated')).toEqual(['negated']);
  });
});

describe('highlightIndicator', () => {
  it('falls back to sentiment when the document lacks the indicator asked for', () => {
    expect(highlightIndicator(document, 'fear')).toBe('sentiment');
    expect(highlightIndicator(document, 'priceDirection')).toBe('priceDirection');
  });
});

describe('engineAnswerToCsv', () => {
  it('writes a row per score, asset score and term, quoting text with commas', () => {
    const csv = engineAnswerToCsv({ limitBytes: 1, bytes: 1, documents: [{ ...document, name: 'a, b' }] });
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('document,row,asset,asset_name,indicator,value,start,end,text,negated');
    expect(lines).toContain('"a, b",term,,,sentiment/priceDirection,-0.75,21,25,fall,true');
    expect(lines.filter((line) => line.includes(',score,'))).toHaveLength(3);
  });
});
