'use client';

import {
  type AssetClassCode,
  getAssetClass,
  listDataFrequencies,
  listDataTypes,
  MAX_PULL_ASSET_WINDOWS,
  MAX_PULL_ASSETS,
} from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { API_PREFIX } from '@/lib/api/api-client';
import {
  classCodesDefaultFirst,
  getData,
  getText,
  isOverPullLimit,
  readableClasses,
  saveText,
} from '@/lib/downloads/pull-fetch';
import {
  checkPullRequest,
  PREVIEW_ROWS,
  PULL_PRODUCT,
  type PullArea,
  type PullProblem,
  type PullRequest,
  previewRequest,
  pullApiPath,
  pullFileName,
  pullPath,
  pullQuery,
  readPullRequest,
} from '@/lib/downloads/pull-request';
import { useSession } from '@/lib/session/use-session';
import { PullAssetPicker } from './pull-asset-picker';
import { PullCodeSamples } from './pull-code-samples';
import { type PreviewRow, PullPreview } from './pull-preview';
import { PULL_FIELD_CLASS, PULL_LABEL_CLASS, PullRangeFields } from './pull-range-fields';

interface ClassInfo {
  datacols: { code: string; name: string; description: string }[];
}

const cardClass =
  'flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

function ProblemText({ problem, area }: { problem: PullProblem; area: PullArea }) {
  return (
    <p id={`pull-problem-${problem.field}`} className="text-red-700 text-sm dark:text-red-300">
      {problem.message}
      {problem.overLimit ? (
        <>
          {' '}
          For more, download the{' '}
          <Link href={`/${area}/download/files`} className="font-medium underline">
            bulk files (one per day)
          </Link>
          .
        </>
      ) : null}
    </p>
  );
}

/**
 * Pull Data (by Asset), issue 14: assets, class, indicators, sources, frequency and range, all in the URL; a bounded
 * preview; the download of one CSV or JSON file from the API's multi-asset data call, read whole before it is
 * offered; the same call as a URL and as curl, Python and TypeScript.
 */
export function PullDataView({ area }: { area: PullArea }) {
  const id = useId();
  const product = PULL_PRODUCT[area];
  const { user, permissions } = useSession();
  const lake = useLakeInfo();
  const { searchParams, set } = useUrlState();
  const classes = readableClasses(user, product);
  const today = lake.data?.to ?? new Date().toISOString().slice(0, 10);
  // The companies class first, so that a link without a class opens on it.
  const request = readPullRequest(searchParams, classCodesDefaultFirst(classes), today);
  const assetClass = getAssetClass(request.assetClass);
  const problems = checkPullRequest(request);
  const problemOf = (field: PullProblem['field']) => problems.find((problem) => problem.field === field);
  const [colFilter, setColFilter] = useState('');
  const [showPreview, setShowPreview] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [savedRows, setSavedRows] = useState<string | null>(null);
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);

  const info = useQuery({
    queryKey: ['pull-info', product, request.assetClass],
    queryFn: ({ signal }) => getData<ClassInfo>(`/${product}/v4/${request.assetClass}/info`, signal),
    enabled: request.assetClass !== '',
    staleTime: 10 * 60_000,
  });
  const previewOf = problems.length === 0 ? previewRequest(request) : null;
  // The preview follows the form once opened: the same request over its first days, so it stays small.
  const previewPath = showPreview && previewOf ? pullApiPath(product, previewOf) : null;
  const preview = useQuery({
    queryKey: ['pull-preview', previewPath],
    queryFn: ({ signal }) => getData<PreviewRow[]>(previewPath ?? '', signal),
    enabled: previewPath !== null,
    staleTime: 60_000,
    select: (rows) => rows.slice(0, PREVIEW_ROWS),
  });

  function update(patch: Partial<PullRequest>) {
    const next = { ...request, ...patch };
    set({
      class: next.assetClass,
      freq: next.freq,
      assets: next.assets.join(','),
      cols: next.datacols.join(','),
      src: next.datatypes.join(','),
      start: next.start,
      end: next.end,
      format: next.format,
    });
    setDownloadError(null);
    setSavedRows(null);
  }

  if (classes.length === 0 || !assetClass) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
        Your account has no {product} data permission for any asset class. Contact your account manager or support for
        access.
      </p>
    );
  }

  const classCode = assetClass.code as AssetClassCode;
  const frequencies = listDataFrequencies(classCode);
  const dataTypes = listDataTypes(classCode);
  // Mentions and buzz come with every row: not offered as a choice.
  const datacols = (info.data?.datacols ?? []).filter((col) => col.code !== 'buzz' && col.code !== 'mentions');
  const filter = colFilter.trim().toLowerCase();
  const shownCols = datacols.filter(
    (col) => filter === '' || col.code.toLowerCase().includes(filter) || col.name.toLowerCase().includes(filter),
  );
  const ready = problems.length === 0;

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    setSavedRows(null);
    try {
      const text = await getText(pullApiPath(product, request));
      saveText(text, pullFileName(product, request), request.format === 'csv' ? 'text/csv' : 'application/json');
      const rows =
        request.format === 'csv'
          ? Math.max(0, text.split('\n').filter(Boolean).length - 1)
          : (JSON.parse(text) as { data: unknown[] }).data.length;
      setSavedRows(`${rows.toLocaleString('en-US')} rows saved as ${pullFileName(product, request)}.`);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  }

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
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-class`} className={PULL_LABEL_CLASS}>
                Asset class
              </label>
              <select
                id={`${id}-class`}
                className={PULL_FIELD_CLASS}
                value={request.assetClass}
                onChange={(event) => {
                  update({ assetClass: event.target.value, assets: [], datacols: [], datatypes: [], freq: 'dai' });
                }}
              >
                {classes.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.name} ({entry.code})
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-freq`} className={PULL_LABEL_CLASS}>
                Frequency
              </label>
              <select
                id={`${id}-freq`}
                className={PULL_FIELD_CLASS}
                value={frequencies.some((entry) => entry.code === request.freq) ? request.freq : 'dai'}
                onChange={(event) => update({ freq: event.target.value })}
              >
                {frequencies.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <PullAssetPicker
            product={product}
            assetClass={request.assetClass}
            className={assetClass.name}
            selected={request.assets}
            onChange={(assets) => update({ assets })}
            withV5Watchlists={permissions?.masfV5 === true}
            invalid={Boolean(problemOf('assets'))}
          />

          <fieldset className="flex flex-col gap-2">
            <legend className={`${PULL_LABEL_CLASS} mb-1`}>
              Indicators{' '}
              <span className="font-normal text-slate-500 text-xs dark:text-slate-400">
                ({request.datacols.length === 0 ? 'none chosen: every column' : `${request.datacols.length} chosen`}
                {', buzz and mentions always come)'}
              </span>
            </legend>
            <input
              type="search"
              aria-label="Filter indicators"
              placeholder="Filter by name or code"
              className={PULL_FIELD_CLASS}
              value={colFilter}
              onChange={(event) => setColFilter(event.target.value)}
            />
            {info.isPending ? (
              <p className="text-slate-500 text-sm">Loading the indicators…</p>
            ) : info.isError ? (
              <DataError error={info.error} />
            ) : (
              <div className="max-h-48 overflow-auto rounded-md border border-slate-200 p-2 dark:border-slate-800">
                {shownCols.length === 0 ? (
                  <p className="text-slate-500 text-sm">No indicator matches.</p>
                ) : (
                  <ul className="grid gap-1 sm:grid-cols-2">
                    {shownCols.map((col) => (
                      <li key={col.code}>
                        <label
                          className="flex items-start gap-2 text-slate-700 text-sm dark:text-slate-200"
                          title={col.description}
                        >
                          <input
                            type="checkbox"
                            className="mt-1"
                            checked={request.datacols.includes(col.code)}
                            onChange={(event) =>
                              update({
                                datacols: event.target.checked
                                  ? [...request.datacols, col.code]
                                  : request.datacols.filter((code) => code !== col.code),
                              })
                            }
                          />
                          <span>
                            {col.name} <span className="text-slate-400 text-xs">{col.code}</span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </fieldset>

          <fieldset className="flex flex-col gap-1">
            <legend className={`${PULL_LABEL_CLASS} mb-1`}>
              Sources{' '}
              <span className="font-normal text-slate-500 text-xs dark:text-slate-400">
                ({request.datatypes.length === 0 ? 'none chosen: every source' : `${request.datatypes.length} chosen`})
              </span>
            </legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {dataTypes.map((type) => (
                <label key={type.code} className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200">
                  <input
                    type="checkbox"
                    checked={request.datatypes.includes(type.code)}
                    onChange={(event) =>
                      update({
                        datatypes: event.target.checked
                          ? [...request.datatypes, type.code]
                          : request.datatypes.filter((code) => code !== type.code),
                      })
                    }
                  />
                  {type.name}
                </label>
              ))}
            </div>
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
            {problems.map((problem) => (
              <ProblemText key={problem.field} problem={problem} area={area} />
            ))}
          </div>
          <p className="text-slate-500 text-xs dark:text-slate-400">
            One pull: at most {MAX_PULL_ASSETS} assets and {MAX_PULL_ASSET_WINDOWS.toLocaleString('en-US')} asset-days
            (asset-hours for hourly data). For more, use the{' '}
            <Link href={`/${area}/download/files`} className="underline">
              bulk files
            </Link>
            .
          </p>
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
              <div className="flex flex-col gap-1">
                <DataError error={downloadError} />
                {isOverPullLimit(downloadError) ? (
                  <Link
                    href={`/${area}/download/files`}
                    className="text-brand-700 text-sm underline dark:text-brand-300"
                  >
                    Open the bulk files
                  </Link>
                ) : null}
              </div>
            ) : savedRows ? (
              <p data-testid="pull-saved" className="text-emerald-700 text-sm dark:text-emerald-300">
                {savedRows}
              </p>
            ) : null}
          </div>
        </form>

        <section aria-label="The same request as code" className={cardClass}>
          <h2 className="font-semibold text-slate-900 dark:text-white">The same request from a script</h2>
          <PullCodeSamples
            input={
              ready && origin
                ? {
                    baseUrl: `${origin}${API_PREFIX}`,
                    path: pullPath(product, request),
                    query: pullQuery(request),
                    format: request.format,
                    fileName: pullFileName(product, request),
                  }
                : null
            }
            note={`One call for every chosen asset; for one asset, /${product}/v4/data/${request.assetClass}/${request.freq}/{asset_code} gives the same rows.`}
          />
        </section>
      </div>

      {showPreview ? (
        <section aria-label="Preview" className={cardClass}>
          <h2 className="font-semibold text-slate-900 dark:text-white">Preview</h2>
          {previewOf ? null : (
            <p className="text-slate-600 text-sm dark:text-slate-300">Correct the form to see the preview.</p>
          )}
          <PullPreview
            rows={preview.data}
            error={preview.error}
            isLoading={preview.isFetching && !preview.data}
            days={previewOf ? `${previewOf.start} to ${previewOf.end} (end not included)` : ''}
          />
        </section>
      ) : null}
      <DemoDataNote />
    </div>
  );
}
