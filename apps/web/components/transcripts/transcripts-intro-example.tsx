/**
 * The live example of the public Transcripts intro (issue 15 '/transcripts/intro'): the newest earnings call of
 * our data (GET /mta/example, no key) with its sentiment by section and speaker role, keyphrases, summary and its
 * opening turns, rendered on the server. A failed read is said in the figure.
 */
import { MESSAGES } from '@moodwire/domain';
import { changeClass } from '@/components/analytics/data-card';
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';
import { CALL_MEASURES, formatSentiment } from '@/lib/transcripts/transcript-view';

const EXAMPLE_TIMEOUT_MS = 3_000;

async function readExample() {
  return readData(publicApi().GET('/mta/example', { signal: AbortSignal.timeout(EXAMPLE_TIMEOUT_MS) }));
}

export async function TranscriptsIntroExample() {
  let call: Awaited<ReturnType<typeof readExample>>;
  try {
    call = await readExample();
  } catch {
    return (
      <figure className="rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        The live example cannot be shown right now ({MESSAGES.defaultError.toLowerCase()}).
      </figure>
    );
  }
  const measures = CALL_MEASURES.filter((measure) => measure.key !== 'uncertainty');
  return (
    <figure
      data-testid="transcripts-example"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption className="flex flex-col gap-1">
        <span className="font-semibold text-slate-900 dark:text-slate-100">{call.title}</span>
        <span className="text-slate-600 text-sm dark:text-slate-300">
          {call.windowTimestamp.slice(0, 10)} · {call.turns} turns · results{' '}
          {call.result === 'beat' ? 'beat' : 'missed'} expectations
        </span>
      </figcaption>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-6">
        {measures.map((measure) => (
          <div key={measure.key} className="rounded-md border border-slate-200 px-2 py-1.5 dark:border-slate-800">
            <dt className="text-slate-500 text-xs dark:text-slate-400">{measure.label}</dt>
            <dd className={`font-semibold tabular-nums ${changeClass(call[measure.key])}`}>
              {formatSentiment(call[measure.key])}
            </dd>
          </div>
        ))}
      </dl>
      {call.keyphrases.length > 0 ? (
        <p className="text-slate-700 text-sm dark:text-slate-200">
          <span className="text-slate-500 dark:text-slate-400">Keyphrases: </span>
          {call.keyphrases.join(' · ')}
        </p>
      ) : null}
      {call.summary ? (
        <blockquote className="border-brand-500 border-l-2 pl-3 text-slate-700 text-sm italic dark:text-slate-200">
          {call.summary}
        </blockquote>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="font-medium text-slate-900 text-sm dark:text-slate-100">How the call opened</h3>
        {call.turnList.map((turn) => (
          <p key={turn.seq} className="text-slate-700 text-sm dark:text-slate-200">
            <span className="font-medium">{turn.speaker}</span>{' '}
            <span className="text-slate-500 text-xs dark:text-slate-400">
              ({turn.role}, {turn.section}
              {turn.sentiment !== null ? `, sentiment ${formatSentiment(turn.sentiment)}` : ''})
            </span>
            : {turn.text}
          </p>
        ))}
      </div>
    </figure>
  );
}
