/**
 * The Papers page's filters, kept in the URL so that a filtered list is a link: `kind` (ours or the reading list),
 * `tag` and `q` (words that must all appear in the title, authors, venue, summary, abstract or tags).
 */

/** The fields of a /papers entry the filters read (the answer has more). */
export interface FilterablePaper {
  kind: string;
  ours: boolean;
  title: string;
  authors: string[];
  venue: string;
  summary: string;
  abstract: string | null;
  tags: string[];
}

export const PAPER_GROUPS = [
  { value: 'ours', label: 'Ours' },
  { value: 'reading', label: 'Reading list' },
] as const;
export type PaperGroup = (typeof PAPER_GROUPS)[number]['value'];

export interface PapersFilter {
  group: PaperGroup | null;
  tag: string | null;
  query: string;
}

/** Longest search the page accepts (a pasted abstract is not a search). */
export const MAX_QUERY_LENGTH = 200;

/** The filter of a URL's query; an unknown `kind` is ignored rather than emptying the list. */
export function readPapersFilter(get: (key: string) => string | null): PapersFilter {
  const kind = get('kind');
  const group = PAPER_GROUPS.some((option) => option.value === kind) ? (kind as PaperGroup) : null;
  const tag = get('tag')?.trim() || null;
  return { group, tag, query: (get('q') ?? '').slice(0, MAX_QUERY_LENGTH) };
}

function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

function searchText(paper: FilterablePaper): string {
  return wordsOf(
    [paper.title, paper.authors.join(' '), paper.venue, paper.summary, paper.abstract ?? '', paper.tags.join(' ')].join(
      ' ',
    ),
  ).join(' ');
}

/** The papers that pass every filter, in the answer's order (ours newest first, then the reading list by year). */
export function filterPapers<T extends FilterablePaper>(papers: readonly T[], filter: PapersFilter): T[] {
  const words = wordsOf(filter.query);
  return papers.filter((paper) => {
    if (filter.group === 'ours' && !paper.ours) return false;
    if (filter.group === 'reading' && paper.ours) return false;
    if (filter.tag !== null && !paper.tags.includes(filter.tag)) return false;
    if (words.length === 0) return true;
    const text = searchText(paper);
    return words.every((word) => text.includes(word));
  });
}

/** Every tag with the number of papers of the group carrying it, most used first, then by name. */
export function listPaperTags(
  papers: readonly FilterablePaper[],
  group: PaperGroup | null,
): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const paper of filterPapers(papers, { group, tag: null, query: '' })) {
    for (const tag of paper.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}
