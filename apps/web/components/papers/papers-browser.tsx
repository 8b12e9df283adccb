'use client';

import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DataError } from '@/components/analytics/data-error';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlState } from '@/lib/analytics/use-url-state';
import {
  filterPapers,
  listPaperTags,
  MAX_QUERY_LENGTH,
  PAPER_GROUPS,
  type PaperGroup,
  readPapersFilter,
} from './filter-papers';
import { PaperCard } from './paper-card';
import { type Paper, usePapers } from './use-papers';

const SEGMENT =
  'px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-50 aria-pressed:bg-brand-600 aria-pressed:text-white dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-600';

/**
 * The Papers page (spec §2 'Papers: /papers (login required)'): our research papers and method notes, and the
 * reading list they build on, filtered by group, tag and words; the filters live in the URL.
 */
export function PapersBrowser() {
  const papers = usePapers();
  const url = useUrlState();
  const filter = readPapersFilter(url.get);
  const [query, setQuery] = useState(filter.query);
  const debounced = useDebouncedValue(query, 250);
  const searchId = useId();
  const tagId = useId();

  // Typing updates the URL once it pauses (replace, not push: the back button leaves the page). Only a new pause
  // writes: a cleared filter must not be written back by the pause that was still pending.
  const written = useRef(debounced);
  useEffect(() => {
    if (written.current === debounced) return;
    written.current = debounced;
    url.set({ q: debounced.trim() });
  }, [debounced, url]);

  const { group, tag } = filter;
  const all = papers.data;
  const shown = useMemo(() => filterPapers(all ?? [], { group, tag, query }), [all, group, tag, query]);
  const tags = useMemo(() => listPaperTags(all ?? [], group), [all, group]);
  const isFiltered = filter.group !== null || filter.tag !== null || query.trim() !== '';
  const setGroup = (group: PaperGroup | null) => url.set({ kind: group });
  const setTag = (tag: string | null) => url.set({ tag });
  const clear = () => {
    setQuery('');
    url.set({ kind: null, tag: null, q: null });
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-3xl text-slate-600 text-sm dark:text-slate-300">
        Our research papers on the engine, the indices and their accuracy, each as a standalone HTML document, with our
        method notes and the published research on text, attention and markets that shaped the method.
      </p>
      <search className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:flex-wrap sm:items-end dark:border-slate-800 dark:bg-slate-900">
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:min-w-64">
          <label htmlFor={searchId} className="font-medium text-slate-700 text-xs dark:text-slate-300">
            Search
          </label>
          <div className="relative">
            <Search aria-hidden className="-translate-y-1/2 absolute top-1/2 left-2.5 size-4 text-slate-400" />
            <input
              id={searchId}
              type="search"
              value={query}
              maxLength={MAX_QUERY_LENGTH}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Title, author, topic…"
              className="w-full rounded-md border border-slate-300 bg-white py-1.5 pr-2 pl-8 text-sm dark:border-slate-700 dark:bg-slate-950"
            />
          </div>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium text-slate-700 text-xs dark:text-slate-300">Show</legend>
          <div className="flex w-fit divide-x divide-slate-300 overflow-hidden rounded-md border border-slate-300 dark:divide-slate-700 dark:border-slate-700">
            <button
              type="button"
              aria-pressed={filter.group === null}
              onClick={() => setGroup(null)}
              className={SEGMENT}
            >
              All
            </button>
            {PAPER_GROUPS.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={filter.group === option.value}
                onClick={() => setGroup(option.value)}
                className={SEGMENT}
              >
                {option.label}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={tagId} className="font-medium text-slate-700 text-xs dark:text-slate-300">
            Tag
          </label>
          <select
            id={tagId}
            value={filter.tag ?? ''}
            onChange={(event) => setTag(event.target.value || null)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm sm:w-48 dark:border-slate-700 dark:bg-slate-950"
          >
            <option value="">All tags</option>
            {filter.tag !== null && !tags.some((entry) => entry.tag === filter.tag) ? (
              <option value={filter.tag}>{filter.tag} (0)</option>
            ) : null}
            {tags.map((entry) => (
              <option key={entry.tag} value={entry.tag}>
                {entry.tag} ({entry.count})
              </option>
            ))}
          </select>
        </div>
        {isFiltered ? (
          <button
            type="button"
            onClick={clear}
            className="inline-flex w-fit items-center gap-1 rounded-md px-2 py-1.5 text-slate-600 text-sm hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X aria-hidden className="size-4" />
            Clear filters
          </button>
        ) : null}
      </search>
      <PapersResults
        papers={shown}
        total={all?.length ?? 0}
        isPending={papers.isPending}
        error={papers.error}
        activeTag={filter.tag}
        onTag={(tag) => setTag(filter.tag === tag ? null : tag)}
        onClear={clear}
      />
    </div>
  );
}

function PapersResults({
  papers,
  total,
  isPending,
  error,
  activeTag,
  onTag,
  onClear,
}: {
  papers: Paper[];
  total: number;
  isPending: boolean;
  error: unknown;
  activeTag: string | null;
  onTag: (tag: string) => void;
  onClear: () => void;
}) {
  if (error) return <DataError error={error} />;
  if (isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading papers" className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-40 w-full" />
        ))}
      </div>
    );
  }
  const ours = papers.filter((paper) => paper.ours);
  const reading = papers.filter((paper) => !paper.ours);
  return (
    <div className="flex flex-col gap-6">
      <p aria-live="polite" className="text-slate-500 text-sm dark:text-slate-400" data-testid="papers-count">
        {papers.length === total ? `${total} papers` : `${papers.length} of ${total} papers`}
      </p>
      {papers.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-300 border-dashed p-6 text-slate-600 text-sm dark:border-slate-700 dark:text-slate-300">
          <p>{total === 0 ? 'There are no papers yet.' : 'No paper matches these filters.'}</p>
          {total > 0 ? (
            <button
              type="button"
              onClick={onClear}
              className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              Clear filters
            </button>
          ) : null}
        </div>
      ) : null}
      {[
        { title: 'Our research', list: ours },
        { title: 'Reading list', list: reading },
      ].map((section) =>
        section.list.length > 0 ? (
          <section key={section.title} aria-label={section.title} className="flex flex-col gap-3">
            <h2 className="font-semibold text-lg text-slate-900 dark:text-white">{section.title}</h2>
            {section.list.map((paper) => (
              <PaperCard key={paper.id} paper={paper} activeTag={activeTag} onTag={onTag} />
            ))}
          </section>
        ) : null,
      )}
    </div>
  );
}
