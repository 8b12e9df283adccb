'use client';

import { Columns2, FileUp, Loader2, Play } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { useUrlState } from '@/lib/analytics/use-url-state';
import {
  type DocumentFormat,
  ENGINE_LIMIT_BYTES,
  formatKiloBytes,
  formatOfFileName,
  utf8Bytes,
} from '@/lib/engine/engine-result';
import { parseEngineUrlState } from '@/lib/engine/engine-url-state';
import { useEngineAnalysis } from '@/lib/engine/use-engine-analysis';
import { EngineResultView } from './engine-result-view';

const FORMATS: { value: DocumentFormat; label: string }[] = [
  { value: 'txt', label: 'Plain text' },
  { value: 'md', label: 'Markdown' },
  { value: 'html', label: 'HTML' },
  { value: 'csv', label: 'CSV (one document per row)' },
];

/** A sentence to start from: a golden sentence of the engine's tests, with a negation and an asset. */
export const SAMPLE_TEXT =
  'Apple shares did not fall despite the weak market. Analysts expect strong demand for the new iPhone, ' +
  'but supply problems in China remain a risk.';

/**
 * The Engine tool (issue 15 '/engine/tool'): paste or upload a text, the API runs our engine on it, and the page
 * shows its reading; a second pane compares two texts side by side. The highlighted indicator and the compare
 * mode are in the URL; the texts are not (they may be long or private).
 */
export function EngineToolClient() {
  const url = useUrlState();
  const state = parseEngineUrlState(url.searchParams);
  const setIndicator = (code: string) => url.set({ ind: code === 'sentiment' ? null : code });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-slate-600 text-sm dark:text-slate-300">
          Paste a text or upload a file (txt, md, html, or csv with a <code>text</code> column, one document per row; at
          most {formatKiloBytes(ENGINE_LIMIT_BYTES)} per analysis). Our engine runs on the server: it finds the assets
          of our universe, scores every indicator and shows which words drove each one.
        </p>
        <button
          type="button"
          aria-pressed={state.isCompare}
          onClick={() => url.set({ compare: state.isCompare ? null : '1' })}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 text-sm hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Columns2 aria-hidden className="size-4" />
          {state.isCompare ? 'Single text' : 'Compare two texts'}
        </button>
      </div>
      <div className={`grid gap-6 ${state.isCompare ? 'xl:grid-cols-2' : ''}`}>
        <EnginePane label="Text A" initialText={SAMPLE_TEXT} indicator={state.indicator} onIndicator={setIndicator} />
        {state.isCompare ? (
          <EnginePane label="Text B" initialText="" indicator={state.indicator} onIndicator={setIndicator} />
        ) : null}
      </div>
      <p className="text-slate-500 text-xs dark:text-slate-400">
        The engine reads your text the way the data build reads its documents; the assets it finds are those of the
        current data set.
      </p>
      <DemoDataNote />
    </div>
  );
}

function EnginePane({
  label,
  initialText,
  indicator,
  onIndicator,
}: {
  label: string;
  initialText: string;
  indicator: string;
  onIndicator: (code: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [format, setFormat] = useState<DocumentFormat>('txt');
  const [fileName, setFileName] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const analysis = useEngineAnalysis();
  const bytes = utf8Bytes(text);
  const isOver = bytes > ENGINE_LIMIT_BYTES;
  const isEmpty = text.trim() === '';

  const run = () => {
    if (isOver || isEmpty || analysis.isPending) return;
    analysis.mutate({ text, format, name: fileName });
  };

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > ENGINE_LIMIT_BYTES) {
      setFileError(
        `${file.name} is ${formatKiloBytes(file.size)}; the engine reads at most ${formatKiloBytes(ENGINE_LIMIT_BYTES)} per analysis.`,
      );
      return;
    }
    setText(await file.text());
    setFileName(file.name);
    setFormat(formatOfFileName(file.name));
  };

  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-4">
      <DataCard
        title={label}
        subtitle={fileName ? `From ${fileName}` : 'Pasted text'}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-1.5 text-slate-700 text-xs dark:text-slate-200">
              Read as
              <select
                value={format}
                onChange={(event) => setFormat(event.target.value as DocumentFormat)}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-700 dark:bg-slate-900"
              >
                {FORMATS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-slate-700 text-xs hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <FileUp aria-hidden className="size-3.5" /> Upload file
            </button>
            <input
              ref={fileInput}
              type="file"
              accept=".txt,.md,.markdown,.html,.htm,.csv,text/plain,text/markdown,text/html,text/csv"
              className="sr-only"
              tabIndex={-1}
              aria-label={`${label}: upload a file`}
              onChange={(event) => {
                void onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
        }
      >
        <label htmlFor={`${id}-text`} className="sr-only">
          {label}: the text to analyse
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFileName(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              run();
            }
          }}
          rows={8}
          placeholder="Paste a news article, a post, a filing…"
          className="w-full resize-y rounded-md border border-slate-300 bg-white p-3 font-mono text-slate-800 text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            className={`text-xs ${isOver ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
            aria-live="polite"
          >
            {formatKiloBytes(bytes)} of {formatKiloBytes(ENGINE_LIMIT_BYTES)}
            {isOver ? ': too long, shorten the text or split it' : ''}
          </p>
          <button
            type="button"
            onClick={run}
            disabled={isOver || isEmpty || analysis.isPending}
            className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-1.5 font-medium text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {analysis.isPending ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <Play aria-hidden className="size-4" />
            )}
            Analyse
            <span className="sr-only"> {label}</span>
          </button>
        </div>
        {fileError ? (
          <p role="alert" className="text-red-700 text-sm dark:text-red-400">
            {fileError}
          </p>
        ) : null}
      </DataCard>
      {analysis.isPending ? <SkeletonList label={`Analysing ${label}`} rows={6} /> : null}
      {analysis.isError ? <DataError error={analysis.error} /> : null}
      {analysis.data && !analysis.isPending ? (
        <EngineResultView answer={analysis.data} indicator={indicator} onIndicator={onIndicator} label={label} />
      ) : null}
      {!analysis.data && !analysis.isPending && !analysis.isError ? (
        <p className="text-slate-500 text-sm dark:text-slate-400">
          Press <kbd className="rounded border px-1 text-xs">Analyse</kbd> (or Ctrl+Enter in the text) to read it.
        </p>
      ) : null}
    </section>
  );
}
