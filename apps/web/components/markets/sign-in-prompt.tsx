import { Lock } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** Where a part of a public page needs an account: what it would show, and a link to sign in (never the data). */
export function SignInPrompt({ children }: { children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-700 text-sm dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
      <Lock aria-hidden className="size-4 shrink-0" />
      <span className="flex-1">{children}</span>
      <Link
        href="/signin"
        className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Sign in
      </Link>
    </p>
  );
}
