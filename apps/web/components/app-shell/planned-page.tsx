import { getRoute } from '@moodwire/domain';
import { Construction } from 'lucide-react';
import type { Metadata } from 'next';
import { PageFrame } from './page-frame';
import { RouteGate } from './route-gate';

export function routeMetadata(pattern: string): Metadata {
  return { title: getRoute(pattern).title };
}

/**
 * A route of spec §2 whose screen a later issue builds: its title, its gate, and an honest note (issue 2 §4).
 */
export function PlannedPage({ pattern }: { pattern: string }) {
  const route = getRoute(pattern);
  return (
    <PageFrame title={route.title}>
      <RouteGate pattern={pattern}>
        <section
          data-testid="planned-page"
          className="flex items-start gap-3 rounded-lg border border-slate-300 border-dashed bg-white p-6 text-slate-600 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
        >
          <Construction aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
          <p>
            The content of this page is not built yet: a later issue builds it. The route, its menu entry and its access
            rules are in place.
          </p>
        </section>
      </RouteGate>
    </PageFrame>
  );
}
