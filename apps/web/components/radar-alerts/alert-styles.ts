/** The look of the alerts screens' controls (light and dark), in line with the shared pickers. */
export const INPUT_CLASS =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-1 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';

export const BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

export const PRIMARY_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1.5 rounded-md bg-brand-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

export const DANGER_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1.5 rounded-md bg-red-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-red-600 focus-visible:outline-offset-2 disabled:opacity-50';

export const LINK_CLASS =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100';

export const LABEL_CLASS = 'font-medium text-slate-700 text-sm dark:text-slate-200';

export const HINT_CLASS = 'text-slate-500 text-xs dark:text-slate-400';

export const FIELD_ERROR_CLASS = 'text-red-700 text-xs dark:text-red-300';
