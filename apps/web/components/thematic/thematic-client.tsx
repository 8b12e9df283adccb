'use client';

import { formatCount, formatDecimal } from '@moodwire/domain';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { changeClass, DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { BUTTON_CLASS, FIELD_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from '@/components/radar/radar-form-classes';
import { assetChartHref } from '@/components/radar/radar-monitor-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import {
  BENCHMARK_GROUPS,
  readThemeState,
  THEME_DAYS,
  type ThemeState,
  themeApiQuery,
  themeTermsProblem,
  themeUrlPatch,
} from '@/lib/thematic/thematic-state';
import { type ThemeActivity, useThemeActivity, useThemeBenchmark } from '@/lib/thematic/use-theme-activity';

const ThematicChart = lazyComponent(
  () => import('./thematic-chart').then((module) => module.ThematicChart),
  () => <Skeleton className="h-[320px] w-full" />,
);

const EXAMPLE_THEMES = ['interest rates, inflation', 'rally, record high', 'lawsuit, investigation, fraud'];

function Figures({ theme }: { theme: ThemeActivity }) {
  const scored = theme.days.filter((day) => day.sentiment !== null);
  const weighted = scored.reduce((sum, day) => sum + (day.sentiment ?? 0) * day.documents, 0);
  const documents = scored.reduce((sum, day) => sum + day.documents, 0);
  const mean = documents > 0 ? weighted / documents : null;
  return (
    <dl data-testid="thematic-figures" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <div className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-800">
        <dt className="text-slate-500 text-xs dark:text-slate-400">Matching documents</dt>
        <dd className="font-semibold text-lg text-slate-900 tabular-nums dark:text-slate-100">
          {formatCount(theme.documents)}
          {theme.isTruncated ? '+' : ''}
        </dd>
      </div>
      <div className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-800">
        <dt className="text-slate-500 text-xs dark:text-slate-400">Mean sentiment</dt>
        <dd className={`font-semibold text-lg tabular-nums ${changeClass(mean)}`}>{formatDecimal(mean, 3, true)}</dd>
      </div>
      {theme.termCounts.slice(0, 2).map((count) => (
        <div key={count.term} className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-800">
          <dt className="truncate text-slate-500 text-xs dark:text-slate-400">“{count.term}”</dt>
          <dd className="font-semibold text-lg text-slate-900 tabular-nums dark:text-slate-100">
            {formatCount(count.documents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AssetsTable({ theme }: { theme: ThemeActivity }) {
  if (theme.assets.length === 0) return <EmptyNote>No asset is named in the matching documents.</EmptyNote>;
  return (
    <div className="overflow-x-auto">
      <table data-testid="thematic-assets" className="w-full text-sm">
        <caption className="sr-only">Assets most associated with the theme</caption>
        <thead className="text-left text-slate-500 text-xs dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Asset
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
              Documents
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
              Mentions
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              Sentiment
            </th>
          </tr>
        </thead>
        <tbody>
          {theme.assets.map((asset) => (
            <tr
              key={`${asset.assetClass}:${asset.assetCode}`}
              className="border-slate-100 border-t dark:border-slate-800"
            >
              <td className="max-w-56 truncate py-1.5 pr-3">
                <Link
                  href={assetChartHref({ asset: asset.assetCode, class: asset.assetClass })}
                  className="font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
                >
                  {asset.name}
                </Link>{' '}
                <span className="text-slate-500 text-xs dark:text-slate-400">{asset.assetClass}</span>
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{formatCount(asset.documents)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{formatCount(asset.mentions)}</td>
              <td className={`py-1.5 text-right tabular-nums ${changeClass(asset.sentiment)}`}>
                {formatDecimal(asset.sentiment, 3, true)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Examples({ theme }: { theme: ThemeActivity }) {
  if (theme.examples.length === 0) return null;
  return (
    <ul data-testid="thematic-examples" className="flex flex-col gap-3">
      {theme.examples.map((example) => (
        <li
          key={example.id}
          className="flex flex-col gap-0.5 border-slate-100 border-b pb-3 last:border-b-0 dark:border-slate-800"
        >
          <p className="font-medium text-slate-900 text-sm dark:text-slate-100">
            {example.title ?? `${example.sourceType} post`}
          </p>
          <p className="line-clamp-2 text-slate-600 text-sm dark:text-slate-300">{example.preview}</p>
          <p className="text-slate-500 text-xs dark:text-slate-400">
            {example.time.slice(0, 16).replace('T', ' ')} UTC · {example.outlet ?? example.sourceType} · matched{' '}
            {example.terms.map((term) => `“${term}”`).join(', ')} · sentiment{' '}
            <span className={changeClass(example.sentiment)}>{formatDecimal(example.sentiment, 3, true)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /radar/thematic (issue 15): a theme of keywords and phrases scored over the stored corpus. */
export function ThematicClient() {
  const url = useUrlState();
  const state = readThemeState(url.get);
  const [termsText, setTermsText] = useState(state.termsText);
  const [problem, setProblem] = useState<string | null>(null);
  // A link or the back button changes the theme: the field follows.
  useEffect(() => setTermsText(state.termsText), [state.termsText]);
  const update = (patch: Partial<ThemeState>) => url.set(themeUrlPatch({ ...state, ...patch }));
  const query = themeApiQuery(state);
  const theme = useThemeActivity(query);
  const benchmark = useThemeBenchmark(state.benchmark, state.days, query !== null);

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-slate-600 text-sm dark:text-slate-300">
        Describe a theme with keywords and phrases. Every stored document of the period that holds one of them (as whole
        words, any case) counts for the theme: its buzz is how many there are each day, its sentiment our engine’s score
        of those documents. The assets named most often in them are the theme’s assets.
      </p>
      <form
        aria-label="Theme"
        className="grid gap-3 sm:grid-cols-[1fr_10rem_14rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const found = themeTermsProblem(termsText);
          setProblem(found);
          if (!found) update({ termsText });
        }}
      >
        <label className={LABEL_CLASS}>
          Keywords and phrases (comma or new line between them; at most 10)
          <input
            className={FIELD_CLASS}
            value={termsText}
            maxLength={1_000}
            placeholder="interest rates, inflation"
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'terms-problem' : undefined}
            onChange={(event) => setTermsText(event.target.value)}
          />
        </label>
        <label className={LABEL_CLASS}>
          Period
          <select
            className={FIELD_CLASS}
            value={state.days}
            onChange={(event) => update({ days: Number(event.target.value) })}
          >
            {THEME_DAYS.map((days) => (
              <option key={days} value={days}>
                Last {days} days
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL_CLASS}>
          Benchmark
          <select
            className={FIELD_CLASS}
            value={state.benchmark}
            onChange={(event) => update({ benchmark: event.target.value })}
          >
            {BENCHMARK_GROUPS.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={PRIMARY_BUTTON_CLASS}>
          Score theme
        </button>
      </form>
      {problem ? (
        <p id="terms-problem" className="text-red-700 text-sm dark:text-red-400">
          {problem}
        </p>
      ) : null}

      {query === null ? (
        <DataCard title="Start with a theme">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600 dark:text-slate-300">Try:</span>
            {EXAMPLE_THEMES.map((example) => (
              <button
                key={example}
                type="button"
                className={BUTTON_CLASS}
                onClick={() => {
                  setTermsText(example);
                  setProblem(null);
                  update({ termsText: example });
                }}
              >
                {example}
              </button>
            ))}
          </div>
        </DataCard>
      ) : theme.isError ? (
        <DataError error={theme.error} />
      ) : !theme.data ? (
        <DataCard title="The theme over time">
          <SkeletonList label="Scoring the theme" rows={6} />
        </DataCard>
      ) : (
        <>
          <DataCard
            title="The theme over time"
            subtitle={`${theme.data.from} to ${theme.data.to} (UTC)${
              theme.data.isTruncated ? '; the newest 20,000 documents were read' : ''
            }`}
          >
            <Figures theme={theme.data} />
            {theme.data.documents === 0 ? (
              <EmptyNote>No stored document of this period holds these words: try others or a longer period.</EmptyNote>
            ) : (
              <ThematicChart theme={theme.data} benchmark={benchmark.data} />
            )}
            {benchmark.isError ? <DataError error={benchmark.error} /> : null}
            {benchmark.data ? (
              <p className="text-slate-500 text-xs dark:text-slate-400">
                Benchmark: {benchmark.data.indicatorName} of {benchmark.data.groupName}, buzz-weighted over its members
                each day (/others/thematic-benchmark).
              </p>
            ) : null}
          </DataCard>
          {theme.data.documents > 0 ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <DataCard title="Assets of the theme" subtitle="Named most often in the matching documents">
                <AssetsTable theme={theme.data} />
              </DataCard>
              <DataCard title="Examples" subtitle="The newest matching documents">
                <Examples theme={theme.data} />
              </DataCard>
            </div>
          ) : null}
        </>
      )}
      <DemoDataNote />
    </div>
  );
}
