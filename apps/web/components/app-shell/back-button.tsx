'use client';

import { ArrowLeft } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/** 'Go back' to the previous page of this tab; hidden when the page was opened directly (nothing to go back to). */
export function BackButton() {
  const router = useRouter();
  const [canGoBack, setCanGoBack] = useState(false);
  // The history length is only known in the browser; reading it after mount keeps the server's HTML the same.
  useEffect(() => setCanGoBack(window.history.length > 1), []);
  if (!canGoBack) return null;
  return (
    <button
      type="button"
      onClick={() => router.back()}
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <ArrowLeft aria-hidden className="size-4" /> Go back
    </button>
  );
}
