'use client';

import { Check, Copy } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type CodeSamples, SAMPLE_LANGUAGES, type SampleLanguage } from '@/lib/apidocs/code-samples';

/**
 * The samples of an operation in tabs (curl, Python, TypeScript), with a copy button. The tabs follow the ARIA
 * tabs pattern: arrow keys, Home and End move between them.
 */
export function CodeSampleTabs({ samples }: { samples: CodeSamples }) {
  const [language, setLanguage] = useState<SampleLanguage>('curl');
  const [copied, setCopied] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SAMPLE_LANGUAGES.findIndex((entry) => entry.code === language);
    const last = SAMPLE_LANGUAGES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % SAMPLE_LANGUAGES.length
        : event.key === 'ArrowLeft'
          ? (index + last) % SAMPLE_LANGUAGES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setLanguage(SAMPLE_LANGUAGES[next]?.code ?? 'curl');
    tabs.current[next]?.focus();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(samples[language]);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (insecure origin or permission): the text stays selectable.
    }
  };

  return (
    <div
      className="overflow-hidden rounded-md border border-slate-200 dark:border-slate-700"
      data-testid="code-samples"
    >
      <div className="flex items-center justify-between gap-2 border-slate-200 border-b bg-slate-50 px-2 dark:border-slate-700 dark:bg-slate-900">
        <div role="tablist" aria-label="Code sample language" className="flex" onKeyDown={onKeyDown}>
          {SAMPLE_LANGUAGES.map((entry, index) => {
            const selected = entry.code === language;
            return (
              <button
                key={entry.code}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-${entry.code}-tab`}
                aria-selected={selected}
                aria-controls={`${id}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setLanguage(entry.code)}
                className={`border-b-2 px-3 py-2 text-xs focus-visible:outline-2 focus-visible:outline-brand-500 ${
                  selected
                    ? 'border-brand-600 font-semibold text-slate-900 dark:border-brand-500 dark:text-white'
                    : 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200'
                }`}
              >
                {entry.label}
              </button>
            );
          })}
        </div>
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-slate-600 text-xs hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {copied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <pre
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${language}-tab`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel without focusable content focusable, and the code scrolls
        tabIndex={0}
        className="max-h-96 overflow-auto bg-white p-3 font-mono text-slate-800 text-xs leading-relaxed dark:bg-slate-950 dark:text-slate-200"
      >
        <code>{samples[language]}</code>
      </pre>
    </div>
  );
}
