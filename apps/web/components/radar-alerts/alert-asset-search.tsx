'use client';

import { getAssetClass } from '@moodwire/domain';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { SearchListbox } from '@/components/ui/search-listbox';
import type { DraftAsset } from '@/lib/radar-alerts/alert-form';
import { type RadarAsset, useAssetSearch } from '@/lib/radar-alerts/use-alert-targets';
import { BUTTON_CLASS, INPUT_CLASS } from './alert-styles';

/** Spec §9: the default search component waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/** The ESG classes' data are scores, not daily news indicators: rules watch the market-analytics classes. */
function isRuleClass(assetClass: string): boolean {
  return getAssetClass(assetClass)?.product === 'rma';
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
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useAssetSearch(search);
  const options: RadarAsset[] = (results.data?.assets ?? []).filter((asset) => isRuleClass(asset.class));

  function choose(asset: RadarAsset) {
    onChange({ class: asset.class, code: asset.asset, name: asset.name });
    setText('');
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
      <SearchListbox
        inputId={id}
        ariaLabel="Search an asset"
        placeholder="Search by name, ticker, RIC or code"
        inputClassName={INPUT_CLASS}
        text={text}
        onTextChange={setText}
        search={search}
        options={options}
        optionKey={(asset) => `${asset.class}:${asset.asset}`}
        renderOption={(asset) => (
          <>
            {assetLabel(asset)} <span className="text-slate-400 text-xs">{asset.asset}</span>
          </>
        )}
        isFetching={results.isFetching}
        isError={results.isError}
        onChoose={choose}
        invalid={invalid}
        describedBy={describedBy}
      />
    </div>
  );
}
