'use client';

import { Check, Copy, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { useDataKey } from '@/lib/account/use-data-key';

const BUTTON =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * The data key on Account Info (issue 12 §6): hidden until revealed, then copyable; 'Rotate key' issues a new
 * one (the old one stops working at once) after a confirmation.
 */
export function DataKeyControl() {
  const { reveal, rotate } = useDataKey();
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const onReveal = async () => {
    if (shown) {
      setShown(null);
      return;
    }
    setShown(await reveal.mutateAsync());
  };
  const onRotate = async () => {
    setConfirming(false);
    setShown(await rotate.mutateAsync());
  };
  const error = reveal.error ?? rotate.error;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="api-key"
          className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs dark:bg-slate-800"
        >
          {shown ?? '••••••••••••••••'}
        </code>
        <button type="button" className={BUTTON} onClick={onReveal} disabled={reveal.isPending}>
          {shown ? <EyeOff aria-hidden className="size-3.5" /> : <Eye aria-hidden className="size-3.5" />}
          {shown ? 'Hide' : 'Reveal'}
        </button>
        {shown ? (
          <button
            type="button"
            className={BUTTON}
            onClick={async () => {
              await navigator.clipboard.writeText(shown);
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
            }}
          >
            {copied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
            {copied ? 'Copied' : 'Copy'}
          </button>
        ) : null}
        {confirming ? (
          <>
            <span className="text-slate-600 text-xs dark:text-slate-300">
              Scripts using the current key will stop working.
            </span>
            <button type="button" className={BUTTON} onClick={onRotate} disabled={rotate.isPending}>
              Confirm rotation
            </button>
            <button type="button" className={BUTTON} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className={BUTTON} onClick={() => setConfirming(true)} disabled={rotate.isPending}>
            <RefreshCw aria-hidden className="size-3.5" />
            Rotate key
          </button>
        )}
      </div>
      {rotate.isSuccess && shown ? (
        <p role="status" className="text-slate-600 text-xs dark:text-slate-300">
          A new key is active; the previous key no longer works.
        </p>
      ) : null}
      {error ? <ErrorMessage error={error} /> : null}
    </div>
  );
}
