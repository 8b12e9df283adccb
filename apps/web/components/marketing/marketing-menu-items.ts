/**
 * The marketing header's menu entries, computed on the server: the header (a client component) receives these few
 * strings as props instead of importing marketing-content.ts, whose page texts would otherwise ship in every public
 * page's JavaScript (issue 16: at most 120 kB of compressed JavaScript on public pages).
 */
import { PRODUCTS, SOLUTIONS } from './marketing-content';

export interface MegaMenuItem {
  title: string;
  text: string;
  href: string;
}

export const SOLUTION_MENU_ITEMS: MegaMenuItem[] = SOLUTIONS.map((s) => ({
  title: s.title,
  text: s.summary,
  href: s.href,
}));

export const PRODUCT_MENU_ITEMS: MegaMenuItem[] = PRODUCTS.map((p) => ({
  title: p.name,
  text: p.tagline,
  href: p.href,
}));
