'use client';

import { checkAccess, getRoute } from '@moodwire/domain';
import { Lock } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/use-session';

/**
 * Route guard (spec §6): renders the children only when the user may open the route; otherwise the
 * disabled-link message ('Account required', 'Permission required' or the ESG region message) and nothing
 * of the gated content. The server refuses the gated API calls as well.
 */
export function RouteGate({
  pattern,
  pending,
  children,
}: {
  pattern: string;
  /** Shown while the session is checked instead of the skeleton (a server-drawn first view of the content). */
  pending?: ReactNode;
  children: ReactNode;
}) {
  const route = getRoute(pattern);
  const { user, hideESG, status, isLocationResolved } = useSession();
  const isPublic = route.requirement.kind === 'public';
  // Wait for the session (and, for ESG pages, the visitor location) before deciding.
  if ((!isPublic && status === 'validating') || (route.esg && !isLocationResolved)) {
    // Never for ESG pages: until the location is known, ESG data may not be shown (spec §6 hideESG).
    if (pending && !route.esg) return <>{pending}</>;
    return (
      <div role="status" aria-busy="true" aria-label="Checking access" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const access = checkAccess(route, { user, hideESG });
  if (access.allowed) return <>{children}</>;
  return (
    <section
      data-access-denied={access.reason}
      className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-2 text-slate-800 dark:text-slate-100">
        <Lock aria-hidden className="size-5 text-amber-500" />
        <h2 className="font-semibold text-lg">{access.message}</h2>
      </div>
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {access.reason === 'account'
          ? 'Sign in with an account to open this page.'
          : access.reason === 'permission'
            ? 'Your account does not include this page. Contact your account manager or support for access.'
            : 'This content cannot be shown for your location.'}
      </p>
      {access.reason === 'account' ? (
        <Link
          href="/signin"
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
        >
          Sign in
        </Link>
      ) : null}
    </section>
  );
}
