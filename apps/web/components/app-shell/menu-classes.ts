/**
 * The header menus' trigger and panel classes, in a module of their own: the plain triggers shown until the menus'
 * code has loaded (lazy-header-menus.tsx) look exactly as the real ones without importing the menus.
 */
export const MENU_CONTENT =
  'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900';

export const MENU_TRIGGER =
  'inline-flex h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-md px-2.5 font-medium text-slate-700 text-sm hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:data-[state=open]:bg-slate-800 dark:hover:bg-slate-800';
