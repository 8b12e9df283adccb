'use client';

import { ArrowDown, ArrowUp, Download, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import {
  BUTTON_CLASS,
  FIELD_CLASS,
  ICON_BUTTON_CLASS,
  LABEL_CLASS,
  PRIMARY_BUTTON_CLASS,
} from '@/components/radar/radar-form-classes';
import { ErrorMessage } from '@/components/ui/error-message';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { saveText } from '@/lib/downloads/pull-fetch';
import {
  type AssetRecord,
  useDeleteWatchlist,
  useSaveWatchlist,
  useSaveWatchlistOrder,
  useWatchlistAssets,
  useWatchlists,
  type Watchlist,
} from '@/lib/watchlists/use-watchlists';
import { formatTradingViewList, formatWatchlistCsv } from '@/lib/watchlists/watchlist-files';
import { AddAssetsPanel } from './add-assets-panel';

const MAX_NAME = 100;
const MAX_ASSETS = 5_000;

/** Moves the item at `index` by `step` (-1 up, 1 down); the same list when it cannot move. */
function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

function fileStem(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'watchlist';
}

function nameProblem(name: string, lists: readonly Watchlist[], key?: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return "Field 'name': enter a name";
  if (trimmed.length > MAX_NAME) return `Field 'name': at most ${MAX_NAME} characters`;
  if (lists.some((list) => list.key !== key && list.name.toLowerCase() === trimmed.toLowerCase())) {
    return `Field 'name': you already have a watchlist called '${trimmed}'`;
  }
  return null;
}

function CreateForm({ lists, onCreated }: { lists: readonly Watchlist[]; onCreated: (key: string) => void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveWatchlist();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const found = nameProblem(name, lists);
        setProblem(found);
        if (found) return;
        save.mutate(
          { name: name.trim(), assets: [] },
          {
            onSuccess: (saved) => {
              setName('');
              onCreated(saved.key);
            },
          },
        );
      }}
    >
      <label className={LABEL_CLASS}>
        New watchlist
        <input
          className={FIELD_CLASS}
          value={name}
          maxLength={MAX_NAME + 20}
          placeholder="Name"
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'new-name-problem' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {problem ? (
        <p id="new-name-problem" className="text-red-700 text-xs dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`} disabled={save.isPending}>
        <Plus aria-hidden className="size-4" /> Create
      </button>
    </form>
  );
}

function WatchlistList({
  lists,
  selected,
  onSelect,
}: {
  lists: readonly Watchlist[];
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const saveOrder = useSaveWatchlistOrder();
  if (lists.length === 0) return <EmptyNote>No watchlist yet: create one below.</EmptyNote>;
  return (
    <ol aria-label="Your watchlists" className="flex flex-col gap-1">
      {lists.map((list, index) => (
        <li
          key={list.key}
          className={`flex items-center gap-1 rounded-md pl-2 ${
            list.key === selected ? 'bg-brand-50 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
          }`}
        >
          <button
            type="button"
            aria-current={list.key === selected ? 'true' : undefined}
            onClick={() => onSelect(list.key)}
            className="min-w-0 flex-1 truncate py-1.5 text-left text-slate-800 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-100"
          >
            {list.name} <span className="text-slate-500 text-xs dark:text-slate-400">({list.assets.length})</span>
          </button>
          <button
            type="button"
            className={ICON_BUTTON_CLASS}
            aria-label={`Move ${list.name} up`}
            disabled={index === 0 || saveOrder.isPending}
            onClick={() => saveOrder.mutate(moved(lists, index, -1).map((item) => item.key))}
          >
            <ArrowUp aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON_CLASS}
            aria-label={`Move ${list.name} down`}
            disabled={index === lists.length - 1 || saveOrder.isPending}
            onClick={() => saveOrder.mutate(moved(lists, index, 1).map((item) => item.key))}
          >
            <ArrowDown aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ol>
  );
}

function WatchlistEditor({
  watchlist,
  lists,
  onDeleted,
}: {
  watchlist: Watchlist;
  lists: readonly Watchlist[];
  onDeleted: () => void;
}) {
  const save = useSaveWatchlist();
  const remove = useDeleteWatchlist();
  const [name, setName] = useState(watchlist.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    setName(watchlist.name);
    setNameError(null);
    setIsConfirmingDelete(false);
    setNotice(null);
  }, [watchlist.name]);
  const details = useWatchlistAssets(watchlist.assets);
  const byCode = new Map<string, AssetRecord>();
  for (const asset of details.data ?? []) if (asset) byCode.set(asset.asset, asset);

  const saveAssets = (assets: string[], message?: string) =>
    save.mutate({ key: watchlist.key, name: watchlist.name, assets }, { onSuccess: () => setNotice(message ?? null) });

  const add = (assets: AssetRecord[]) => {
    const have = new Set(watchlist.assets);
    const fresh = assets.map((asset) => asset.asset).filter((code) => !have.has(code));
    const next = [...watchlist.assets, ...fresh];
    if (next.length > MAX_ASSETS) {
      setNotice(`A watchlist holds at most ${MAX_ASSETS.toLocaleString('en')} assets: nothing was added.`);
      return;
    }
    saveAssets(
      next,
      fresh.length === 0
        ? 'Those assets were already in the watchlist.'
        : `Added ${fresh.length} asset${fresh.length === 1 ? '' : 's'}.`,
    );
  };

  const exportAs = (format: 'csv' | 'tradingview') => {
    const assets = watchlist.assets.map(
      (code) => byCode.get(code) ?? { asset: code, class: '', name: code, symbol: code },
    );
    if (format === 'csv') saveText(formatWatchlistCsv(assets), `${fileStem(watchlist.name)}.csv`, 'text/csv');
    else saveText(formatTradingViewList(assets), `${fileStem(watchlist.name)}.txt`, 'text/plain');
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <form
          className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const problem = nameProblem(name, lists, watchlist.key);
            setNameError(problem);
            if (problem) return;
            save.mutate(
              { key: watchlist.key, name: name.trim(), assets: watchlist.assets },
              { onSuccess: () => setNotice('Renamed.') },
            );
          }}
        >
          <label className={`${LABEL_CLASS} min-w-48 flex-1`}>
            Name
            <input
              className={FIELD_CLASS}
              value={name}
              aria-invalid={nameError !== null}
              aria-describedby={nameError ? 'rename-problem' : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <button type="submit" className={BUTTON_CLASS} disabled={save.isPending || name.trim() === watchlist.name}>
            Rename
          </button>
        </form>
        <button type="button" className={BUTTON_CLASS} onClick={() => exportAs('csv')} disabled={details.isLoading}>
          <Download aria-hidden className="size-4" /> CSV
        </button>
        <button
          type="button"
          className={BUTTON_CLASS}
          onClick={() => exportAs('tradingview')}
          disabled={details.isLoading}
        >
          <Download aria-hidden className="size-4" /> TradingView
        </button>
        {isConfirmingDelete ? (
          <span className="flex items-center gap-2">
            <button
              type="button"
              className={`${BUTTON_CLASS} border-red-300 text-red-700 dark:border-red-800 dark:text-red-300`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(watchlist.key, { onSuccess: onDeleted })}
            >
              Delete “{watchlist.name}”
            </button>
            <button type="button" className={BUTTON_CLASS} onClick={() => setIsConfirmingDelete(false)}>
              Keep
            </button>
          </span>
        ) : (
          <button type="button" className={BUTTON_CLASS} onClick={() => setIsConfirmingDelete(true)}>
            <Trash2 aria-hidden className="size-4" /> Delete
          </button>
        )}
      </div>
      {nameError ? (
        <p id="rename-problem" className="text-red-700 text-xs dark:text-red-400">
          {nameError}
        </p>
      ) : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {remove.isError ? <ErrorMessage error={remove.error} /> : null}
      {notice ? (
        <p role="status" className="text-emerald-700 text-sm dark:text-emerald-400">
          {notice}
        </p>
      ) : null}

      <section aria-labelledby="watchlist-assets" className="flex flex-col gap-2">
        <h3 id="watchlist-assets" className="font-semibold text-slate-900 text-sm dark:text-slate-100">
          Assets ({watchlist.assets.length})
        </h3>
        {details.isError ? <DataError error={details.error} /> : null}
        {watchlist.assets.length === 0 ? (
          <EmptyNote>This watchlist is empty: add assets below.</EmptyNote>
        ) : details.isLoading ? (
          <SkeletonList label="Loading the assets" rows={4} />
        ) : (
          <ol data-testid="watchlist-assets" className="flex max-h-96 flex-col overflow-auto">
            {watchlist.assets.map((code, index) => {
              const asset = byCode.get(code);
              const label = asset?.name ?? code;
              return (
                <li
                  key={code}
                  data-asset={code}
                  className="flex items-center gap-1 border-slate-100 border-b py-1 last:border-b-0 dark:border-slate-800"
                >
                  <span className="min-w-0 flex-1 truncate text-slate-800 text-sm dark:text-slate-100">
                    {label}{' '}
                    <span className="text-slate-500 text-xs dark:text-slate-400">
                      {asset ? `${asset.symbol !== asset.name ? asset.symbol : ''} ${asset.class}` : 'not in the data'}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={ICON_BUTTON_CLASS}
                    aria-label={`Move ${label} up`}
                    disabled={index === 0 || save.isPending}
                    onClick={() => saveAssets(moved(watchlist.assets, index, -1))}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON_CLASS}
                    aria-label={`Move ${label} down`}
                    disabled={index === watchlist.assets.length - 1 || save.isPending}
                    onClick={() => saveAssets(moved(watchlist.assets, index, 1))}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON_CLASS}
                    aria-label={`Remove ${label}`}
                    disabled={save.isPending}
                    onClick={() => saveAssets(watchlist.assets.filter((item) => item !== code))}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby="add-assets" className="flex flex-col gap-2">
        <h3 id="add-assets" className="font-semibold text-slate-900 text-sm dark:text-slate-100">
          Add assets
        </h3>
        <AddAssetsPanel onAdd={add} isSaving={save.isPending} />
      </section>
    </div>
  );
}

/** /settings/watchlists-v5 (issue 15): the user's v5 watchlists, used by the Radar monitor and alerts. */
export function WatchlistsClient() {
  const url = useUrlState();
  const watchlists = useWatchlists();
  const lists = watchlists.data ?? [];
  const selectedKey = url.get('list') ?? lists[0]?.key ?? null;
  const selected = lists.find((list) => list.key === selectedKey) ?? null;
  const select = (key: string | null) => url.set({ list: key });

  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <DataCard title="Watchlists" subtitle="Your order is kept; the Radar monitor and alerts use these lists">
        {watchlists.isError ? (
          <DataError error={watchlists.error} />
        ) : watchlists.isLoading ? (
          <SkeletonList label="Loading your watchlists" rows={4} />
        ) : (
          <WatchlistList lists={lists} selected={selected?.key ?? null} onSelect={select} />
        )}
        <CreateForm lists={lists} onCreated={(key) => select(key)} />
      </DataCard>
      <DataCard
        title={selected ? selected.name : 'Watchlist'}
        subtitle={selected ? `Updated ${selected.updated.slice(0, 10)}` : undefined}
      >
        {selected ? (
          <WatchlistEditor
            key={selected.key}
            watchlist={selected}
            lists={lists}
            onDeleted={() => select(lists.find((list) => list.key !== selected.key)?.key ?? null)}
          />
        ) : watchlists.isLoading ? (
          <SkeletonList label="Loading" rows={3} />
        ) : (
          <EmptyNote>Create a watchlist to fill it by search, pasted tickers, a text or an imported file.</EmptyNote>
        )}
      </DataCard>
    </div>
  );
}
