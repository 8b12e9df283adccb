'use client';

import type { AssetClassCode } from '@moodwire/domain';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { assetRef } from '@/lib/analytics/chart-url-state';
import { type AssetSearchHit, useChartAssetSearch } from '@/lib/analytics/use-chart-series';

/** spec §9: default component debounce 300 ms. */
const DEBOUNCE_MS = 300;

/**
 * Adds an asset to the chart: a search over the group's assets and over the whole universe. Results are
 * buttons (Tab or the arrow keys move between them; Escape closes the list).
 */
export function AssetPicker({
  groupId,
  groupName,
  chosen,
  groupClass,
  isFull,
  onAdd,
}: {
  groupId: string;
  groupName: string;
  /** Path segments already on the chart (code or code@class). */
  chosen: readonly string[];
  groupClass: AssetClassCode;
  /** At the asset limit: the field is disabled and says why. */
  isFull: boolean;
  onAdd: (hit: AssetSearchHit) => void;
}) {
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const search = useDebouncedValue(text, DEBOUNCE_MS);
  const { inGroup, inUniverse, enabled } = useChartAssetSearch(groupId, search);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const pick = (hit: AssetSearchHit) => {
    onAdd(hit);
    setText('');
    setIsOpen(false);
    inputRef.current?.focus();
  };

  const buttons = () => [...(panelRef.current?.querySelectorAll<HTMLButtonElement>('button[data-hit]') ?? [])];
  const onPanelKey = (event: KeyboardEvent) => {
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[Math.min(all.length - 1, index + 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) inputRef.current?.focus();
      else all[index - 1]?.focus();
    } else if (event.key === 'Escape') {
      setIsOpen(false);
      inputRef.current?.focus();
    }
  };

  const section = (title: string, query: typeof inGroup) => {
    const hits = (query.data ?? []).filter((hit) => !chosen.includes(assetRef(hit.id, hit.assetClass, groupClass)));
    return (
      <div className="py-1">
        <p className="px-3 py-1 font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
          {title}
        </p>
        {query.isPending ? (
          <div className="flex flex-col gap-1 px-3 py-1" role="status" aria-label={`Searching ${title}`}>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : query.isError ? (
          <ErrorMessage error={query.error} className="mx-2" />
        ) : hits.length === 0 ? (
          <p className="px-3 py-1 text-slate-500 text-sm dark:text-slate-400">No result.</p>
        ) : (
          <ul>
            {hits.map((hit) => (
              <li key={hit.id}>
                <button
                  type="button"
                  data-hit
                  onClick={() => pick(hit)}
                  className="flex w-full items-baseline justify-between gap-3 px-3 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:bg-slate-800 dark:hover:bg-slate-800"
                >
                  <span className="truncate">{hit.name}</span>
                  <span className="shrink-0 text-slate-500 text-xs dark:text-slate-400">{hit.detail ?? hit.id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape move within the result buttons
    <div
      className="relative w-full sm:w-72"
      onKeyDown={onPanelKey}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">Add asset</span>
        <span className="relative">
          <Search aria-hidden className="-translate-y-1/2 absolute top-1/2 left-2 size-4 text-slate-400" />
          <input
            ref={inputRef}
            type="search"
            value={text}
            disabled={isFull}
            placeholder={isFull ? 'At most 8 assets' : 'Name, ticker or code'}
            aria-controls={listId}
            onChange={(event) => {
              setText(event.target.value);
              setIsOpen(true);
            }}
            onFocus={() => setIsOpen(true)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setIsOpen(true);
                buttons()[0]?.focus();
              }
            }}
            className="w-full rounded-md border border-slate-300 bg-white py-1.5 pr-2 pl-8 text-sm disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
          />
        </span>
      </label>
      {isOpen && enabled ? (
        <section
          ref={panelRef}
          id={listId}
          aria-label="Asset search results"
          className="absolute z-30 mt-1 max-h-80 w-full overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg sm:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          {section(`In ${groupName}`, inGroup)}
          {section('All assets', inUniverse)}
        </section>
      ) : null}
    </div>
  );
}
