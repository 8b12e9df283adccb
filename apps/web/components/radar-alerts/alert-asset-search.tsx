'use client';

import { getAssetClass } from '@moodwire/domain';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { DraftAsset } from '@/lib/radar-alerts/alert-form';
import { type RadarAsset, useAssetSearch } from '@/lib/radar-alerts/use-alert-targets';
import { BUTTON_CLASS, INPUT_CLASS } from './alert-styles';

/** Spec §9: the default search component waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/** The ESG classes' data are scores, not daily news indicators: rules watch the market-analytics classes. */
function isRuleClass(assetClass: string): boolean {
  return getAssetClass(assetClass)?.product === 'rma';
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function assetLabel(asset: { name: string; symbol?: string | null; class: string }): string {
  const className = getAssetClass(asset.class)?.name ?? asset.class;
  const symbol = asset.symbol && asset.symbol !== asset.name ? ` (${asset.symbol})` : '';
  return `${asset.name}${symbol} · ${className}`;
}

/**
 * One asset of any market-analytics class, by name, symbol or code: a combobox (arrow keys, Enter, Escape) over
 * the Radar's asset list, most talked-about first; the chosen asset shows as a chip that can be cleared.
 */
export function AlertAssetSearch({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: DraftAsset | null;
  onChange: (asset: DraftAsset | null) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useAssetSearch(search);
  const options: RadarAsset[] = (results.data?.assets ?? []).filter((asset) => isRuleClass(asset.class));
  const listId = `${id}-list`;

  function choose(asset: RadarAsset | undefined) {
    if (!asset) return;
    onChange({ class: asset.class, code: asset.asset, name: asset.name });
    setText('');
    setOpen(false);
  }

  if (value) {
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="alert-target-asset">
        <span className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-slate-800 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
          {assetLabel(value)}
        </span>
        <button
          type="button"
          className={BUTTON_CLASS}
          aria-label={`Change the asset (${value.name})`}
          onClick={() => onChange(null)}
        >
          <X aria-hidden className="size-3.5" /> Change
        </button>
      </div>
    );
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="search"
        role="combobox"
        aria-label="Search an asset"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${id}-option-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder="Search by name, ticker, RIC or code"
        className={INPUT_CLASS}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(index + 1, options.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === 'Escape' && open) {
            // Closes the list only, not the editor around it.
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {open && search !== '' ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Matching assets"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {results.isFetching && options.length === 0 ? (
            <p className="px-3 py-2 text-slate-500">Searching…</p>
          ) : results.isError ? (
            <p className="px-3 py-2 text-red-600 dark:text-red-400">The search failed; try again.</p>
          ) : options.length === 0 ? (
            <p className="px-3 py-2 text-slate-500">No result.</p>
          ) : (
            options.map((asset, index) => (
              <div
                key={`${asset.class}:${asset.asset}`}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white' : 'text-slate-700 dark:text-slate-200'}`}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(asset);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {assetLabel(asset)} <span className="text-slate-400 text-xs">{asset.asset}</span>
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
