/**
 * Moving from one open menu straight to another fires the new menu's open and the old menu's close in either
 * order; a close only clears the state when it still belongs to that menu.
 */
export function nextOpenMenu(current: string | null, id: string, open: boolean): string | null {
  if (open) return id;
  return current === id ? null : current;
}
