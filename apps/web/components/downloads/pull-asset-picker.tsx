'use client';

import { getErrorMessage } from '@moodwire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { SearchListbox } from '@/components/ui/search-listbox';
import { getData } from '@/lib/downloads/pull-fetch';
import {
  indexMaster,
  type MasterAsset,
  resolvePasted,
  splitPasted,
  unknownAssetsMessage,
} from '@/lib/downloads/pull-paste';

/** Spec §9: the default search component waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_RESULTS = 20;

interface Watchlist {
  key: string;
  name: string;
  assets: string[];
}

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** Assets whose name, ticker, RIC or code holds the text; those starting with it first. */
function searchLocal(assets: readonly MasterAsset[], text: string): MasterAsset[] {
  const needle = text.toLowerCase();
  const fields = (asset: MasterAsset) =>
    [asset.name, asset.Ticker, asset.RIC, asset.assetCode].map((value) => value?.toLowerCase() ?? '');
  const matching = assets.filter((asset) => fields(asset).some((value) => value.includes(needle)));
  const starts = (asset: MasterAsset) => fields(asset).some((value) => value.startsWith(needle));
  return [...matching.filter(starts), ...matching.filter((asset) => !starts(asset))];
}

function label(asset: MasterAsset): string {
  const symbol = asset.Ticker ?? asset.RIC;
  return symbol && symbol !== asset.name ? `${asset.name} (${symbol})` : asset.name;
}

/**
 * The assets of a pull: a search of the class's asset master (debounced, arrow keys and Enter), a pasted list of
 * codes, tickers or RICs, or a watchlist of the user; entries that are not assets of the class are named.
 */
export function PullAssetPicker({
  product,
  assetClass,
  className,
  selected,
  onChange,
  withV5Watchlists,
  invalid,
  localAssets,
}: {
  /** Every asset to choose from, when the page has them already (transcripts): searched here, not by the API. */
  localAssets?: readonly MasterAsset[];
  product: string;
  assetClass: string;
  className: string;
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  withV5Watchlists: boolean;
  invalid: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [pasted, setPasted] = useState('');
  const [unknown, setUnknown] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const base = `/${product}/v4/${encodeURIComponent(assetClass)}/assets`;

  const results = useQuery({
    queryKey: ['pull-search', product, assetClass, search],
    queryFn: ({ signal }) =>
      localAssets
        ? Promise.resolve(searchLocal(localAssets, search))
        : getData<MasterAsset[]>(`${base}?search=${encodeURIComponent(search)}`, signal),
    enabled: search !== '',
    staleTime: 60_000,
    select: (rows) => rows.slice(0, SEARCH_RESULTS),
  });
  const names = useQuery({
    queryKey: ['pull-selected', product, assetClass, selected.join(',')],
    queryFn: ({ signal }) =>
      localAssets
        ? Promise.resolve(localAssets.filter((asset) => selected.includes(asset.assetCode)))
        : getData<MasterAsset[]>(`${base}?assets=${selected.join(',')}`, signal),
    enabled: selected.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
  const watchlists = useQuery({
    queryKey: ['pull-watchlists', withV5Watchlists],
    queryFn: async ({ signal }) => {
      const v4 = await getData<Watchlist[]>('/user/watchlistsv4/list', signal);
      const v5 = withV5Watchlists ? await getData<Watchlist[]>('/user/watchlistsv5/list', signal) : [];
      return [
        ...v4.map((list) => ({ ...list, key: `v4:${list.key}` })),
        ...v5.map((list) => ({ ...list, key: `v5:${list.key}` })),
      ];
    },
    staleTime: 60_000,
  });

  const byCode = new Map((names.data ?? []).map((asset) => [asset.assetCode, asset]));
  const options = search === '' ? [] : (results.data ?? []);

  function add(codes: readonly string[]) {
    onChange([...new Set([...selected, ...codes])]);
  }

  /** Resolves identifiers against the whole master of the class (fetched once, kept a few minutes). */
  async function addIdentifiers(entries: readonly string[]) {
    setResolving(true);
    setResolveError(null);
    try {
      const master = await queryClient.fetchQuery({
        queryKey: ['pull-master', product, assetClass],
        queryFn: ({ signal }) =>
          localAssets ? Promise.resolve([...localAssets]) : getData<MasterAsset[]>(base, signal),
        staleTime: 5 * 60_000,
      });
      const result = resolvePasted(entries, indexMaster(master));
      add(result.found);
      setUnknown(unknownAssetsMessage(result.unknown, className));
      return result;
    } catch (error) {
      setResolveError(getErrorMessage(error));
      return null;
    } finally {
      setResolving(false);
    }
  }

  function choose(asset: MasterAsset) {
    add([asset.assetCode]);
    setText('');
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium text-slate-800 text-sm dark:text-slate-100">Assets</legend>
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search assets of {className}
        </label>
        <SearchListbox
          inputId={`${id}-search`}
          placeholder={`Search ${className} by name, ticker or RIC`}
          inputClassName={inputClass}
          text={text}
          onTextChange={setText}
          search={search}
          options={options}
          optionKey={(asset) => asset.assetCode}
          renderOption={(asset) => (
            <>
              {label(asset)} <span className="text-slate-400 text-xs">{asset.assetCode}</span>
            </>
          )}
          isFetching={results.isFetching}
          isError={results.isError}
          onChoose={choose}
          invalid={invalid}
        />
      </div>

      {selected.length > 0 ? (
        <ul aria-label="Chosen assets" className="flex flex-wrap gap-2" data-testid="pull-selected">
          {selected.map((code) => {
            const asset = byCode.get(code);
            return (
              <li
                key={code}
                data-asset-code={code}
                className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-slate-700 text-xs dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                <span>{asset ? label(asset) : code}</span>
                <button
                  type="button"
                  aria-label={`Remove ${asset?.name ?? code}`}
                  className="rounded-full p-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-700"
                  onClick={() => onChange(selected.filter((item) => item !== code))}
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            );
          })}
          <li>
            <button type="button" className="text-slate-500 text-xs underline" onClick={() => onChange([])}>
              Clear all
            </button>
          </li>
        </ul>
      ) : (
        <p className="text-slate-500 text-xs dark:text-slate-400">No asset chosen yet.</p>
      )}

      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-paste`} className="text-slate-600 text-xs dark:text-slate-300">
            Paste tickers, RICs or asset codes (separated by commas, spaces or lines)
          </label>
          <textarea
            id={`${id}-paste`}
            rows={2}
            className={inputClass}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            placeholder="AAPL, MSFT.O, 4372179024"
          />
          <div>
            <button
              type="button"
              className={buttonClass}
              disabled={resolving || splitPasted(pasted).length === 0}
              onClick={async () => {
                const result = await addIdentifiers(splitPasted(pasted));
                if (result && result.unknown.length === 0) setPasted('');
              }}
            >
              {resolving ? 'Adding…' : 'Add pasted assets'}
            </button>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-watchlist`} className="text-slate-600 text-xs dark:text-slate-300">
            Add the assets of a watchlist
          </label>
          <select
            id={`${id}-watchlist`}
            className={inputClass}
            value=""
            disabled={!watchlists.data || watchlists.data.length === 0}
            onChange={(event) => {
              const list = watchlists.data?.find((item) => item.key === event.target.value);
              if (list) void addIdentifiers(list.assets);
            }}
          >
            <option value="">
              {watchlists.isPending
                ? 'Loading watchlists…'
                : watchlists.isError
                  ? 'Watchlists could not be read'
                  : watchlists.data && watchlists.data.length > 0
                    ? 'Choose a watchlist'
                    : 'You have no watchlist'}
            </option>
            {(watchlists.data ?? []).map((list) => (
              <option key={list.key} value={list.key}>
                {list.name} ({list.assets.length})
              </option>
            ))}
          </select>
        </div>
      </div>
      {unknown ? (
        <p
          role="alert"
          data-testid="pull-unknown"
          className="rounded-md border border-amber-200 bg-amber-50 p-2 text-amber-900 text-sm dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {unknown}
        </p>
      ) : null}
      {resolveError ? (
        <p role="alert" className="text-red-700 text-sm dark:text-red-300">
          {resolveError}
        </p>
      ) : null}
    </fieldset>
  );
}
