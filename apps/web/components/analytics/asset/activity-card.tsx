'use client';

import { formatCount, formatIndicatorValue, NA_TEXT } from '@moodwire/domain';
import { clsx } from 'clsx';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { type AssetContext, useAssetActivity } from '@/lib/analytics/use-asset-page';
import { formatDay } from '@/lib/format/format-number';

const SENTIMENT_CLASS: Record<string, string> = {
  Positive: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  Negative: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  Neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

/** Pulse events of the last 90 days (newest first) and the daily activity in figures. */
export function ActivityCard({ context }: { context: AssetContext }) {
  const activity = useAssetActivity(context);
  return (
    <DataCard title="Events and activity">
      {activity.isPending ? (
        <SkeletonList label="Loading events" rows={4} className="h-10 w-full" />
      ) : activity.isError ? (
        <DataError error={activity.error} />
      ) : (
        <ActivityBody data={activity.data} />
      )}
    </DataCard>
  );
}

type Activity = NonNullable<ReturnType<typeof useAssetActivity>['data']>;

function ActivityBody({ data }: { data: Activity }) {
  const activeDays = data.days.filter((day) => day.buzz > 0);
  const busiest = activeDays.reduce<(typeof activeDays)[number] | null>(
    (best, day) => (best === null || day.buzz > best.buzz ? day : best),
    null,
  );
  const mentions = data.days.reduce((sum, day) => sum + (day.mentions ?? 0), 0);
  const hasMentions = data.days.some((day) => day.mentions !== null);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {[
          ['Active days', String(activeDays.length)],
          ['Mentions', hasMentions ? formatCount(mentions) : NA_TEXT],
          ['Events', String(data.events.length)],
          [
            'Busiest day',
            busiest ? `${formatDay(busiest.date)} (${formatIndicatorValue('count', busiest.buzz)})` : NA_TEXT,
          ],
        ].map(([term, value]) => (
          <div key={term} className="rounded-md bg-slate-50 px-2 py-1.5 dark:bg-slate-800/60">
            <dt className="text-slate-500 text-xs dark:text-slate-400">{term}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-500 text-xs dark:text-slate-400">
        {data.start} to {data.end}
      </p>
      {data.events.length === 0 ? (
        <p className="text-slate-500 text-sm dark:text-slate-400">No pulse events for this asset in this span.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {data.events.slice(0, 10).map((event) => (
            <li key={event.id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span className="text-slate-500 dark:text-slate-400">{formatDay(event.date)}</span>
                <span className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{event.topic}</span>
                <span className={clsx('rounded px-1.5 py-0.5', SENTIMENT_CLASS[event.sentiment])}>
                  {event.sentiment}
                </span>
                <span className="text-slate-500 dark:text-slate-400">level {event.pulseLevel}</span>
              </div>
              {event.url ? (
                <a
                  href={event.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 text-sm hover:underline dark:text-brand-100"
                >
                  {event.headline}
                </a>
              ) : (
                <span className="font-medium text-sm">{event.headline}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
