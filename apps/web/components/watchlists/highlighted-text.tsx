import { Fragment } from 'react';
import { highlightSegments, type Mention } from '@/lib/watchlists/highlight-segments';

/** A pasted text with the asset mentions the matcher found marked (their asset's name in the title). */
export function HighlightedText({ text, mentions }: { text: string; mentions: readonly Mention[] }) {
  const segments = highlightSegments(text, mentions);
  return (
    <p
      data-testid="matched-text"
      className="max-h-56 overflow-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-800 text-sm leading-relaxed dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100"
    >
      {segments.map((segment) =>
        segment.mention ? (
          <mark
            key={segment.start}
            title={segment.mention.label}
            className="rounded bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-500/40 dark:text-amber-50"
          >
            {segment.text}
          </mark>
        ) : (
          <Fragment key={segment.start}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
