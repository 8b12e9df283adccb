'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { Skeleton } from '@/components/ui/skeleton';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { API_PREFIX } from '@/lib/api/api-client';
import type { TranscriptAsset } from '@/lib/downloads/coverage-rows';
import { getData, saveText } from '@/lib/downloads/pull-fetch';
import type { MasterAsset } from '@/lib/downloads/pull-paste';
import {
  checkTranscriptPull,
  readTranscriptPull,
  TRANSCRIPT_CALL_LIMIT,
  TRANSCRIPT_FIELDS,
  type TranscriptCallRow,
  type TranscriptPull,
  transcriptColumns,
  transcriptPath,
  transcriptRows,
} from '@/lib/downloads/pull-transcripts';
import { useSession } from '@/lib/session/use-session';
import { PullAssetPicker } from './pull-asset-picker';
import { PullCodeSamples } from './pull-code-samples';
import { type PreviewRow, PullPreview } from './pull-preview';
import { PULL_LABEL_CLASS, PullRangeFields } from './pull-range-fields';

/** Companies read at once: a pull of many companies does not open dozens of requests together. */
const CONCURRENT_CALLS = 4;

const cardClass =
  'flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

/** Every company's calls, in the order chosen (each company's newest first, as the API gives them). */
async function readCalls(request: TranscriptPull, signal?: AbortSignal): Promise<TranscriptCallRow[]> {
  const results: TranscriptCallRow[][] = new Array(request.assets.length);
  let next = 0;
  async function worker() {
    while (next < request.assets.length) {
      const index = next++;
      results[index] = await getData<TranscriptCallRow[]>(
        transcriptPath(request.assets[index] as string, request),
        signal,
      );
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_CALLS, request.assets.length) }, worker));
  return results.flat();
}

/**
 * Pull Data (by Asset) of Transcripts (issue 14): the earnings calls of chosen companies in a range, with the chosen
 * figures, as one CSV or JSON file built whole in the browser from the `/mta/data` calls, which the page shows.
 */
export function PullTranscriptsView() {
  const { permissions } = useSession();
  const lake = useLakeInfo();
  const { searchParams, set } = useUrlState();
  const today = lake.data?.to ?? new Date().toISOString().slice(0, 10);
  const request = readTranscriptPull(searchParams, today);
  const problems = checkTranscriptPull(request);
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const [showPreview, setShowPreview] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);

  const companies = useQuery({
    queryKey: ['mta-assets'],
    queryFn: ({ signal }) => getData<TranscriptAsset[]>('/mta/assets', signal),
    staleTime: 10 * 60_000,
    select: (rows): MasterAsset[] =>
      rows.map((row) => ({ assetCode: row.assetCode, name: row.name, RIC: row.RIC, Ticker: row.ticker })),
  });
  const columns = transcriptColumns(request);
  const ready = problems.length === 0;
  const preview = useQuery({
    queryKey: ['mta-preview', request.assets[0], request.start, request.end, columns.join(',')],
    queryFn: async ({ signal }) =>
      transcriptRows(
        await readCalls({ ...request, assets: request.assets.slice(0, 1) }, signal),
        columns,
        'json',
      ).slice(0, 20) as PreviewRow[],
    enabled: showPreview && ready,
  });

  function update(patch: Partial<TranscriptPull>) {
    const next = { ...request, ...patch };
    set({
      assets: next.assets.join(','),
      cols: next.fields.join(','),
      start: next.start,
      end: next.end,
      format: next.format,
    });
    setDownloadError(null);
    setSaved(null);
  }

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    setSaved(null);
    try {
      const rows = transcriptRows(await readCalls(request), columns, request.format);
      const fileName = `mta-transcripts-${request.assets.length === 1 ? request.assets[0] : `${request.assets.length}-companies`}-${request.start}-${request.end}.${request.format}`;
      if (request.format === 'json') {
        saveText(JSON.stringify({ data: rows }), fileName, 'application/json');
      } else {
        // papaparse loads on the first CSV, keeping it out of the route's first-load JavaScript.
        const { unparse } = await import('papaparse');
        saveText(
          `${unparse({ fields: columns, data: rows.map((row) => columns.map((c) => row[c])) }, { newline: '\n' })}\n`,
          fileName,
          'text/csv',
        );
      }
      setSaved(`${rows.length.toLocaleString('en-US')} earnings calls saved as ${fileName}.`);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  }

  if (companies.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the companies" className="flex flex-col gap-2">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (companies.isError) return <DataError error={companies.error} />;

  const first = request.assets[0];
  const known = new Set(companies.data.map((company) => company.assetCode));
  // A shared link may name a company without transcripts in this build: named, as a pasted unknown one is.
  const withoutCalls = request.assets.filter((code) => !known.has(code));
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          className={cardClass}
          aria-label="Pull data"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) void download();
          }}
        >
          <p className="text-slate-600 text-sm dark:text-slate-300">
            One row per earnings call (transcripts have no sources or frequencies).
          </p>
          <PullAssetPicker
            product="mta"
            assetClass="companies"
            className="the companies with transcripts"
            selected={request.assets}
            onChange={(assets) => update({ assets })}
            withV5Watchlists={permissions?.masfV5 === true}
            invalid={Boolean(problemOf('assets'))}
            localAssets={companies.data}
          />
          {withoutCalls.length > 0 ? (
            <p role="alert" className="text-amber-800 text-sm dark:text-amber-200">
              {withoutCalls.join(', ')} {withoutCalls.length === 1 ? 'has' : 'have'} no earnings-call transcripts here:
              the file will have no rows for {withoutCalls.length === 1 ? 'it' : 'them'}.
            </p>
          ) : null}
          <fieldset className="flex flex-col gap-1">
            <legend className={`${PULL_LABEL_CLASS} mb-1`}>
              Figures{' '}
              <span className="font-normal text-slate-500 text-xs dark:text-slate-400">
                ({request.fields.length === 0 ? 'none chosen: every figure' : `${request.fields.length} chosen`}; the
                call, company and date always come)
              </span>
            </legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {TRANSCRIPT_FIELDS.map((field) => (
                <li key={field.code}>
                  <label className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200">
                    <input
                      type="checkbox"
                      checked={request.fields.includes(field.code)}
                      onChange={(event) =>
                        update({
                          fields: event.target.checked
                            ? [...request.fields, field.code]
                            : request.fields.filter((code) => code !== field.code),
                        })
                      }
                    />
                    {field.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <PullRangeFields
            start={request.start}
            end={request.end}
            format={request.format}
            onChange={update}
            errorIds={{
              start: problemOf('start') ? 'pull-problem-start' : undefined,
              end: problemOf('end') ? 'pull-problem-end' : undefined,
            }}
          />
          <div aria-live="polite" className="flex flex-col gap-1">
            {problems.map((problem, index) => (
              <p
                key={`${problem.field}-${problem.message}`}
                // The first message of a field describes it (PullRangeFields' errorIds).
                id={
                  problems.findIndex((other) => other.field === problem.field) === index
                    ? `pull-problem-${problem.field}`
                    : undefined
                }
                className="text-red-700 text-sm dark:text-red-300"
              >
                {problem.message}
                {problem.overLimit ? (
                  <>
                    {' '}
                    For more, download the{' '}
                    <Link href="/transcripts/download/files" className="font-medium underline">
                      transcript files
                    </Link>
                    .
                  </>
                ) : null}
              </p>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={!ready}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
              onClick={() => setShowPreview(true)}
            >
              Preview
            </button>
            <button
              type="submit"
              disabled={!ready || downloading}
              className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
            >
              {downloading ? 'Preparing the file…' : `Download ${request.format.toUpperCase()}`}
            </button>
          </div>
          <div aria-live="polite">
            {downloadError ? (
              <DataError error={downloadError} />
            ) : saved ? (
              <p data-testid="pull-saved" className="text-emerald-700 text-sm dark:text-emerald-300">
                {saved}
              </p>
            ) : null}
          </div>
        </form>
        <section aria-label="The same request as code" className={cardClass}>
          <h2 className="font-semibold text-slate-900 dark:text-white">The same request from a script</h2>
          <PullCodeSamples
            input={
              ready && origin && first
                ? {
                    baseUrl: `${origin}${API_PREFIX}`,
                    path: `/mta/data/${encodeURIComponent(first)}`,
                    query: [
                      ['start_date', request.start],
                      ['end_date', request.end],
                      ['limit', String(TRANSCRIPT_CALL_LIMIT)],
                    ],
                    format: 'json',
                    fileName: `mta-${first}.json`,
                  }
                : null
            }
            note={
              request.assets.length > 1
                ? `One call per company (${request.assets.length} calls): the sample shows the first; the page joins the answers into one file.`
                : 'The API answers JSON; the page writes the CSV from it.'
            }
          />
        </section>
      </div>
      {showPreview ? (
        <section aria-label="Preview" className={cardClass}>
          <h2 className="font-semibold text-slate-900 dark:text-white">Preview</h2>
          <PullPreview
            rows={preview.data}
            error={preview.error}
            isLoading={preview.isFetching && !preview.data}
            days={`the first company's calls, ${request.start} to ${request.end} (end not included)`}
          />
        </section>
      ) : null}
      <DemoDataNote />
    </div>
  );
}
