'use client';

import { Play, Square } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
// Relative paths: the component's test runs under vitest, which knows no '@/' alias.
import type { ParameterView } from '../../lib/apidocs/api-reference';
import {
  type AnswerView,
  errorOfAnswer,
  HEADERS_OF_INTEREST,
  isTextContent,
  MAX_LINES,
  readLimitedText,
  tryItUrl,
  viewAnswer,
} from '../../lib/apidocs/try-it-answer';
import { useHydrated } from '../../lib/runtime/use-hydrated';
import { ErrorMessage } from '../ui/error-message';
import { Spinner } from '../ui/spinner';

/** The browser's path to the API (app/x: the forwarder, authenticated by the session cookie). */
const PROXY_PREFIX = '/x';
const TIMEOUT_MS = 60_000;

export type TryItParameter = Pick<ParameterView, 'name' | 'in' | 'required' | 'enumValues' | 'example' | 'type'>;

interface Answer {
  url: string;
  status: number;
  statusText: string;
  /** Milliseconds to the answer's headers, and to the end of what was read. */
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  headers: [string, string][];
  view: AnswerView | null;
  error: unknown;
}

const FIELD =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

function initialValues(parameters: TryItParameter[]): Record<string, string> {
  return Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.example ?? '']));
}

function AnswerBody({ view }: { view: AnswerView }) {
  const more = (what: string) => (
    <p className="text-slate-500 text-xs dark:text-slate-400">
      The first {MAX_LINES} {what} are shown; the samples above read the whole answer.
    </p>
  );
  switch (view.kind) {
    case 'empty':
      return <p className="text-slate-500 text-sm dark:text-slate-400">The answer has no body.</p>;
    case 'binary':
      return (
        <p className="text-slate-600 text-sm dark:text-slate-300">
          A file ({view.contentType}): not shown here; the samples above save it.
        </p>
      );
    case 'table':
      return (
        <>
          <div className="max-h-96 overflow-auto rounded border border-slate-200 dark:border-slate-700">
            <table className="min-w-full text-xs">
              <thead className="sticky top-0 bg-slate-100 dark:bg-slate-800">
                <tr>
                  {view.header.map((name, index) => (
                    // Column names can repeat in a CSV header: the position keeps keys unique.
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity beyond their position
                    <th key={index} scope="col" className="whitespace-nowrap px-2 py-1 text-left font-semibold">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 font-mono dark:divide-slate-800">
                {view.rows.map((row, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of a CSV answer are shown in order, never reordered
                  <tr key={rowIndex}>
                    {row.map((cell, cellIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <td key={cellIndex} className="whitespace-nowrap px-2 py-0.5">
                        {cell === '' ? <span className="text-slate-400">NA</span> : cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {view.rows.length === 0 ? (
            <p className="text-slate-500 text-xs dark:text-slate-400">The header only: no rows match.</p>
          ) : null}
          {view.truncated ? more('rows') : null}
        </>
      );
    case 'json':
    case 'text':
      return (
        <>
          <pre className="max-h-96 overflow-auto rounded border border-slate-200 bg-white p-2 font-mono text-slate-800 text-xs dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200">
            {view.text}
          </pre>
          {view.truncated ? more('lines') : null}
        </>
      );
  }
}

/**
 * 'Try it' of a GET operation: the parameters (their examples as defaults; an empty field is not sent), sent
 * through the web app's `/x` path as the signed-in user (the session cookie: no key in the page), and the answer:
 * status, time, the headers a caller acts on, and the body (pretty JSON, CSV as a table, at most 200 lines), or
 * the API's error message.
 */
export function TryIt({ method, path, parameters }: { method: string; path: string; parameters: TryItParameter[] }) {
  const id = useId();
  const [values, setValues] = useState(() => initialValues(parameters));
  const [missing, setMissing] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The form is drawn on the server: until its script runs, a press would submit it as a plain GET of this page,
  // and a field changed then is set back to its example by hydration (a format chosen as csv came back as not
  // sent, and the answer was JSON): fields and buttons wait for the script.
  const ready = useHydrated();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const empty = parameters.filter((parameter) => parameter.required && !values[parameter.name]?.trim());
    setMissing(empty.map((parameter) => parameter.name));
    if (empty.length > 0) return;
    const pathValues = Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [parameter.name, values[parameter.name]?.trim() ?? '']),
    );
    const query = parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter): [string, string] => [parameter.name, values[parameter.name]?.trim() ?? '']);
    const url = tryItUrl(PROXY_PREFIX, path, pathValues, query);
    const abort = new AbortController();
    controller.current = abort;
    const timeout = setTimeout(() => abort.abort(), TIMEOUT_MS);
    setPending(true);
    setFailure(null);
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method,
        credentials: 'same-origin',
        cache: 'no-store',
        signal: abort.signal,
      });
      const firstByteMs = performance.now() - started;
      const headers = HEADERS_OF_INTEREST.flatMap((name): [string, string][] => {
        const value = response.headers.get(name);
        return value === null ? [] : [[name, value]];
      });
      const contentType = response.headers.get('content-type');
      // A file is not read: its headers say what it is, and its body may be a bulk file of megabytes.
      const isFile = response.ok && !isTextContent(contentType);
      if (isFile) await response.body?.cancel();
      const body = isFile ? { text: '', bytes: 0, complete: true } : await readLimitedText(response.body);
      setAnswer({
        url,
        status: response.status,
        statusText: response.statusText,
        firstByteMs,
        totalMs: performance.now() - started,
        bytes: body.bytes,
        headers,
        view: response.ok ? viewAnswer(contentType, body) : null,
        error: response.ok ? null : errorOfAnswer(response.status, response.statusText, body),
      });
    } catch {
      setAnswer(null);
      setFailure(
        abort.signal.aborted
          ? 'The request was stopped (cancelled, or no answer within 60 seconds).'
          : 'The API could not be reached; check your connection and try again.',
      );
    } finally {
      clearTimeout(timeout);
      controller.current = null;
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="try-it">
      <form onSubmit={send} noValidate className="flex flex-col gap-3">
        {parameters.length > 0 ? (
          <fieldset disabled={!ready} className="grid min-w-0 gap-3 sm:grid-cols-2">
            <legend className="sr-only">Parameters</legend>
            {parameters.map((parameter) => {
              const fieldId = `${id}-${parameter.in}-${parameter.name}`;
              const isMissing = missing.includes(parameter.name);
              return (
                <div key={fieldId} className="flex flex-col gap-1">
                  <label htmlFor={fieldId} className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <code className="font-semibold text-slate-900 dark:text-slate-100">{parameter.name}</code>
                    <span className="text-slate-500 text-xs dark:text-slate-400">
                      {parameter.in}
                      {parameter.required ? ', required' : ''}
                    </span>
                  </label>
                  {parameter.enumValues.length > 0 ? (
                    <select
                      id={fieldId}
                      className={FIELD}
                      value={values[parameter.name]}
                      aria-invalid={isMissing || undefined}
                      onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
                    >
                      {parameter.required ? null : <option value="">(not sent)</option>}
                      {parameter.enumValues.map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={fieldId}
                      className={FIELD}
                      value={values[parameter.name]}
                      placeholder={parameter.required ? parameter.type : `${parameter.type} (empty: not sent)`}
                      aria-invalid={isMissing || undefined}
                      aria-describedby={isMissing ? `${fieldId}-error` : undefined}
                      spellCheck={false}
                      autoComplete="off"
                      onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
                    />
                  )}
                  {isMissing ? (
                    <p id={`${fieldId}-error`} className="text-red-700 text-xs dark:text-red-300">
                      {parameter.name} is required.
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ) : (
          <p className="text-slate-500 text-sm dark:text-slate-400">This call takes no parameters.</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            disabled={pending || !ready}
            className="inline-flex items-center gap-1.5 rounded-md bg-brand-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {pending ? <Spinner className="size-4" /> : <Play aria-hidden className="size-4" />}
            Send request
          </button>
          {pending ? (
            <button
              type="button"
              onClick={() => controller.current?.abort()}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <Square aria-hidden className="size-3.5" />
              Cancel
            </button>
          ) : null}
          <button
            type="button"
            disabled={pending || !ready}
            onClick={() => {
              setValues(initialValues(parameters));
              setMissing([]);
            }}
            className="rounded-md px-2 py-1.5 text-slate-600 text-sm hover:bg-slate-100 disabled:opacity-60 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            Reset to examples
          </button>
        </div>
      </form>
      <div aria-live="polite" className="flex flex-col gap-2">
        {failure ? <ErrorMessage error={failure} /> : null}
        {answer ? (
          <div className="flex flex-col gap-2" data-testid="try-it-answer">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span
                data-testid="try-it-status"
                className={`rounded px-1.5 py-0.5 font-mono font-semibold text-xs ${
                  answer.status < 400
                    ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
                    : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300'
                }`}
              >
                {answer.status} {answer.statusText}
              </span>
              <span className="text-slate-600 dark:text-slate-300">
                {Math.round(answer.firstByteMs)} ms to the headers, {Math.round(answer.totalMs)} ms in all
              </span>
              <code className="break-all text-slate-500 text-xs dark:text-slate-400">
                {method} {answer.url}
              </code>
            </p>
            {answer.headers.length > 0 ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 font-mono text-xs">
                {answer.headers.map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="text-slate-500 dark:text-slate-400">{name}</dt>
                    <dd className="break-all text-slate-800 dark:text-slate-200">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {answer.view ? <AnswerBody view={answer.view} /> : <ErrorMessage error={answer.error} />}
          </div>
        ) : null}
      </div>
    </div>
  );
}
