'use client';

import { getAssetClass, listIndicators, SOURCES } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DataError } from '@/components/analytics/data-error';
import { usePresets } from '@/lib/analytics/use-presets';
import { getData } from '@/lib/downloads/pull-fetch';
import {
  defaultIndicatorOf,
  HORIZONS,
  MODEL_SCORE,
  REBALANCINGS,
  type ScoresEdition,
  type ScoresProblem,
  type ScoresRequest,
  signalClassOf,
  watchlistClassOf,
} from '@/lib/scores-analysis/scores-request';
import { useSession } from '@/lib/session/use-session';

interface Watchlist {
  key: string;
  name: string;
  assets: string[];
}

const fieldClass =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const labelClass = 'flex min-w-0 flex-col gap-1 font-medium text-slate-700 text-xs dark:text-slate-200';

/** The universe value of the select: `g:<group>` or `w:<watchlist key>`. */
function universeValue(request: ScoresRequest): string {
  return request.watchlist ? `w:${request.watchlist}` : `g:${request.group ?? ''}`;
}

/**
 * The form of a scores analysis: universe (the product's preset groups, then the user's watchlists), signal
 * (the class's indicators, or the prediction model's score), source, horizon, rebalancing and range. Every change
 * goes to the URL at once, so the analysis is a shareable link.
 */
export function ScoresForm({
  edition,
  request,
  problem,
  onChange,
}: {
  edition: ScoresEdition;
  request: ScoresRequest;
  problem: ScoresProblem | null;
  onChange: (next: ScoresRequest) => void;
}) {
  const id = useId();
  const { user } = useSession();
  const presets = usePresets();
  const watchlists = useQuery({
    queryKey: ['watchlists-v4', user?.username ?? null],
    queryFn: ({ signal }) => getData<Watchlist[]>('/user/watchlistsv4/list', signal),
    staleTime: 60_000,
  });
  const groups = (presets.data ?? []).filter((group) => group.product === edition.product);
  const group = groups.find((candidate) => candidate.Group === request.group);
  // A watchlist's class: its first asset's (the API's choice), in the product's catalogue.
  const watchlist = watchlists.data?.find((candidate) => candidate.key === request.watchlist);
  const universeClass = group?.Class ?? (watchlist ? watchlistClassOf('equ', edition.product) : null);
  const signalClass = universeClass ? signalClassOf(universeClass) : null;
  const indicators = signalClass ? listIndicators({ assetClass: signalClass }) : [];
  const indicator = request.indicator ?? (universeClass ? defaultIndicatorOf(universeClass) : '');
  const isModel = indicator === MODEL_SCORE;
  // ESG Core has News_Social ranks only (spec §3): no source to pick.
  const hasSources = !isModel && signalClass !== null && getAssetClass(signalClass)?.dataset !== 'esgcor';
  const set = (patch: Partial<ScoresRequest>) => onChange({ ...request, ...patch });

  const invalid = (field: ScoresProblem['field']) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

  return (
    <form
      aria-label="Scores analysis settings"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <label className={`${labelClass} sm:col-span-2`}>
        Universe
        <select
          className={fieldClass}
          value={universeValue(request)}
          {...invalid('universe')}
          onChange={(event) => {
            const value = event.target.value;
            const isWatchlist = value.startsWith('w:');
            // A new universe may be of another class: its default indicator applies again.
            set({
              group: isWatchlist ? null : value.slice(2),
              watchlist: isWatchlist ? value.slice(2) : null,
              indicator: request.indicator === MODEL_SCORE ? MODEL_SCORE : null,
            });
          }}
        >
          {presets.isPending ? <option value={universeValue(request)}>Loading groups…</option> : null}
          <optgroup label="Groups">
            {groups.map((candidate) => (
              <option key={candidate.Group} value={`g:${candidate.Group}`}>
                {candidate.Name} ({candidate.Group})
              </option>
            ))}
          </optgroup>
          {watchlists.data && watchlists.data.length > 0 ? (
            <optgroup label="Your watchlists">
              {watchlists.data.map((candidate) => (
                <option key={candidate.key} value={`w:${candidate.key}`}>
                  {candidate.name} ({candidate.assets.length} assets)
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </label>
      <label className={`${labelClass} sm:col-span-2`}>
        Signal
        <select
          className={fieldClass}
          value={indicator}
          onChange={(event) => set({ indicator: event.target.value })}
          disabled={!signalClass && !request.watchlist}
        >
          <option value={MODEL_SCORE}>Prediction model score (walk-forward)</option>
          <optgroup label="Indicators">
            {indicators.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name} ({candidate.code})
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label className={labelClass}>
        Source
        <select
          className={fieldClass}
          value={hasSources ? request.source : 'News_Social'}
          disabled={!hasSources}
          onChange={(event) => set({ source: event.target.value })}
        >
          {SOURCES.map((source) => (
            <option key={source.name} value={source.name}>
              {source.label}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Horizon
        <select
          className={fieldClass}
          value={String(request.horizon)}
          onChange={(event) => set({ horizon: Number(event.target.value) })}
        >
          {HORIZONS.map((horizon) => (
            <option key={horizon} value={horizon}>
              {horizon} trading day{horizon === 1 ? '' : 's'}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Rebalancing
        <select
          className={fieldClass}
          value={request.rebalancing}
          onChange={(event) => set({ rebalancing: event.target.value })}
        >
          {REBALANCINGS.map((rebalancing) => (
            <option key={rebalancing} value={rebalancing}>
              {rebalancing[0]?.toUpperCase()}
              {rebalancing.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className={labelClass}>
          Start
          <input
            type="date"
            className={fieldClass}
            value={request.start ?? ''}
            {...invalid('start')}
            onChange={(event) => set({ start: event.target.value || null })}
          />
        </label>
        <label className={labelClass}>
          End (excl.)
          <input
            type="date"
            className={fieldClass}
            value={request.end ?? ''}
            {...invalid('end')}
            onChange={(event) => set({ end: event.target.value || null })}
          />
        </label>
      </div>
      {problem ? (
        <p
          id={`${id}-problem`}
          role="alert"
          className="text-red-700 text-sm sm:col-span-2 lg:col-span-4 dark:text-red-300"
        >
          {problem.message}
        </p>
      ) : (
        <p className="text-slate-500 text-xs sm:col-span-2 lg:col-span-4 dark:text-slate-400">
          Without dates: the last year of the lake. At most five years per analysis.
        </p>
      )}
      {presets.isError ? <DataError error={presets.error} className="sm:col-span-2 lg:col-span-4" /> : null}
    </form>
  );
}
