'use client';

import { Bell } from 'lucide-react';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { useSession } from '@/lib/session/use-session';

/** The bell's place while its code loads: the same size, so the header does not move. */
function BellPlaceholder() {
  return (
    <span aria-hidden className="inline-flex h-9 w-8 items-center justify-center text-slate-400">
      <Bell className="size-5" />
    </span>
  );
}

const AlertsBell = lazyComponent(() => import('./alerts-bell').then((module) => module.AlertsBell), BellPlaceholder);

/**
 * The alerts bell of the app header, for accounts with the Radar (spec §6 'Radar pages | masfV5'): its code and
 * its polling load after the page, in a chunk of their own, so no page's first-load JavaScript carries them.
 */
export function LazyAlertsBell() {
  const { permissions } = useSession();
  if (!permissions?.masfV5) return null;
  return <AlertsBell />;
}
