'use client';

import { getErrorMessage } from '@moodwire/domain';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { type DraftAsset, fieldOfMessage, type PreviewRequest } from '@/lib/radar-alerts/alert-form';
import { useAlertPreview } from '@/lib/radar-alerts/use-alert-preview';
import { MARK_COLOUR } from './alert-preview-option';

const PREVIEW_HEIGHT = 260;

// ECharts loads with the first preview, not with the page.
const AlertPreviewChart = lazyComponent(
  () => import('./alert-preview-chart').then((module) => module.default),
  () => <Skeleton className="w-full" style={{ height: PREVIEW_HEIGHT }} />,
);

/** How many firing days the panel lists under the chart (newest first); the chart marks them all. */
const LISTED_FIRINGS = 8;

/**
 * The preview of a draft rule on one asset (issue 15: before saving, every day of the past year where the rule
 * would have fired, marked on the asset's chart, and how many).
 */
export function AlertPreviewPanel({
  request,
  asset,
  indicatorName,
  level,
}: {
  request: PreviewRequest | null;
  asset: DraftAsset | null;
  indicatorName: string;
  level?: number;
}) {
  const preview = useAlertPreview(request);
  const isBuzz = request?.kind === 'buzz_spike';
  // The year is drawn from the asset's first day with data: a young lake or a new asset has empty months before.
  const points = useMemo(() => {
    const all = preview.data?.points ?? [];
    const first = all.findIndex((point) => point.value !== null || point.buzz > 0);
    return first > 0 ? all.slice(first) : all;
  }, [preview.data]);
  const input = useMemo(
    () =>
      preview.data
        ? {
            points,
            firings: preview.data.firings,
            isBuzz,
            seriesName: isBuzz ? 'Buzz' : indicatorName,
            level,
          }
        : null,
    [preview.data, points, isBuzz, indicatorName, level],
  );
  const from = points[0]?.date.slice(0, 10) ?? preview.data?.from;
  const count = preview.data?.firings.length ?? 0;
  const errorMessage = preview.error ? getErrorMessage(preview.error) : null;

  return (
    <section
      aria-labelledby="alert-preview-title"
      aria-busy={preview.isFetching}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-950/40"
    >
      <div className="flex flex-col">
        <h3 id="alert-preview-title" className="font-semibold text-slate-900 text-sm dark:text-slate-100">
          Preview{asset ? ` on ${asset.name}` : ''}
        </h3>
        <p className="text-slate-500 text-xs dark:text-slate-400">
          The past year of daily data, with a mark on every day this rule would have fired (cooldown included).
        </p>
      </div>
      {!request ? (
        <p className="py-10 text-center text-slate-500 text-sm dark:text-slate-400">
          Choose what to watch to see where the rule would have fired.
        </p>
      ) : errorMessage && !preview.data ? (
        <p role="alert" className="text-red-700 text-sm dark:text-red-300" data-testid="alert-preview-error">
          {fieldOfMessage(errorMessage) === 'form' ? errorMessage : `Cannot preview: ${errorMessage}`}
        </p>
      ) : !input || !preview.data ? (
        <div role="status" aria-label="Loading the preview" className="flex flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="w-full" style={{ height: PREVIEW_HEIGHT }} />
        </div>
      ) : (
        <>
          <p
            aria-live="polite"
            data-testid="alert-preview-count"
            data-firings={count}
            className="text-slate-800 text-sm dark:text-slate-100"
          >
            {count === 0 ? (
              <>
                Would not have fired from {from} to {preview.data.to}.
              </>
            ) : (
              <>
                Would have fired{' '}
                <strong className="font-semibold" style={{ color: MARK_COLOUR }}>
                  {count} {count === 1 ? 'time' : 'times'}
                </strong>{' '}
                from {from} to {preview.data.to}.
              </>
            )}
            {errorMessage ? (
              <span className="block text-red-700 text-xs dark:text-red-300">
                The latest change cannot be previewed: {errorMessage}
              </span>
            ) : null}
          </p>
          <div className={preview.isFetching ? 'opacity-60 transition-opacity' : undefined}>
            <AlertPreviewChart
              input={input}
              ariaLabel={`${input.seriesName} of ${preview.data.asset.name} from ${from} to ${preview.data.to}, with ${count} days marked where the rule would have fired`}
            />
          </div>
          {count > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-slate-600 dark:text-slate-300">
                The days it would have fired
              </summary>
              <ul className="mt-2 flex flex-col gap-1 text-slate-700 text-xs dark:text-slate-300">
                {[...preview.data.firings]
                  .reverse()
                  .slice(0, LISTED_FIRINGS)
                  .map((firing) => (
                    <li key={firing.date}>{firing.message}</li>
                  ))}
                {count > LISTED_FIRINGS ? <li>… and {count - LISTED_FIRINGS} earlier.</li> : null}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
