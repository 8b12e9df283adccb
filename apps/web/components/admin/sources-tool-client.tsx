'use client';

import '@/components/charts/register-line-chart';
import { getErrorMessage } from '@moodwire/domain';
import { useMemo } from 'react';
import { DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { EChart } from '@/components/charts/echart';
import { ErrorMessage } from '@/components/ui/error-message';
import { type AdminSource, useAdminSources, useSetSourceEnabled } from '@/lib/admin/use-admin-sources';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { useNotifications } from '@/lib/notifications/notifications-provider';
import { documentsPerDay, referencesPerDocument, sourceChartOption } from './source-chart-option';

const COUNT = new Intl.NumberFormat('en-US');
/** The quality columns read the last weeks of the lake: a source's current state, not its three-year mean. */
const RECENT_WEEKS = 4;

function recentOf(source: AdminSource) {
  const weeks = source.weeks.slice(-RECENT_WEEKS);
  const sum = weeks.reduce(
    (total, week) => ({
      days: total.days + week.days,
      documents: total.documents + week.documents,
      mentions: total.mentions + week.mentions,
      toned: total.toned + (week.sentiment === null ? 0 : week.documents),
      tone: total.tone + (week.sentiment ?? 0) * week.documents,
    }),
    { days: 0, documents: 0, mentions: 0, toned: 0, tone: 0 },
  );
  return {
    perDay: sum.days > 0 ? documentsPerDay({ week: '', ...sum }) : null,
    references: referencesPerDocument(sum),
    sentiment: sum.toned > 0 ? sum.tone / sum.toned : null,
  };
}

function format(value: number | null, digits: number): string {
  return value === null ? '–' : value.toFixed(digits);
}

/**
 * /admin/sources-tool (spec §2): the corpus's sources with their documents and quality over time in the published
 * lake, and a switch per source for the next build. The source whose chart is shown is in the URL (`source`).
 */
export function SourcesToolClient() {
  const url = useUrlState();
  const sources = useAdminSources();
  const setEnabled = useSetSourceEnabled();
  const { notify } = useNotifications();
  const list = sources.data?.sources ?? [];
  const chosenName = url.get('source');
  const chosen = list.find((source) => source.source === chosenName) ?? list.find((source) => source.weeks.length > 0);
  const option = useMemo(() => sourceChartOption(chosen?.weeks ?? []), [chosen]);
  // A source whose switch differs from what the published build did: enabled but left out, or disabled but taken.
  const leftOut = new Set(sources.data?.disabledInLake ?? []);
  const pending = list.filter((source) => source.isEnabled === leftOut.has(source.source));

  const toggle = (source: AdminSource) => {
    const enabled = !source.isEnabled;
    setEnabled.mutate(
      { source: source.source, enabled },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            key: 'source-setting',
            title: `${source.source} ${enabled ? 'enabled' : 'disabled'}`,
            text: 'The change applies to the next build (npm run data -- build); the published lake is unchanged.',
          }),
        onError: (error) =>
          notify({
            type: 'error',
            key: 'source-setting',
            title: 'The change was not saved',
            text: getErrorMessage(error),
          }),
      },
    );
  };

  if (sources.isPending) return <SkeletonList label="Loading the sources" rows={8} className="h-10 w-full" />;
  if (sources.isError) return <ErrorMessage error={sources.error} />;
  const data = sources.data;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-600 text-sm dark:text-slate-300">
        Figures from the published build <span className="break-all font-mono text-xs">{data.buildId ?? '(none)'}</span>
        . A switch changes which sources the <strong>next</strong> build takes (saved in the data folder's
        sources.json); the published lake stays as it is until then.
        {pending.length > 0 ? ` Waiting for the next build: ${pending.map((source) => source.source).join(', ')}.` : ''}
      </p>
      <DataCard
        title="Sources"
        subtitle={`Quality over the lake's last ${RECENT_WEEKS} weeks: documents per day, asset references per document and net tone`}
      >
        {list.length === 0 ? (
          <EmptyNote>The lake has no sources yet.</EmptyNote>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[44rem] text-sm" aria-label="Sources">
              <thead>
                <tr className="border-slate-200 border-b text-left text-slate-600 dark:border-slate-700 dark:text-slate-300">
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Source
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Type
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-right font-medium">
                    Documents
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-right font-medium">
                    Docs/day
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-right font-medium">
                    Refs/doc
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-right font-medium">
                    Net tone
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    Next build
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((source) => {
                  const recent = recentOf(source);
                  const isChosen = source.source === chosen?.source;
                  const isSaving = setEnabled.isPending && setEnabled.variables?.source === source.source;
                  return (
                    <tr
                      key={source.source}
                      data-testid={`source-row-${source.source}`}
                      className={`border-slate-100 border-b text-slate-800 dark:border-slate-800 dark:text-slate-200 ${isChosen ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
                    >
                      <th scope="row" className="px-2 py-1.5 text-left font-medium">
                        <button
                          type="button"
                          aria-pressed={isChosen}
                          className="rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                          onClick={() => url.set({ source: source.source })}
                        >
                          {source.source}
                        </button>
                        {source.isSimulated ? null : <span className="ml-1.5 text-slate-500 text-xs">imported</span>}
                      </th>
                      <td className="px-2 py-1.5 capitalize">{source.sourceType}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{COUNT.format(source.documents)}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{format(recent.perDay, 1)}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{format(recent.references, 2)}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{format(recent.sentiment, 3)}</td>
                      <td className="px-2 py-1.5">
                        <button
                          type="button"
                          role="switch"
                          aria-checked={source.isEnabled}
                          aria-label={`${source.source} in the next build`}
                          disabled={isSaving}
                          onClick={() => toggle(source)}
                          className="group inline-flex items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                        >
                          <span
                            aria-hidden
                            className={`relative inline-block h-5 w-9 rounded-full transition-colors ${source.isEnabled ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-700'}`}
                          >
                            <span
                              className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${source.isEnabled ? 'left-4.5' : 'left-0.5'}`}
                            />
                          </span>
                          <span className="text-xs">{source.isEnabled ? 'Enabled' : 'Disabled'}</span>
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </DataCard>
      {chosen ? (
        <DataCard title={`${chosen.source} over time`} subtitle="Per calendar week of the published lake">
          {chosen.weeks.length === 0 ? (
            <EmptyNote>The published lake has no documents of {chosen.source}.</EmptyNote>
          ) : (
            <EChart
              option={option}
              height={300}
              ariaLabel={`Documents per day and asset references per document of ${chosen.source}, per week`}
            />
          )}
        </DataCard>
      ) : null}
    </div>
  );
}
