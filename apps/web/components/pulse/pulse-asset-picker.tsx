'use client';

import type { PulseClass } from '@moodwire/domain';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FIELD_CLASS } from '@/components/analytics/pickers/labelled-select';
import { PICKER_LABEL_TEXT_CLASS } from '@/components/analytics/pickers/picker-styles';
import { type PulseAssetHit, usePulseAssetName, usePulseAssetSearch } from '@/lib/pulse/use-pulse-asset-search';

/** spec §9: default component debounce 300 ms. */
const DEBOUNCE_MS = 300;

/**
 * One asset of the class, or every asset: a search box whose results are buttons (arrow keys move between them,
 * Escape closes the list); the chosen asset shows as a chip with a button that goes back to every asset.
 */
export function PulseAssetPicker({
  assetClass,
  asset,
  onChange,
}: {
  assetClass: PulseClass;
  asset: string | null;
  onChange: (asset: string | null) => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const hits = usePulseAssetSearch(assetClass, search);
  const chosen = usePulseAssetName(assetClass, asset);

  const pick = (hit: PulseAssetHit) => {
    onChange(hit.code);
    setText('');
    setIsOpen(false);
  };
  const buttons = () => [...(panelRef.current?.querySelectorAll<HTMLButtonElement>('button[data-hit]') ?? [])];
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setIsOpen(false);
      inputRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const list = buttons();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, list.length - 1) : at - 1;
    if (next < 0) inputRef.current?.focus();
    else list[next]?.focus();
  };

  if (asset !== null) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <span className={PICKER_LABEL_TEXT_CLASS}>Asset</span>
        <span className="inline-flex min-h-[34px] items-center justify-between gap-2 rounded-md border border-brand-500 bg-brand-50 px-2 py-1 text-slate-900 dark:border-brand-700 dark:bg-slate-800 dark:text-slate-100">
          <span className="truncate" data-testid="pulse-asset">
            {chosen.data?.name ?? asset}
            {chosen.data?.symbol ? (
              <span className="text-slate-500 dark:text-slate-400"> · {chosen.data.symbol}</span>
            ) : null}
          </span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label="Show every asset"
            className="rounded p-0.5 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-700"
          >
            <X aria-hidden className="size-4" />
          </button>
        </span>
      </div>
    );
  }

  const list = hits.data ?? [];
  const showPanel = isOpen && search.trim() !== '';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape move within the search and its results
    <div
      className="relative flex flex-col gap-1 text-sm"
      onKeyDown={onKey}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <label htmlFor={id} className={PICKER_LABEL_TEXT_CLASS}>
        Asset
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-2 left-2 size-4 text-slate-400" />
        <input
          id={id}
          ref={inputRef}
          type="search"
          className={`${FIELD_CLASS} w-full pl-7`}
          placeholder="All assets (search to pick one)"
          value={text}
          autoComplete="off"
          aria-controls={`${id}-results`}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
        />
      </div>
      {showPanel ? (
        <div
          ref={panelRef}
          id={`${id}-results`}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {hits.isPending || search !== text ? (
            <p className="p-2 text-slate-500 dark:text-slate-400">Searching…</p>
          ) : hits.isError ? (
            <p role="alert" className="p-2 text-red-700 dark:text-red-300">
              The search failed; try again.
            </p>
          ) : list.length === 0 ? (
            <p className="p-2 text-slate-500 dark:text-slate-400">No result.</p>
          ) : (
            <ul className="flex flex-col">
              {list.map((hit) => (
                <li key={hit.code}>
                  <button
                    type="button"
                    data-hit
                    onClick={() => pick(hit)}
                    className="flex w-full items-baseline justify-between gap-2 rounded px-2 py-1.5 text-left hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:bg-slate-800 dark:hover:bg-slate-800"
                  >
                    <span className="truncate text-slate-900 dark:text-slate-100">{hit.name}</span>
                    <span className="shrink-0 text-slate-500 text-xs dark:text-slate-400">
                      {hit.symbol ?? hit.code}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
