import type { MegaMenuItem } from './marketing-menu-items';

export interface MegaMenuProps {
  label: string;
  items: MegaMenuItem[];
  columns: 1 | 2;
}

/** The look of a mega-menu's trigger, the same before its code has loaded (plain) and after (Radix). */
export const MEGA_MENU_TRIGGER =
  'group inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:data-[state=open]:bg-slate-800 dark:hover:bg-slate-800';
