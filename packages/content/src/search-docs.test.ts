import { describe, expect, it } from 'vitest';
import type { DocPage } from './load-content';
import { renderMarkdown } from './render-markdown';
import { queryTerms, searchDocs } from './search-docs';

function page(path: string, title: string, body: string, order = 0): DocPage {
  const rendered = renderMarkdown(body);
  return {
    title,
    date: '2026-01-01',
    summary: `${title} summary`,
    tags: [],
    author: 'Moodwire Research',
    slug: path.split('/')[1] ?? path,
    ...rendered,
    hash: path,
    area: 'ma4',
    section: 'guide',
    path,
    webPath: `/ma4/${path}`,
    order,
  };
}

const PAGES = [
  page('guide/overview', 'User guide', 'Groups and asset classes. The hourly chart is there too.'),
  page(
    'guide/windows',
    'Windows',
    '## Hourly\n\nThe hourly series is a rolling 24-hour window, stamped on the hour.',
    1,
  ),
  page('guide/esg', 'ESG Core', 'Ranks from 1 to 100 over a 365-day window. Société Générale is covered.', 2),
];

describe('queryTerms', () => {
  it('folds case and accents, keeps letters and digits, drops repeats', () => {
    expect(queryTerms('Hourly  WINDOW, hourly; Société 365!')).toEqual(['hourly', 'window', 'societe', '365']);
    expect(queryTerms('  ?! ')).toEqual([]);
  });
});

describe('searchDocs', () => {
  it('finds the pages holding every word, best match first', () => {
    const results = searchDocs({ pages: PAGES, query: 'hourly window' });
    expect(results.map((result) => result.page.path)).toEqual(['guide/windows']);
    const hourly = searchDocs({ pages: PAGES, query: 'hourly' });
    // Title and heading hits rank above a passing mention in the body.
    expect(hourly.map((result) => result.page.path)).toEqual(['guide/windows', 'guide/overview']);
  });

  it('matches word prefixes, not the middle of words, with accents folded', () => {
    expect(searchDocs({ pages: PAGES, query: 'rank' }).map((result) => result.page.path)).toEqual(['guide/esg']);
    expect(searchDocs({ pages: PAGES, query: 'ourly' })).toEqual([]);
    expect(searchDocs({ pages: PAGES, query: 'societe' }).map((result) => result.page.path)).toEqual(['guide/esg']);
  });

  it('gives a snippet of the text around the first match', () => {
    const [result] = searchDocs({ pages: PAGES, query: '365' });
    expect(result?.snippet).toContain('365-day window');
  });

  it('returns nothing for a query without words, and honours the limit', () => {
    expect(searchDocs({ pages: PAGES, query: '%%%' })).toEqual([]);
    expect(searchDocs({ pages: PAGES, query: 'the', limit: 1 })).toHaveLength(1);
  });
});
