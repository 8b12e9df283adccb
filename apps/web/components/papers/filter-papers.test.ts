import { describe, expect, it } from 'vitest';
import { type FilterablePaper, filterPapers, listPaperTags, readPapersFilter } from './filter-papers';

const paper = (id: string, ours: boolean, tags: string[], text = ''): FilterablePaper & { id: string } => ({
  id,
  kind: ours ? 'research' : 'paper',
  ours,
  title: `Title ${id} ${text}`,
  authors: [ours ? 'Moodwire Research' : 'Paul C. Tetlock'],
  venue: ours ? 'Moodwire research paper' : 'The Journal of Finance',
  summary: 'One line.',
  abstract: ours ? 'Négation and attribution.' : null,
  tags,
});

const PAPERS = [
  paper('engine', true, ['method', 'engine']),
  paper('golden', true, ['evaluation', 'engine']),
  paper('tetlock', false, ['news', 'pessimism'], 'Giving Content to Investor Sentiment'),
];
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);
const NONE = { group: null, tag: null, query: '' };

describe('papers filters', () => {
  it('keeps every paper, in order, without a filter', () => {
    expect(ids(filterPapers(PAPERS, NONE))).toEqual(['engine', 'golden', 'tetlock']);
  });

  it('filters by group, tag and all the words of the search, accents and case aside', () => {
    expect(ids(filterPapers(PAPERS, { ...NONE, group: 'ours' }))).toEqual(['engine', 'golden']);
    expect(ids(filterPapers(PAPERS, { ...NONE, group: 'reading' }))).toEqual(['tetlock']);
    expect(ids(filterPapers(PAPERS, { ...NONE, tag: 'evaluation' }))).toEqual(['golden']);
    expect(ids(filterPapers(PAPERS, { ...NONE, query: 'NEGATION moodwire' }))).toEqual(['engine', 'golden']);
    expect(ids(filterPapers(PAPERS, { ...NONE, query: 'tetlock investor' }))).toEqual(['tetlock']);
    expect(ids(filterPapers(PAPERS, { group: 'reading', tag: 'engine', query: '' }))).toEqual([]);
  });

  it('counts the tags of the chosen group, most used first', () => {
    expect(listPaperTags(PAPERS, null)[0]).toEqual({ tag: 'engine', count: 2 });
    expect(listPaperTags(PAPERS, 'reading').map((entry) => entry.tag)).toEqual(['news', 'pessimism']);
  });

  it('reads the filter from the URL and ignores an unknown kind', () => {
    const query = (values: Record<string, string>) => (key: string) => values[key] ?? null;
    expect(readPapersFilter(query({ kind: 'ours', tag: 'engine', q: 'golden set' }))).toEqual({
      group: 'ours',
      tag: 'engine',
      query: 'golden set',
    });
    expect(readPapersFilter(query({ kind: 'mine', tag: ' ' }))).toEqual(NONE);
    expect(readPapersFilter(query({ q: 'x'.repeat(500) })).query.length).toBe(200);
  });
});
