'use client';

import { getMenus, type ResolvedMenu } from '@moodwire/domain';
import { ArrowRight, FlaskConical, Lock } from 'lucide-react';
import Link from 'next/link';
import { PageFrame } from '@/components/app-shell/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/use-session';

/**
 * Data Overview (/app). Until the data issue builds the overview, signed-in users get a landing that lists the
 * areas they can open, from the same route table that fills the menus.
 */
export function DataOverviewClient() {
  const { user, hideESG, status } = useSession();
  const menus = getMenus({ user, hideESG }).filter((menu) => menu.id !== 'start');
  return (
    <PageFrame title="Data Overview" wide>
      <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Demo data: the sentiment, ESG and media figures in this installation are simulated from a deterministic model,
          not read from a real news feed.
        </span>
      </p>
      {status === 'validating' ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} className="h-40" />
          ))}
        </div>
      ) : (
        <>
          <p className="text-slate-600 dark:text-slate-300">
            {user
              ? `Signed in as ${user.username}. These are the areas of the app; the ones your account includes are links.`
              : 'Sign in from the account menu to open the analytics areas. Introductions are open to everyone.'}
          </p>
          <ul aria-label="Areas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {menus.map((menu) => (
              <AreaCard key={menu.id} menu={menu} />
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}

function AreaCard({ menu }: { menu: ResolvedMenu }) {
  const open = menu.entries.filter((entry) => entry.access.allowed);
  const closed = menu.entries.length - open.length;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="font-semibold text-slate-900 dark:text-white">{menu.text}</h2>
      <ul className="flex flex-col gap-1">
        {open.map((entry) => (
          <li key={entry.name}>
            <Link
              href={entry.href}
              className="group inline-flex items-center gap-1 text-brand-600 text-sm hover:underline dark:text-brand-100"
            >
              {entry.text}
              <ArrowRight aria-hidden className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100" />
            </Link>
          </li>
        ))}
      </ul>
      {closed > 0 ? (
        <p className="mt-auto flex items-center gap-1 text-slate-500 text-xs dark:text-slate-400">
          <Lock aria-hidden className="size-3" />
          {closed} more {closed === 1 ? 'page needs' : 'pages need'} another account or permission
        </p>
      ) : null}
    </li>
  );
}
