'use client';

import { useState } from 'react';
import {
  buildPullSamples,
  PULL_SAMPLE_LANGUAGES,
  type PullSampleInput,
  type PullSampleLanguage,
} from '@/lib/downloads/pull-code-samples';

/** The equivalent API URL and the same request as curl, Python and TypeScript, the key masked. */
export function PullCodeSamples({ input, note }: { input: PullSampleInput | null; note?: string }) {
  const [language, setLanguage] = useState<PullSampleLanguage>('curl');
  const [copied, setCopied] = useState<string | null>(null);
  if (!input) {
    return (
      <p className="text-slate-500 text-sm dark:text-slate-400">
        Choose at least one asset and a valid range to see the API call.
      </p>
    );
  }
  const samples = buildPullSamples(input);
  const copy = async (name: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(name);
      setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied(null);
    }
  };
  const code = samples[language];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-medium text-slate-800 text-sm dark:text-slate-100">API URL</h3>
          <button
            type="button"
            className="text-brand-700 text-xs underline dark:text-brand-300"
            onClick={() => copy('url', samples.url)}
          >
            {copied === 'url' ? 'Copied' : 'Copy'}
          </button>
        </div>
        <code
          data-testid="pull-api-url"
          className="block whitespace-pre-wrap break-all rounded-md bg-slate-100 p-2 text-slate-800 text-xs dark:bg-slate-950 dark:text-slate-200"
        >
          {samples.url}
        </code>
        {note ? <p className="text-slate-500 text-xs dark:text-slate-400">{note}</p> : null}
      </div>
      <div className="flex flex-col gap-1">
        <div role="tablist" aria-label="Code sample language" className="flex gap-1">
          {PULL_SAMPLE_LANGUAGES.map((entry) => (
            <button
              key={entry.code}
              type="button"
              role="tab"
              aria-selected={language === entry.code}
              className={`rounded-md px-2.5 py-1 text-xs focus-visible:outline-2 focus-visible:outline-brand-500 ${
                language === entry.code
                  ? 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900'
                  : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
              }`}
              onClick={() => setLanguage(entry.code)}
            >
              {entry.label}
            </button>
          ))}
          <button
            type="button"
            className="ml-auto text-brand-700 text-xs underline dark:text-brand-300"
            onClick={() => copy(language, code)}
          >
            {copied === language ? 'Copied' : 'Copy'}
          </button>
        </div>
        <pre
          role="tabpanel"
          data-testid="pull-code-sample"
          className="overflow-x-auto rounded-md bg-slate-900 p-3 text-slate-100 text-xs dark:bg-slate-950"
        >
          <code>{code}</code>
        </pre>
        <p className="text-slate-500 text-xs dark:text-slate-400">
          Replace YOUR_API_KEY with your data key (Account Info shows it).
        </p>
      </div>
    </div>
  );
}
