/** Shared look of the labelled pickers, so every screen's controls line up (light and dark). */
export const PICKER_LABEL_CLASS = 'flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2';
export const PICKER_LABEL_TEXT_CLASS = 'font-medium text-slate-700 dark:text-slate-200';
export const PICKER_SELECT_CLASS =
  'min-w-0 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-1 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
