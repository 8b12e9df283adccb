'use client';

import Link from 'next/link';
import { LoginForm } from '@/components/account/login-form';
import { useSession } from '@/lib/session/use-session';

/** The full-page sign-in (spec §2 '/signin'); the session is not validated on this page (spec §4). */
export function SignInClient({ redirectTo }: { redirectTo: string }) {
  const { user } = useSession();
  return (
    <main className="flex min-h-[calc(100vh-6rem)] items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="mb-1 font-semibold text-2xl text-slate-900 dark:text-white">Sign in</h1>
        <p className="mb-5 text-slate-600 text-sm dark:text-slate-300">
          Use the credentials we issued, or your data-provider machine ID and password.
        </p>
        {user ? (
          <p className="mb-4 text-slate-600 text-sm dark:text-slate-300">
            You are signed in as <strong>{user.username}</strong>.{' '}
            <Link href={redirectTo} className="text-brand-600 hover:underline dark:text-brand-100">
              Continue
            </Link>
          </p>
        ) : null}
        <LoginForm variant="page" redirectTo={redirectTo} />
      </div>
    </main>
  );
}
