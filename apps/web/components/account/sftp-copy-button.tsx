'use client';

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

export const SFTP_BUTTON =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50 disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

/** Copies a text (a fingerprint, a command) to the clipboard; `label` names what is copied for screen readers. */
export function SftpCopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={SFTP_BUTTON}
      aria-label={isCopied ? `${label} copied` : `Copy ${label}`}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      {isCopied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
      {isCopied ? 'Copied' : 'Copy'}
    </button>
  );
}

/**
 * A block of text to copy: a command line or a snippet, kept on its own lines and scrolling sideways on a phone;
 * the button sits beside the text, never over it.
 */
export function SftpCodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <section
      aria-label={label}
      className="flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-1.5 dark:border-slate-800 dark:bg-slate-950"
    >
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls sideways must be reachable by keyboard
        tabIndex={0}
        className="min-w-0 flex-1 overflow-x-auto rounded px-1.5 py-1 font-mono text-slate-800 text-xs leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50 dark:text-slate-200"
      >
        <code>{code}</code>
      </pre>
      <div className="shrink-0">
        <SftpCopyButton text={code} label={label} />
      </div>
    </section>
  );
}
