import { type EngineDocument, highlightSegments } from '../../lib/engine/engine-result';

/** Styles of the highlight kinds (the legend uses the same). */
export const SEGMENT_CLASS = {
  driver: 'rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-500/40 dark:text-amber-50',
  negated:
    'rounded-sm bg-rose-100 px-0.5 text-rose-900 underline decoration-rose-600 decoration-wavy decoration-2 underline-offset-4 dark:bg-rose-500/25 dark:text-rose-100 dark:decoration-rose-400',
  asset: 'border-sky-600 border-b-2 font-medium text-sky-900 dark:border-sky-400 dark:text-sky-200',
} as const;

/**
 * The analysed text with the words that drove `indicator` marked (negated words apart, with their own style) and
 * the asset mentions underlined. Works on the server too (the Engine intro page renders it there).
 */
export function HighlightedText({
  document,
  indicator,
  indicatorName,
}: {
  document: EngineDocument;
  indicator: string;
  indicatorName: string;
}) {
  const segments = highlightSegments(document, indicator);
  const text = document.text;
  return (
    <div
      data-testid="engine-highlighted-text"
      className="max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-800 text-sm leading-7 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200"
    >
      {segments.map((segment) => {
        const words = text.slice(segment.start, segment.end);
        if (segment.kind === 'plain') return <span key={segment.start}>{words}</span>;
        if (segment.kind === 'asset') {
          return (
            <span key={segment.start} data-kind="asset" className={SEGMENT_CLASS.asset}>
              {words}
            </span>
          );
        }
        const term = segment.term === undefined ? undefined : document.terms[segment.term];
        const title = term
          ? `${term.term}: drives ${indicatorName}, weight ${term.weight.toFixed(2)}${term.negated ? ', negated' : ''}${term.future ? ', forward-looking' : ''}`
          : indicatorName;
        return (
          <mark key={segment.start} data-kind={segment.kind} title={title} className={SEGMENT_CLASS[segment.kind]}>
            {words}
            {segment.kind === 'negated' ? <span className="sr-only"> (negated)</span> : null}
          </mark>
        );
      })}
    </div>
  );
}

/** What the marks mean. */
export function HighlightLegend({ indicatorName }: { indicatorName: string }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-xs dark:text-slate-300" aria-label="Legend">
      <li>
        <mark className={SEGMENT_CLASS.driver}>word</mark> drove {indicatorName}
      </li>
      <li>
        <mark className={SEGMENT_CLASS.negated}>word</mark> drove it, flipped by a negation
      </li>
      <li>
        <span className={SEGMENT_CLASS.asset}>Asset</span> an asset found
      </li>
    </ul>
  );
}
