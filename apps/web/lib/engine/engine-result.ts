/**
 * The Engine tool's reading of POST /sentv5/analyze answers (issue 15 'Engine (sentV5)'): the text cut into
 * segments for highlighting (the words that drove the chosen indicator, negated ones apart, asset mentions), the
 * indicators ordered for the score list, and the CSV download. Pure: tested without a browser.
 */
import type { paths } from '../api/openapi-types';

export type EngineAnswer = paths['/sentv5/analyze']['post']['responses'][200]['content']['application/json']['data'];
export type EngineDocument = EngineAnswer['documents'][number];
export type EngineTerm = EngineDocument['terms'][number];
export type EngineAsset = EngineDocument['assets'][number];
export type DocumentFormat = 'txt' | 'md' | 'html' | 'csv';

/** The documented size limit of one call (the API's MAX_ANALYZE_BYTES; the answer repeats it as limitBytes). */
export const ENGINE_LIMIT_BYTES = 200 * 1024;
export const DEFAULT_INDICATOR = 'sentiment';

/** What a segment of the text is, for its style. */
export type SegmentKind = 'plain' | 'driver' | 'negated' | 'asset';

export interface TextSegment {
  start: number;
  end: number;
  kind: SegmentKind;
  /** the term's index in the document's terms (driver and negated segments) */
  term?: number;
}

/**
 * The document's text as consecutive segments: asset mentions, the terms that drove `indicator` (negated terms as
 * their own kind) and the plain text between them. Terms and mentions never overlap in the engine's reading (a
 * mention's words are not looked up in the lexicon); an overlap is resolved for the earlier span.
 */
export function highlightSegments(document: EngineDocument, indicator: string): TextSegment[] {
  const marks: TextSegment[] = [];
  for (const asset of document.assets) {
    for (const mention of asset.mentions) marks.push({ start: mention.start, end: mention.end, kind: 'asset' });
  }
  for (const index of document.drivers[indicator] ?? []) {
    const term = document.terms[index];
    if (term) marks.push({ start: term.start, end: term.end, kind: term.negated ? 'negated' : 'driver', term: index });
  }
  marks.sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: TextSegment[] = [];
  let at = 0;
  const length = document.text.length;
  for (const mark of marks) {
    if (mark.start < at || mark.end > length || mark.end <= mark.start) continue;
    if (mark.start > at) segments.push({ start: at, end: mark.start, kind: 'plain' });
    segments.push(mark);
    at = mark.end;
  }
  if (at < length) segments.push({ start: at, end: length, kind: 'plain' });
  return segments;
}

/** Indicators of the document for the score list: sentiment and buzz first, then the others by size of score. */
export function orderedIndicators(document: EngineDocument): { code: string; score: number; drivers: number }[] {
  const first = ['sentiment', 'buzz'];
  return Object.entries(document.scores)
    .map(([code, score]) => ({ code, score, drivers: document.drivers[code]?.length ?? 0 }))
    .sort((a, b) => {
      const rankA = first.indexOf(a.code);
      const rankB = first.indexOf(b.code);
      if (rankA >= 0 || rankB >= 0) return (rankA < 0 ? 9 : rankA) - (rankB < 0 ? 9 : rankB);
      return Math.abs(b.score) - Math.abs(a.score) || a.code.localeCompare(b.code);
    });
}

/** The indicator to highlight: the one asked for when the document has it, else sentiment, else the first. */
export function highlightIndicator(document: EngineDocument, wanted: string): string {
  if (wanted in document.scores) return wanted;
  if (DEFAULT_INDICATOR in document.scores) return DEFAULT_INDICATOR;
  return orderedIndicators(document)[0]?.code ?? DEFAULT_INDICATOR;
}

function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  // A text starting with = + - @ gets a leading apostrophe, so that a spreadsheet does not run it as a formula.
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The answer as one CSV: a row per score (the document's and each asset's) and a row per matched term, with the
 * document's name on every row, so a spreadsheet can filter it.
 */
export function engineAnswerToCsv(answer: EngineAnswer): string {
  const rows: (string | number | boolean | null)[][] = [
    ['document', 'row', 'asset', 'asset_name', 'indicator', 'value', 'start', 'end', 'text', 'negated'],
  ];
  for (const document of answer.documents) {
    for (const { code, score } of orderedIndicators(document)) {
      rows.push([document.name, 'score', '', '', code, score, null, null, null, null]);
    }
    for (const asset of document.assets) {
      for (const [code, score] of Object.entries(asset.scores)) {
        rows.push([document.name, 'asset_score', asset.asset, asset.name, code, score, null, null, null, null]);
      }
    }
    for (const term of document.terms) {
      rows.push([
        document.name,
        'term',
        '',
        '',
        term.codes.join('/'),
        term.weight,
        term.start,
        term.end,
        term.text,
        term.negated,
      ]);
    }
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** Bytes of a text in UTF-8 (what the limit counts). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** "12.3 kB" */
export function formatKiloBytes(bytes: number): string {
  return `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} kB`;
}

/** The format of a file by its extension (as the API reads it). */
export function formatOfFileName(name: string): DocumentFormat {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'htm' || extension === 'html') return 'html';
  if (extension === 'md' || extension === 'markdown') return 'md';
  if (extension === 'csv') return 'csv';
  return 'txt';
}

/** A score as the lists show it: counts with one decimal, shares with three. */
export function formatScore(code: string, score: number): string {
  return code.toLowerCase().endsWith('buzz') ? score.toFixed(1) : score.toFixed(3);
}
