'use client';

import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BUTTON_CLASS } from '@/components/radar-alerts/alert-styles';

/**
 * A new password, key or signing secret, shown this once with a copy button: it is not kept anywhere in the page
 * afterwards (the admin's reset and rotation, the Radar webhook's secret).
 */
export function SecretOnce({
  label,
  secret,
  onDone,
  doneText = 'Done',
  testId = 'secret-once',
}: {
  label: string;
  secret: string;
  onDone: () => void;
  doneText?: string;
  testId?: string;
}) {
  const [isCopied, setCopied] = useState(false);
  const [copyError, setCopyError] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">{label}: copy it now, it is not shown again.</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 break-all rounded bg-white px-2 py-1 font-mono text-slate-900 text-xs dark:bg-slate-950 dark:text-slate-100">
          {secret}
        </code>
        <button
          type="button"
          className={BUTTON_CLASS}
          onClick={() => {
            navigator.clipboard.writeText(secret).then(
              () => setCopied(true),
              () => setCopyError(true),
            );
          }}
        >
          {isCopied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {isCopied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className={BUTTON_CLASS} onClick={onDone}>
          {doneText}
        </button>
      </div>
      {copyError ? <p className="text-xs">The browser refused the copy: select the text and copy it.</p> : null}
    </div>
  );
}
