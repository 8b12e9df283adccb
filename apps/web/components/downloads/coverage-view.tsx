'use client';

import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlState } from '@/lib/analytics/use-url-state';
import {
  type CoverageKey,
  type CoverageRow,
  fromTranscriptAssets,
  isCoverageKey,
  type TranscriptAsset,
} from '@/lib/downloads/coverage-rows';
import { classCodesDefaultFirst, getData, readableClasses } from '@/lib/downloads/pull-fetch';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { useSession } from '@/lib/session/use-session';

export type CoverageArea = 'ma4' | 'esg4' | 'transcripts';

// The table with its virtualiser, fuzzy search and table model loads apart from the route's first-load JavaScript.
const CoverageTable = lazyComponent(
  () => import('./coverage-table').then((module) => module.CoverageTable),
  () => <Skeleton className="h-96 w-full" />,
);

const TRANSCRIPT_HEADERS: Partial<Record<CoverageKey, string>> = {
  firstDate: 'First call',
  lastDate: 'Last call',
  days: 'Earnings calls',
};

const fieldClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/**
 * The Coverage List (issue 14): every asset of a class the account may read with its identifiers, name, sector,
 * domicile, exchange country and first and last day with data; class, search and order in the URL.
 */
export function CoverageView({ area }: { area: CoverageArea }) {
  const id = useId();
  const { user } = useSession();
  const { get, set } = useUrlState();
  const product = area === 'ma4' ? 'rma' : area === 'esg4' ? 'esg' : null;
  const classes = product ? readableClasses(user, product) : [];
  const asked = get('class');
  const assetClass =
    classes.find((entry) => entry.code === asked) ??
    classes.find((entry) => entry.code === classCodesDefaultFirst(classes)[0]);
  // The box answers each key at once; the URL (shareable) and the filtered table follow.
  const [query, setQuery] = useState(() => get('q') ?? '');
  const shownQuery = useDeferredValue(query);
  const sortParam = get('sort');
  const sort: CoverageKey = isCoverageKey(sortParam) ? sortParam : 'name';
  const dir = get('dir') === 'desc' ? 'desc' : 'asc';

  const coverage = useQuery({
    queryKey: ['coverage', area, assetClass?.code ?? null],
    queryFn: async ({ signal }): Promise<CoverageRow[]> => {
      if (!product) return fromTranscriptAssets(await getData<TranscriptAsset[]>('/mta/assets', signal));
      return getData<CoverageRow[]>(`/${product}/v4/${assetClass?.code}/coverage`, signal);
    },
    enabled: product === null || assetClass !== undefined,
    staleTime: 5 * 60_000,
  });

  if (product && !assetClass) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
        Your account has no {product} data permission for any asset class. Contact your account manager or support for
        access.
      </p>
    );
  }

  const fileName = `coverage-${assetClass?.code ?? 'transcripts'}${query.trim() ? '-search' : ''}.csv`;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {product ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-class`} className="font-medium text-slate-800 text-sm dark:text-slate-100">
              Asset class
            </label>
            <select
              id={`${id}-class`}
              className={fieldClass}
              value={assetClass?.code}
              onChange={(event) => set({ class: event.target.value })}
            >
              {classes.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name} ({entry.code})
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="self-end text-slate-600 text-sm dark:text-slate-300">
            Companies with earnings-call transcripts, with their first and last call.
          </p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-search`} className="font-medium text-slate-800 text-sm dark:text-slate-100">
            Search
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={fieldClass}
            placeholder="Name, asset code, RIC, ticker, sector or country"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              set({ q: event.target.value });
            }}
          />
        </div>
      </div>
      {coverage.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the coverage list" className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : coverage.isError ? (
        <DataError error={coverage.error} />
      ) : (
        <CoverageTable
          rows={coverage.data}
          query={shownQuery}
          sort={sort}
          dir={dir}
          onSort={(key) => set({ sort: key, dir: key === sort && dir === 'asc' ? 'desc' : 'asc' })}
          fileName={fileName}
          headers={product ? undefined : TRANSCRIPT_HEADERS}
        />
      )}
      <DemoDataNote />
    </div>
  );
}
