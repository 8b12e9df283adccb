/**
 * Search within one docs area (the web API's `listsearch`): every word of the query must occur in a page (as a
 * word prefix, case and accents folded); pages rank by where the words occur (title, headings, tags and
 * summary, then body), and each result carries a short snippet of the body around the first hit.
 */
import type { DocPage } from './load-content';

export interface DocSearchResult {
  page: DocPage;
  score: number;
  /** Up to about 200 characters of the page's text around the first match (plain text). */
  snippet: string;
}

export interface SearchDocsOptions {
  pages: readonly DocPage[];
  query: string;
  limit?: number;
}

const MAX_TERMS = 10;
const SNIPPET_CHARS = 200;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a query: letters and digits, folded; at most ten. */
export function queryTerms(query: string): string[] {
  const words = fold(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

function wordPrefixIndex(folded: string, term: string): number {
  let from = 0;
  for (;;) {
    const at = folded.indexOf(term, from);
    if (at < 0) return -1;
    const before = at === 0 ? '' : (folded[at - 1] ?? '');
    if (!/[\p{L}\p{N}]/u.test(before)) return at;
    from = at + 1;
  }
}

function countHits(folded: string, term: string, cap: number): number {
  let count = 0;
  let from = 0;
  while (count < cap) {
    const at = folded.indexOf(term, from);
    if (at < 0) break;
    count++;
    from = at + term.length;
  }
  return count;
}

function snippetAround(text: string, at: number): string {
  if (at < 0) return text.slice(0, SNIPPET_CHARS).trim() + (text.length > SNIPPET_CHARS ? '…' : '');
  const start = Math.max(0, at - SNIPPET_CHARS / 3);
  const wordStart = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start;
  const end = Math.min(text.length, wordStart + SNIPPET_CHARS);
  const body = text.slice(wordStart, end).replace(/\s+/g, ' ').trim();
  return `${wordStart > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}

export function searchDocs(options: SearchDocsOptions): DocSearchResult[] {
  const terms = queryTerms(options.query);
  if (terms.length === 0) return [];
  const results: DocSearchResult[] = [];
  for (const page of options.pages) {
    const title = fold(page.title);
    const headings = fold(page.headings.map((heading) => heading.text).join(' \n '));
    const meta = fold(`${page.tags.join(' ')} \n ${page.summary}`);
    // Folding keeps the length of ASCII text, so positions in `body` point into `page.text` for snippets.
    const body = fold(page.text);
    let score = 0;
    let firstHit = -1;
    let matchesAll = true;
    for (const term of terms) {
      const inTitle = wordPrefixIndex(title, term) >= 0;
      const inHeadings = wordPrefixIndex(headings, term) >= 0;
      const inMeta = wordPrefixIndex(meta, term) >= 0;
      const inBody = wordPrefixIndex(body, term);
      if (!inTitle && !inHeadings && !inMeta && inBody < 0) {
        matchesAll = false;
        break;
      }
      score += (inTitle ? 8 : 0) + (inHeadings ? 4 : 0) + (inMeta ? 3 : 0) + countHits(body, term, 5);
      if (inBody >= 0 && (firstHit < 0 || inBody < firstHit)) firstHit = inBody;
    }
    if (!matchesAll) continue;
    const snippet = snippetAround(body.length === page.text.length ? page.text : body, firstHit);
    results.push({ page, score, snippet });
  }
  results.sort((a, b) => b.score - a.score || a.page.order - b.page.order || a.page.path.localeCompare(b.page.path));
  return results.slice(0, options.limit ?? 20);
}
