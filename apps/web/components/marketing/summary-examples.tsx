/**
 * The engine's extractive summaries of real documents of our data, for the summaries-vs-chat-models solution page:
 * the top stories of the week's strongest Pulse events, each summarised by the engine when the lake was built (two
 * sentences picked from the story, pulse-events.ts), read on the server from GET /pulse/v1/preview (no key).
 */
import { MESSAGES } from '@moodwire/domain';
import { eventTime } from '@/components/pulse/event-chips';
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';

const READ_TIMEOUT_MS = 3_000;

export async function SummaryExamples() {
  let preview: Awaited<ReturnType<typeof readPreview>>;
  try {
    preview = await readPreview();
  } catch {
    return (
      <p className="rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        The examples cannot be read right now ({MESSAGES.defaultError.toLowerCase()}).
      </p>
    );
  }
  if (preview.strongest.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 border-dashed p-4 text-slate-500 text-sm dark:border-slate-700 dark:text-slate-400">
        No company event in the last week of the data, so no story to summarise.
      </p>
    );
  }
  return (
    <ol data-testid="summary-examples" className="flex flex-col gap-3">
      {preview.strongest.map((event) => (
        <li
          key={event._id}
          className="flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="text-slate-500 text-xs dark:text-slate-400">
            <time dateTime={event.Date}>{eventTime(event.Date)}</time> · {event.name} · {event.Topic}
          </p>
          <p className="font-semibold text-slate-900 dark:text-slate-100">{event.Headline}</p>
          <blockquote className="border-brand-500 border-l-2 pl-3 text-slate-700 text-sm dark:text-slate-300">
            {event.Summary}
          </blockquote>
        </li>
      ))}
    </ol>
  );
}

function readPreview() {
  return readData(publicApi().GET('/pulse/v1/preview', { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }));
}
