'use client';

import { getRoute, listDataFrequencies } from '@moodwire/domain';
import { Download, FileText } from 'lucide-react';
import { usePathname, useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { PageFrame } from '@/components/app-shell/page-frame';
import { RouteGate } from '@/components/app-shell/route-gate';
import { Skeleton } from '@/components/ui/skeleton';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';
import { type ListedFile, useBulkFiles } from '@/lib/downloads/bulk-files-query';
import {
  AREA_PRODUCT,
  type BulkFilesArea,
  type BulkFilesState,
  checkState,
  type FieldError,
  formatFileSize,
  listPermittedClasses,
  MAX_PAGE_DAYS,
  readState,
  writeState,
} from '@/lib/downloads/bulk-files-state';
import { useSession } from '@/lib/session/use-session';
import { DownloadTabs } from './download-tabs';
import { PULL_FIELD_CLASS, PULL_LABEL_CLASS, PullRangeFields } from './pull-range-fields';

/** spec §2 '/ma4/download/files' and its /esg4 and /transcripts twins: one screen, three sources of files. */
export function BulkFiles({ area }: { area: BulkFilesArea }) {
  const pattern = `/${area}/download/files`;
  return (
    <PageFrame title={getRoute(pattern).title}>
      <RouteGate pattern={pattern}>
        <DownloadTabs area={area} current="files" />
        <BulkFilesBody area={area} />
      </RouteGate>
    </PageFrame>
  );
}

function BulkFilesBody({ area }: { area: BulkFilesArea }) {
  const { user } = useSession();
  const product = area === 'transcripts' ? 'mta' : AREA_PRODUCT[area];
  const classes = useMemo(() => (product === 'mta' ? [] : listPermittedClasses(user, product)), [user, product]);
  const lake = useLakeInfo();
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const state = readState(new URLSearchParams(searchParams.toString()), classes, lake.data?.to);
  const fieldError = state.from && state.to ? checkState(state) : null;
  const files = useBulkFiles(product, state);

  // The History API updates useSearchParams without a server round trip (Next app router), so two quick changes
  // (class, then frequency) each see the other.
  // The change applies to the URL as it is now (not as this render read it): two quick changes keep both.
  const go = (patch: Partial<BulkFilesState>) => {
    const current = readState(new URLSearchParams(window.location.search), classes, lake.data?.to);
    const next = { ...current, ...patch };
    // A class change drops a frequency the new class does not offer (readState picks its first).
    const fixed = readState(new URLSearchParams(writeState(next)), classes, lake.data?.to);
    window.history.replaceState(null, '', `${pathname}?${writeState(fixed)}`);
  };

  if (product !== 'mta' && classes.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
        Your account has no data permission for the classes of this product. Contact your account manager or support for
        access.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FilesForm area={area} state={state} classes={classes} fieldError={fieldError} onSubmit={go} />
      {fieldError ? null : <FilesList query={files} isTranscripts={product === 'mta'} />}
      <DemoDataNote />
    </div>
  );
}

function FilesForm({
  area,
  state,
  classes,
  fieldError,
  onSubmit,
}: {
  area: BulkFilesArea;
  state: BulkFilesState;
  classes: ReturnType<typeof listPermittedClasses>;
  fieldError: FieldError | null;
  onSubmit: (patch: Partial<BulkFilesState>) => void;
}) {
  // The dates are edited here and go to the URL on submit (a half-typed date lists nothing); class and frequency
  // go at once.
  const [from, setFrom] = useState(state.from);
  const [to, setTo] = useState(state.to);
  const [error, setError] = useState<FieldError | null>(null);
  useEffect(() => {
    setFrom(state.from);
    setTo(state.to);
  }, [state.from, state.to]);
  const shown = error ?? fieldError;
  const frequencies = state.assetClass ? listDataFrequencies(state.assetClass as never) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkState({ from, to });
    setError(problem);
    if (!problem) onSubmit({ from, to });
  };
  const errorId = `${area}-files-error`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Choose files"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      {area === 'transcripts' ? null : (
        // One column on a phone: a select is as wide as its longest class name unless its column bounds it.
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <label className="flex min-w-0 flex-col gap-1">
            <span className={PULL_LABEL_CLASS}>Class</span>
            <select
              name="class"
              className={PULL_FIELD_CLASS}
              value={state.assetClass}
              onChange={(event) => onSubmit({ assetClass: event.target.value })}
            >
              {classes.map((assetClass) => (
                <option key={assetClass.code} value={assetClass.code}>
                  {assetClass.name} ({assetClass.code})
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-w-0 flex-col gap-1">
            <span className={PULL_LABEL_CLASS}>Frequency</span>
            <select
              name="freq"
              className={PULL_FIELD_CLASS}
              value={state.freq}
              onChange={(event) => onSubmit({ freq: event.target.value })}
            >
              {frequencies.map((frequency) => (
                <option key={frequency.code} value={frequency.code}>
                  {frequency.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <PullRangeFields
        start={from}
        end={to}
        endIncluded
        onChange={(patch) => {
          if (patch.start !== undefined) setFrom(patch.start);
          if (patch.end !== undefined) setTo(patch.end);
        }}
        errorIds={{
          start: shown?.field === 'from' ? errorId : undefined,
          end: shown?.field === 'to' ? errorId : undefined,
        }}
      />
      <div>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          List files
        </button>
      </div>
      <p className="text-slate-500 text-xs dark:text-slate-400">
        UTC days, both included; at most {MAX_PAGE_DAYS} days per listing.
        {area === 'transcripts'
          ? ' One file per earnings call.'
          : ' One tab-separated file per day (.zip for large days).'}
      </p>
      {shown ? (
        <p id={errorId} role="alert" className="text-red-700 text-sm dark:text-red-400">
          {shown.message}
        </p>
      ) : null}
    </form>
  );
}

function FilesList({ query, isTranscripts }: { query: ReturnType<typeof useBulkFiles>; isTranscripts: boolean }) {
  if (query.isError) return <DataError error={query.error} />;
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Preparing the files" className="flex flex-col gap-2">
        <p className="text-slate-500 text-sm dark:text-slate-400">Preparing the files of the range…</p>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  }
  const files = query.data;
  if (files.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 border-dashed p-4 text-slate-600 text-sm dark:border-slate-700 dark:text-slate-300">
        No files in this range: no day of it has data. Pick other dates.
      </p>
    );
  }
  const total = files.reduce((sum, file) => sum + (file.size ?? 0), 0);
  // A transcript row is one call with two files: the text's total, then the JSON twins' total.
  const jsonTotal = files.reduce((sum, file) => sum + (file.alternate?.size ?? 0), 0);
  return (
    <section aria-label="Files" className="flex flex-col gap-2">
      <p className="text-slate-700 text-sm dark:text-slate-300" data-testid="files-summary">
        {files.length} {files.length === 1 ? 'file' : 'files'}, {formatFileSize(total)} in all
        {isTranscripts ? ` (as text; ${formatFileSize(jsonTotal)} as JSON)` : ''}
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {files.map((file) => (
          <FileRow key={file.name} file={file} />
        ))}
      </ul>
    </section>
  );
}

function FileRow({ file }: { file: ListedFile }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm" data-testid="bulk-file">
      <FileText aria-hidden className="size-4 shrink-0 text-slate-400" />
      <span className="min-w-0 flex-1 basis-60">
        <span className="block break-all font-mono text-slate-900 text-xs dark:text-slate-100">{file.name}</span>
        {file.title ? <span className="block text-slate-500 text-xs dark:text-slate-400">{file.title}</span> : null}
      </span>
      <span className="w-24 text-slate-600 tabular-nums dark:text-slate-300">{file.date}</span>
      {file.size === null ? null : (
        <span className="w-20 text-right text-slate-600 tabular-nums dark:text-slate-300">
          {formatFileSize(file.size)}
        </span>
      )}
      <span className="flex gap-2">
        <a
          href={file.href}
          download={file.name}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:text-brand-300 dark:hover:bg-slate-800"
        >
          <Download aria-hidden className="size-3.5" />
          Download<span className="sr-only"> {file.name}</span>
        </a>
        {file.alternate ? (
          <a
            href={file.alternate.href}
            download={file.alternate.name}
            className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            JSON<span className="sr-only"> {file.alternate.name},</span>
            <span className="font-normal text-slate-600 tabular-nums dark:text-slate-300">
              {formatFileSize(file.alternate.size)}
            </span>
          </a>
        ) : null}
      </span>
    </li>
  );
}
