import { clsx } from 'clsx';

type View = 'chart' | 'table';

/** Chart or table: the same data drawn or listed (the table is the accessible form of the chart). */
export function ViewToggle({ value, onChange }: { value: View; onChange: (view: View) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form field set
    <div
      role="group"
      aria-label="Show as"
      className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {(['chart', 'table'] as const).map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={clsx(
            'rounded px-3 py-1 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
            value === view
              ? 'bg-brand-600 text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {view === 'chart' ? 'Chart' : 'Table'}
        </button>
      ))}
    </div>
  );
}
