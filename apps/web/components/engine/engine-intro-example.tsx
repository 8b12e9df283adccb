/**
 * The live example of the public Engine intro (issue 15 '/engine/intro'): our engine's reading of a fixed sentence,
 * run by the API on the server against the current data's universe (GET /sentv5/example, no key), rendered here
 * on the server with the words that drove sentiment highlighted. No script reaches the browser for it; a failed
 * read is said in the figure.
 */
import { getIndicator, MESSAGES } from '@moodwire/domain';
import { readData } from '@/lib/api/typed-client';
import { formatScore, orderedIndicators } from '@/lib/engine/engine-result';
import { publicApi } from '@/lib/server/account-api';
import { HighlightedText, HighlightLegend } from './highlighted-text';

const EXAMPLE_TIMEOUT_MS = 3_000;

export async function EngineIntroExample() {
  let example: Awaited<ReturnType<typeof readExample>>;
  try {
    example = await readExample();
  } catch {
    return (
      <figure className="rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        The live example cannot be shown right now ({MESSAGES.defaultError.toLowerCase()}).
      </figure>
    );
  }
  const indicators = orderedIndicators(example).slice(0, 8);
  const negated = example.terms.filter((term) => term.negated);
  return (
    <figure
      data-testid="engine-example"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption className="text-slate-600 text-sm dark:text-slate-300">
        The words that drove <strong>sentiment</strong> in this sentence
        {negated.length > 0 ? (
          <>
            ; <em>{negated.map((term) => term.text).join(', ')}</em> was flipped by a negation
          </>
        ) : null}
        .
      </figcaption>
      <HighlightLegend indicatorName="sentiment" />
      <HighlightedText document={example} indicator="sentiment" indicatorName="Sentiment" />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <h3 className="font-medium text-slate-900 text-sm dark:text-slate-100">Indicator scores</h3>
          <ul className="text-sm">
            {indicators.map(({ code, score }) => (
              <li key={code} className="flex justify-between gap-2 text-slate-700 dark:text-slate-200">
                <span>{getIndicator(code)?.name ?? code}</span>
                <span className="tabular-nums">{formatScore(code, score)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-1">
          <h3 className="font-medium text-slate-900 text-sm dark:text-slate-100">Assets found</h3>
          {example.assets.length === 0 ? (
            <p className="text-slate-500 text-sm dark:text-slate-400">None in the current data.</p>
          ) : (
            <ul className="text-sm">
              {example.assets.map((asset) => (
                <li key={`${asset.class}-${asset.asset}`} className="text-slate-700 dark:text-slate-200">
                  {asset.name} <span className="text-slate-500 text-xs dark:text-slate-400">{asset.symbol}</span>
                  {asset.scores.sentiment !== undefined ? (
                    <span className="ml-2 text-xs tabular-nums">sentiment {asset.scores.sentiment.toFixed(2)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-2 font-medium text-slate-900 text-sm dark:text-slate-100">Keyphrases</h3>
          <p className="text-slate-700 text-sm dark:text-slate-200">
            {example.keyphrases.map((keyphrase) => keyphrase.phrase).join(' · ') || '–'}
          </p>
        </div>
      </div>
    </figure>
  );
}

async function readExample() {
  return readData(publicApi().GET('/sentv5/example', { signal: AbortSignal.timeout(EXAMPLE_TIMEOUT_MS) }));
}
