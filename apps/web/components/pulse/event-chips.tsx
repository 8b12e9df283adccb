/** The marks of a pulse event (sentiment, pulse level, time), shared by the tool, the dashboard and the intro. */

const SENTIMENT_CLASS: Record<string, string> = {
  Positive: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  Negative: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  Neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export const CHIP = 'inline-flex items-center rounded px-1.5 py-0.5 font-medium text-xs';

/** An event's time as the feed shows it (UTC, spec §9). */
export function eventTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The pulse level as three marks, the filled ones the level (1 to 3: the size of the surprise). */
export function PulseLevelMarks({ level }: { level: number }) {
  return (
    <span className={`${CHIP} gap-1 bg-amber-50 text-amber-800 dark:bg-amber-950/50 dark:text-amber-300`}>
      <span aria-hidden className="flex gap-0.5">
        {[1, 2, 3].map((mark) => (
          <span
            key={mark}
            className={`size-1.5 rounded-full ${mark <= level ? 'bg-amber-500' : 'bg-amber-200 dark:bg-amber-900'}`}
          />
        ))}
      </span>
      Level {level}
    </span>
  );
}

export function SentimentChip({ sentiment }: { sentiment: string }) {
  return <span className={`${CHIP} ${SENTIMENT_CLASS[sentiment] ?? SENTIMENT_CLASS.Neutral}`}>{sentiment}</span>;
}
