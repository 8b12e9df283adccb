/** The look of the Radar pages' form fields and buttons (monitor, watchlists, thematic tool). */
export const FIELD_CLASS =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
export const LABEL_CLASS = 'flex min-w-0 flex-col gap-1 font-medium text-slate-700 text-xs dark:text-slate-200';
export const BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const PRIMARY_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-1.5 rounded-md bg-brand-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';
export const ICON_BUTTON_CLASS =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800';
