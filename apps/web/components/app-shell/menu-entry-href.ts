import { type ResolvedMenuEntry, withQuery } from '@moodwire/domain';

/**
 * Where an enabled menu entry leads: its path with the entry's own query parameters. Apart from the menu item
 * (menu-entry-item.tsx) so that the mobile menu does not import the Radix menus and tooltips with it.
 */
export function menuEntryHref(entry: Pick<ResolvedMenuEntry, 'href' | 'params'>): string {
  return entry.params ? withQuery(entry.href, entry.params) : entry.href;
}
