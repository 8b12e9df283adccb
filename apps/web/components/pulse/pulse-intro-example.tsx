/**
 * The live example of the public Pulse intro (issue 15 '/pulse/intro'): the last 30 days of company events in
 * numbers and the three strongest of the last week, read on the server from GET /pulse/v1/preview (no key). No
 * script reaches the browser for it; a failed read is said in the figure.
 */
import { addDays, MESSAGES } from '@moodwire/domain';
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';
import { CHIP, eventTime, PulseLevelMarks, SentimentChip } from './event-chips';

const EXAMPLE_TIMEOUT_MS = 3_000;

async function readPreview() {
  const signal = AbortSignal.timeout(EXAMPLE_TIMEOUT_MS);
  const [preview, lake] = await Promise.all([
    readData(publicApi().GET('/pulse/v1/preview', { signal })),
    readData(publicApi().GET('/lake-info', { signal })),
  ]);
  return { ...preview, isSimulated: lake.isSimulated };
}

export async function PulseIntroExample() {
  let preview: Awaited<ReturnType<typeof readPreview>>;
  try {
    preview = await readPreview();
  } catch {
    return (
      <figure className="rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        The live example cannot be shown right now ({MESSAGES.defaultError.toLowerCase()}).
      </figure>
    );
  }
  const last = addDays(preview.to, -1);
  const topics = preview.topics.filter((topic) => topic.topic !== 'Other').slice(0, 5);
  return (
    <figure
      data-testid="pulse-example"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption className="text-slate-600 text-sm dark:text-slate-300">
        Company events detected from {preview.from} to {last} (UTC):{' '}
        <strong className="text-slate-900 dark:text-slate-100">{preview.total}</strong> events,{' '}
        {preview.sentiment.negative} negative and {preview.sentiment.positive} positive.
        {topics.length > 0 ? ` Most frequent topics: ${topics.map((t) => `${t.topic} (${t.events})`).join(', ')}.` : ''}
      </figcaption>
      {preview.strongest.length === 0 ? (
        <p className="text-slate-500 text-sm dark:text-slate-400">No company event in the last week of the data.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {preview.strongest.map((event) => (
            <li
              key={event._id}
              className="flex flex-col gap-1.5 rounded-md border border-slate-100 p-3 dark:border-slate-800"
            >
              <p className="text-slate-500 text-xs dark:text-slate-400">
                <time dateTime={event.Date}>{eventTime(event.Date)}</time> · {event.name}
              </p>
              <p className="font-semibold text-slate-900 dark:text-slate-100">{event.Headline}</p>
              <div className="flex flex-wrap gap-1.5">
                <span className={`${CHIP} bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300`}>
                  {event.Topic}
                </span>
                <SentimentChip sentiment={event.Sentiment} />
                <PulseLevelMarks level={event.PulseLevel} />
              </div>
              <p className="text-slate-700 text-sm dark:text-slate-300">{event.Summary}</p>
            </li>
          ))}
        </ol>
      )}
      {preview.isSimulated ? (
        <p className="text-slate-500 text-xs dark:text-slate-400">
          Demo data: simulated from a deterministic model, not a real news feed.
        </p>
      ) : null}
    </figure>
  );
}
