'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useId, useState } from 'react';
import { DataError } from '@/components/analytics/data-error';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { Spinner } from '@/components/ui/spinner';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { highlightTerms } from './docs-search-highlight';
import type { DocsSearchResult } from './docs-types';

/** Typing pauses this long before the docs are searched (a word at a time, not a letter at a time). */
const DEBOUNCE_MS = 250;
/** The API answers 400 for a query without a letter or digit, or over 200 characters: not asked then. */
const SEARCHABLE = /[\p{L}\p{N}]/u;
const MAX_QUERY = 200;

async function searchDocs(area: string, query: string, signal: AbortSignal): Promise<DocsSearchResult[]> {
  const answer = await readData(
    getTypedApi().GET('/webdocs/{area}', { params: { path: { area }, query: { listsearch: query } }, signal }),
  );
  return 'results' in answer ? answer.results : [];
}

/**
 * Search within one docs area (spec §7 `/webdocs/{a}?listsearch`): results with their snippets as the user types,
 * a combobox from the keyboard (arrows move, Enter opens the page, Escape closes the list).
 */
export function DocsSearch({ area, areaTitle }: { area: string; areaTitle: string }) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-results`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searchable = SEARCHABLE.test(query) && query.length <= MAX_QUERY;
  const search = useQuery({
    queryKey: ['docs-search', area, query],
    queryFn: ({ signal }) => searchDocs(area, query, signal),
    enabled: searchable,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const results = searchable ? (search.data ?? []) : [];
  const showList = open && text.trim() !== '';
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));

  function openPage(href: string) {
    setOpen(false);
    router.push(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = results[activeIndex];
      if (showList && chosen) {
        event.preventDefault();
        openPage(chosen.webPath);
      }
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
    }
  }

  let status: string;
  if (!searchable) status = text.trim() === '' ? '' : 'Type a word with a letter or digit.';
  else if (search.isError) status = '';
  else if (search.isPending || query !== text.trim()) status = 'Searching…';
  else status = results.length === 0 ? `No page of these docs contains “${query}”.` : `${results.length} pages found.`;

  return (
    <search className="relative" aria-label={`Search the ${areaTitle} docs`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search the {areaTitle} docs
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-slate-400"
        />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={showList && results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && results.length > 0 ? `${id}-option-${activeIndex}` : undefined}
          autoComplete="off"
          maxLength={MAX_QUERY}
          placeholder="Search the docs"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-8 text-sm text-slate-900 placeholder:text-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        {search.isFetching && searchable ? (
          <Spinner className="-translate-y-1/2 absolute top-1/2 right-2.5 size-4 text-slate-400" />
        ) : null}
      </div>
      {showList ? (
        <div className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <p role="status" className="px-3 py-2 text-slate-500 text-xs empty:hidden dark:text-slate-400">
            {status}
          </p>
          {search.isError && searchable ? <DataError error={search.error} className="m-2" /> : null}
          {results.length > 0 ? (
            <div id={listId} role="listbox" aria-label="Pages found" className="flex flex-col pb-1">
              {results.map((result, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection goes through the combobox input (aria-activedescendant)
                <div
                  key={result.path}
                  id={`${id}-option-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  data-url={result.webPath}
                  // Keeps the focus in the input, so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={index === activeIndex ? undefined : () => setActive(index)}
                  onClick={() => openPage(result.webPath)}
                  className={`cursor-pointer px-3 py-2 text-sm ${index === activeIndex ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
                >
                  <span className="block font-medium text-slate-900 dark:text-slate-100">
                    {result.title}
                    <span className="ml-2 font-normal text-slate-500 text-xs dark:text-slate-400">
                      {result.sectionTitle}
                    </span>
                  </span>
                  <span className="mt-0.5 block text-slate-600 text-xs leading-relaxed dark:text-slate-300">
                    {highlightTerms(result.snippet, query).map((part, partIndex) =>
                      part.hit ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed snippet, in order
                        <mark key={partIndex} className="rounded-sm bg-amber-100 text-inherit dark:bg-amber-900/60">
                          {part.text}
                        </mark>
                      ) : (
                        part.text
                      ),
                    )}
                  </span>
                </div>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </search>
  );
}
