'use client';

import { MESSAGES } from '@moodwire/domain';
import { AlertCircle, RotateCw } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';

/**
 * The product's error state for a page that failed to render (a route group's error.tsx): spec §8's longer
 * default text, a retry that renders the page again (re-fetching its server part), and a link home. The error's
 * own text is not shown: from the server it is a digest, and a thrown value may hold internals.
 */
export function ErrorView({
  error,
  retry,
  homeHref = '/app',
  homeText = 'Go to Data Overview',
}: {
  error: unknown;
  retry: () => void;
  homeHref?: string;
  homeText?: string;
}) {
  useEffect(() => {
    // Kept in the browser console for a support request; the page shows the product's text.
    console.error(error);
  }, [error]);
  return (
    <main
      role="alert"
      data-testid="page-error"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <AlertCircle aria-hidden className="size-8 text-red-600 dark:text-red-400" />
      <h1 className="font-semibold text-2xl text-slate-900 dark:text-white">Something went wrong</h1>
      <p className="text-slate-600 dark:text-slate-300">{MESSAGES.defaultErrorLong}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="inline-flex items-center gap-1.5 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
        >
          <RotateCw aria-hidden className="size-4" /> Try again
        </button>
        <Link
          href={homeHref}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {homeText}
        </Link>
      </div>
    </main>
  );
}
