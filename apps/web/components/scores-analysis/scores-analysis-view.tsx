'use client';

import { formatCount, formatDecimal, formatReturn, formatShare } from '@moodwire/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { DataCard, EmptyNote } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { API_PREFIX } from '@/lib/api/api-client';
import { getText, saveText } from '@/lib/downloads/pull-fetch';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import {
  checkScoresRequest,
  readScoresRequest,
  SCORES_EDITIONS,
  type ScoresArea,
  type ScoresRequest,
  scoresApiQuery,
  scoresUrlPatch,
} from '@/lib/scores-analysis/scores-request';
import { type ScoresAnalysis, useScoresAnalysis } from '@/lib/scores-analysis/use-scores-analysis';
import { ScoresForm } from './scores-form';

const ScoresChart = lazyComponent(
  () => import('./scores-charts').then((module) => module.ScoresChart),
  () => <Skeleton className="h-[280px] w-full" />,
);

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex min-w-0 flex-col rounded-md border border-slate-200 px-3 py-2 dark:border-slate-800">
      <dt className="text-slate-500 text-xs dark:text-slate-400">{label}</dt>
      <dd className="font-semibold text-lg text-slate-900 tabular-nums dark:text-slate-100">{value}</dd>
      {hint ? <dd className="text-slate-500 text-xs dark:text-slate-400">{hint}</dd> : null}
    </div>
  );
}

function Summary({ analysis }: { analysis: ScoresAnalysis }) {
  const { summary } = analysis;
  return (
    <dl data-testid="scores-summary" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Figure label="Mean rank IC" value={formatDecimal(summary.meanIc, 4, true)} />
      <Figure label="t-statistic" value={formatDecimal(summary.tStat, 2, true)} />
      <Figure label="Hit rate (IC > 0)" value={formatShare(summary.hitRate)} />
      <Figure label="Long-short return" value={formatReturn(summary.longShortReturn)} />
      <Figure
        label="Dates with an IC"
        value={formatCount(summary.dates)}
        hint={`${formatCount(summary.skippedDates)} skipped (under 5 assets), ${formatCount(summary.incompleteDates)} without a full horizon`}
      />
      <Figure
        label="Assets per date"
        value={formatDecimal(summary.meanAssets, 1)}
        hint={`of ${formatCount(analysis.members)} members (the others have no signal or price)`}
      />
      <Figure label="Mean turnover" value={formatShare(summary.meanTurnover)} hint="share of new names per rebalance" />
      <Figure
        label="Trading days"
        value={formatCount(analysis.tradingDays)}
        hint={`${analysis.from} to ${analysis.to}`}
      />
    </dl>
  );
}

function Results({ analysis }: { analysis: ScoresAnalysis }) {
  if (analysis.summary.dates === 0) {
    return (
      <EmptyNote>
        No rebalancing date has 5 members with both a signal and a forward return in this range: choose a longer range,
        a larger group or another source.
      </EmptyNote>
    );
  }
  const name = analysis.signal.kind === 'model' ? 'model score' : analysis.signal.indicator;
  return (
    <div className="flex flex-col gap-4">
      <Summary analysis={analysis} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <DataCard
          title="Information coefficient"
          subtitle={`Rank IC of ${name} per rebalancing date, with its rolling mean`}
        >
          <div data-testid="scores-ic-chart">
            <ScoresChart analysis={analysis} kind="ic" ariaLabel={`Rank IC over time of ${name}`} />
          </div>
        </DataCard>
        <DataCard
          title="Quintile returns"
          subtitle={`Mean ${analysis.horizon}-trading-day forward return by signal quintile`}
        >
          <div data-testid="scores-quintile-chart">
            <ScoresChart analysis={analysis} kind="quintiles" ariaLabel="Mean forward return by quintile" />
          </div>
        </DataCard>
        <DataCard
          title="Long-short"
          subtitle="Top minus bottom quintile, held from one rebalancing to the next, with turnover"
        >
          <ScoresChart analysis={analysis} kind="longShort" ariaLabel="Long-short cumulative return and turnover" />
        </DataCard>
        <DataCard title="IC decay" subtitle="Mean rank IC at horizons of 1 to 20 trading days">
          <ScoresChart analysis={analysis} kind="decay" ariaLabel="Mean rank IC by horizon" />
        </DataCard>
      </div>
    </div>
  );
}

/**
 * The scores analysis screen (issue 14): the form (state in the URL), the API's analysis (computed on the server,
 * walk-forward), its figures and charts, the CSV download and the API URL that reproduces it.
 */
export function ScoresAnalysisView({ area }: { area: ScoresArea }) {
  const edition = SCORES_EDITIONS[area];
  const url = useUrlState();
  const request = readScoresRequest(url.searchParams, edition);
  const problem = checkScoresRequest(request);
  const analysis = useScoresAnalysis(request, edition, problem === null);
  const [csvError, setCsvError] = useState<unknown>(null);
  const [isSaving, setIsSaving] = useState(false);
  const apiPath = `${edition.apiPath}?${scoresApiQuery(request, edition)}`;
  const csvPath = `${edition.apiPath}?${scoresApiQuery(request, edition, 'csv')}`;

  const change = (next: ScoresRequest) => url.set(scoresUrlPatch(next));
  const downloadCsv = async () => {
    setCsvError(null);
    setIsSaving(true);
    try {
      const text = await getText(csvPath);
      const universe = request.watchlist ?? request.group ?? 'group';
      saveText(text, `scores-analysis-${universe}-h${request.horizon}-${request.rebalancing}.csv`, 'text/csv');
    } catch (error) {
      setCsvError(error);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ScoresForm edition={edition} request={request} problem={problem} onChange={change} />
      <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={downloadCsv}
            disabled={problem !== null || isSaving}
            className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
          >
            <Download aria-hidden className="size-4" />
            {isSaving ? 'Preparing CSV…' : 'Download CSV'}
          </button>
          <span className="text-slate-500 text-xs dark:text-slate-400">
            The API call that reproduces it (scripts add <code>apikey=</code>; in this browser it opens as JSON):
          </span>
        </div>
        <a
          data-testid="scores-api-url"
          href={`${API_PREFIX}${apiPath}`}
          target="_blank"
          rel="noreferrer"
          className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-brand-700 text-xs hover:underline dark:bg-slate-800 dark:text-brand-300"
        >
          {apiPath}
        </a>
        {csvError ? <DataError error={csvError} /> : null}
      </div>
      {problem ? null : analysis.isPending ? (
        <div role="status" aria-busy="true" aria-label="Computing the analysis" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : analysis.isError ? (
        <DataError error={analysis.error} />
      ) : analysis.data ? (
        <Results analysis={analysis.data} />
      ) : null}
      <p className="text-slate-500 text-xs dark:text-slate-400">
        Walk-forward: the signal of a date is its own day’s value (known at 20:30 UTC); its return runs from the next
        trading day’s close to the close {request.horizon} trading days later, inside the range. Prices of the demo lake
        are simulated, so these figures show how the method works, not evidence about real markets.
      </p>
      <DemoDataNote />
    </div>
  );
}
