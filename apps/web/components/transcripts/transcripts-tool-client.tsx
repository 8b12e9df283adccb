'use client';

import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { changeClass, DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import {
  callChanges,
  formatSentiment,
  groupSections,
  previousCall,
  sentimentBy,
  type Transcript,
  type TranscriptAsset,
  type TranscriptCall,
} from '@/lib/transcripts/transcript-view';
import {
  useCompanyCalls,
  useCompanyKeyphrases,
  useTranscript,
  useTranscriptAssets,
  useTranscriptSearch,
} from '@/lib/transcripts/use-transcripts';

const TranscriptSentimentChart = lazyComponent(
  () => import('./transcript-sentiment-chart').then((module) => module.TranscriptSentimentChart),
  () => <Skeleton className="h-[280px] w-full" />,
);

const INPUT =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/**
 * The Transcripts tool (issue 15 '/transcripts/tool'): pick a company and a quarter, read the call by section and
 * speaker, its sentiment by section and role against the previous call, keyphrases, the company's sentiment over
 * time, and search across every transcript. Company, quarter and search are in the URL.
 */
export function TranscriptsToolClient() {
  const url = useUrlState();
  const company = url.get('company');
  const quarter = url.get('quarter');
  const query = url.get('q') ?? '';
  const assets = useTranscriptAssets();
  const calls = useCompanyCalls(company);
  const companyInfo = assets.data?.find((asset) => asset.assetCode === company) ?? null;
  const ordered = useMemo(
    () => [...(calls.data ?? [])].sort((a, b) => b.windowTimestamp.localeCompare(a.windowTimestamp)),
    [calls.data],
  );
  const call = ordered.find((item) => item.quarter === quarter) ?? ordered[0] ?? null;
  const transcript = useTranscript(call?.transcriptId ?? null);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <DataCard title="Company and quarter" subtitle="Companies with earnings-call transcripts">
          {assets.isPending ? (
            <SkeletonList label="Loading companies" rows={2} />
          ) : assets.isError ? (
            <DataError error={assets.error} />
          ) : (
            <div className="flex flex-col gap-3">
              <CompanyPicker
                assets={assets.data}
                selected={companyInfo}
                onSelect={(code) => url.set({ company: code, quarter: null }, { push: true })}
              />
              {company ? (
                calls.isPending ? (
                  <Skeleton className="h-8 w-48" />
                ) : calls.isError ? (
                  <DataError error={calls.error} />
                ) : ordered.length === 0 ? (
                  <EmptyNote>This company has no call in the data.</EmptyNote>
                ) : (
                  <label className="flex flex-wrap items-center gap-2 text-slate-700 text-sm dark:text-slate-200">
                    Quarter
                    <select
                      value={call?.quarter ?? ''}
                      onChange={(event) => url.set({ quarter: event.target.value }, { push: true })}
                      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
                    >
                      {ordered.map((item) => (
                        <option key={item.transcriptId} value={item.quarter}>
                          {item.quarter} ({item.windowTimestamp.slice(0, 10)})
                        </option>
                      ))}
                    </select>
                  </label>
                )
              ) : null}
            </div>
          )}
        </DataCard>
        <SearchCard
          query={query}
          company={companyInfo}
          onQuery={(value) => url.set({ q: value || null })}
          onOpen={(code, hitQuarter) => url.set({ company: code, quarter: hitQuarter }, { push: true })}
        />
      </div>

      {!company ? (
        <p className="text-slate-500 text-sm dark:text-slate-400">
          Pick a company to read its calls, or search across every transcript.
        </p>
      ) : call ? (
        <>
          <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <TranscriptReader call={call} transcript={transcript} query={query} />
            <div className="flex min-w-0 flex-col gap-4">
              <SentimentCard
                call={call}
                before={previousCall(ordered, call.transcriptId)}
                transcript={transcript.data}
              />
              <KeyphrasesCard call={call} assetCode={call.assetCode} />
            </div>
          </div>
          <DataCard
            title="Transcript sentiment over time"
            subtitle={`${companyInfo?.name ?? call.name}: every call in the data, oldest first`}
          >
            {ordered.length < 2 ? (
              <EmptyNote>Only one call: no history to draw.</EmptyNote>
            ) : (
              <TranscriptSentimentChart calls={ordered} name={companyInfo?.name ?? call.name} />
            )}
          </DataCard>
        </>
      ) : null}
      <DemoDataNote />
    </div>
  );
}

function CompanyPicker({
  assets,
  selected,
  onSelect,
}: {
  assets: TranscriptAsset[];
  selected: TranscriptAsset | null;
  onSelect: (code: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const matches = needle
    ? assets
        .filter(
          (asset) =>
            asset.name.toLowerCase().includes(needle) ||
            asset.ticker?.toLowerCase() === needle ||
            asset.RIC?.toLowerCase().startsWith(needle),
        )
        .slice(0, 8)
    : [];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-company`} className="text-slate-700 text-sm dark:text-slate-200">
        Company{' '}
        {selected ? (
          <span className="font-semibold" data-testid="transcripts-company">
            {selected.name}
            {selected.ticker ? ` (${selected.ticker})` : ''}
          </span>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">({assets.length.toLocaleString('en')} with calls)</span>
        )}
      </label>
      <input
        id={`${id}-company`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search a company by name or ticker"
        autoComplete="off"
        className={INPUT}
      />
      {needle ? (
        matches.length === 0 ? (
          <p className="text-slate-500 text-sm dark:text-slate-400">No result.</p>
        ) : (
          <ul aria-label="Matching companies" className="flex flex-col gap-0.5">
            {matches.map((asset) => (
              <li key={asset.assetCode}>
                <button
                  type="button"
                  onClick={() => {
                    onSelect(asset.assetCode);
                    setText('');
                  }}
                  className="flex w-full items-center justify-between gap-2 rounded px-2 py-1 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span className="truncate text-slate-800 dark:text-slate-100">
                    {asset.name} <span className="text-slate-500 text-xs">{asset.ticker ?? asset.RIC}</span>
                  </span>
                  <span className="shrink-0 text-slate-500 text-xs dark:text-slate-400">{asset.calls} calls</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function SearchCard({
  query,
  company,
  onQuery,
  onOpen,
}: {
  query: string;
  company: TranscriptAsset | null;
  onQuery: (value: string) => void;
  onOpen: (code: string, quarter: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(query);
  const [isCompanyOnly, setCompanyOnly] = useState(false);
  // The URL follows the typing after a pause (spec §9 search debounce 800 ms), not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== query) onQuery(text.trim());
    }, 800);
    return () => clearTimeout(timer);
  }, [text, query, onQuery]);
  const scope = isCompanyOnly && company ? company.assetCode : null;
  const search = useTranscriptSearch(query, scope);
  return (
    <DataCard title="Search the transcripts" subtitle="What was said, in every call (or this company’s)">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search the transcripts
        </label>
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-2 left-2.5 size-4 text-slate-400" />
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onQuery(text.trim());
            }}
            placeholder="e.g. free cash flow"
            className={`${INPUT} pl-8`}
          />
        </div>
        {company ? (
          <label className="flex items-center gap-1.5 text-slate-700 text-xs dark:text-slate-200">
            <input type="checkbox" checked={isCompanyOnly} onChange={(event) => setCompanyOnly(event.target.checked)} />
            {company.name} only
          </label>
        ) : null}
      </div>
      {query.trim().length === 1 ? (
        <p className="text-slate-500 text-xs">Type at least 2 characters.</p>
      ) : query.trim().length < 2 ? null : search.isPending ? (
        <SkeletonList label="Searching" rows={3} />
      ) : search.isError ? (
        <DataError error={search.error} />
      ) : search.data.hits.length === 0 ? (
        <EmptyNote>No turn says “{query}”.</EmptyNote>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-slate-500 text-xs dark:text-slate-400" aria-live="polite">
            {search.data.total.toLocaleString('en')} turns
            {search.data.total > search.data.hits.length ? `, the newest ${search.data.hits.length} shown` : ''}
          </p>
          <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" aria-label="Search results">
            {search.data.hits.map((hit) => (
              <li key={`${hit.transcriptId}-${hit.seq}`}>
                <button
                  type="button"
                  onClick={() => onOpen(hit.assetCode, hit.quarter)}
                  className="flex w-full flex-col gap-0.5 rounded px-2 py-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span className="text-slate-800 text-xs dark:text-slate-100">
                    <span className="font-medium">{hit.name}</span> · {hit.quarter} · {hit.speaker} ({hit.role})
                  </span>
                  <span className="text-slate-600 text-xs dark:text-slate-300">
                    <Marked text={hit.snippet} query={query} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DataCard>
  );
}

/** The text with each occurrence of `query` marked (case-insensitive). */
function Marked({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLowerCase();
  if (needle.length < 2) return <>{text}</>;
  const parts: { text: string; isMatch: boolean; at: number }[] = [];
  const lower = text.toLowerCase();
  let at = 0;
  for (;;) {
    const found = lower.indexOf(needle, at);
    if (found < 0) break;
    if (found > at) parts.push({ text: text.slice(at, found), isMatch: false, at });
    parts.push({ text: text.slice(found, found + needle.length), isMatch: true, at: found });
    at = found + needle.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isMatch: false, at });
  return (
    <>
      {parts.map((part) =>
        part.isMatch ? (
          <mark
            key={part.at}
            className="rounded-sm bg-amber-200 text-slate-900 dark:bg-amber-500/40 dark:text-amber-50"
          >
            {part.text}
          </mark>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </>
  );
}

function SentimentChip({ value }: { value: number | null }) {
  return <span className={`text-xs tabular-nums ${changeClass(value)}`}>{formatSentiment(value)}</span>;
}

function TranscriptReader({
  call,
  transcript,
  query,
}: {
  call: TranscriptCall;
  transcript: ReturnType<typeof useTranscript>;
  query: string;
}) {
  return (
    <DataCard
      title={call.title}
      subtitle={`${call.windowTimestamp.slice(0, 10)} · ${call.turns} turns · results ${call.result === 'beat' ? 'beat' : 'missed'} expectations`}
    >
      {transcript.isPending ? (
        <SkeletonList label="Loading the transcript" rows={8} className="h-12 w-full" />
      ) : transcript.isError ? (
        <DataError error={transcript.error} />
      ) : (
        <div className="flex max-h-[40rem] flex-col gap-4 overflow-y-auto pr-1" data-testid="transcript-reader">
          {groupSections(transcript.data.turnList).map((section) => (
            <section key={`${section.section}-${section.turns[0]?.seq}`} className="flex flex-col gap-2">
              <h3 className="sticky top-0 bg-white py-1 font-semibold text-slate-900 text-sm dark:bg-slate-900 dark:text-slate-100">
                {section.section}
              </h3>
              {section.turns.map((turn) => (
                <article
                  key={turn.seq}
                  className="flex flex-col gap-0.5 border-slate-200 border-l-2 pl-3 dark:border-slate-700"
                >
                  <p className="flex flex-wrap items-center gap-2 text-xs">
                    <span className="font-medium text-slate-800 dark:text-slate-100">{turn.speaker}</span>
                    <span className="rounded bg-slate-100 px-1.5 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      {turn.role}
                    </span>
                    {turn.sentiment !== null ? <SentimentChip value={turn.sentiment} /> : null}
                  </p>
                  <p className="text-slate-700 text-sm leading-6 dark:text-slate-200">
                    <Marked text={turn.text} query={query} />
                  </p>
                </article>
              ))}
            </section>
          ))}
        </div>
      )}
    </DataCard>
  );
}

function SentimentCard({
  call,
  before,
  transcript,
}: {
  call: TranscriptCall;
  before: TranscriptCall | null;
  transcript: Transcript | undefined;
}) {
  const changes = callChanges(call, before);
  const byRole = transcript ? sentimentBy(transcript.turnList, 'role') : [];
  return (
    <DataCard
      title="Sentiment by section and role"
      subtitle={
        before ? `${call.quarter} against the previous call, ${before.quarter}` : `${call.quarter} (no earlier call)`
      }
    >
      <table className="w-full text-sm" data-testid="transcript-section-sentiment">
        <thead>
          <tr className="text-left text-slate-500 text-xs dark:text-slate-400">
            <th className="py-1 font-normal">Part</th>
            <th className="py-1 text-right font-normal">{call.quarter}</th>
            <th className="py-1 text-right font-normal">Before</th>
            <th className="py-1 text-right font-normal">Change</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((row) => (
            <tr key={row.key} className="border-slate-100 border-t dark:border-slate-800">
              <th scope="row" className="py-1 text-left font-normal text-slate-700 dark:text-slate-200">
                {row.label}
              </th>
              <td className="py-1 text-right">
                {row.key === 'uncertainty' ? (
                  <span className="text-xs tabular-nums">{row.now?.toFixed(3) ?? '–'}</span>
                ) : (
                  <SentimentChip value={row.now} />
                )}
              </td>
              <td className="py-1 text-right text-slate-500 text-xs tabular-nums">
                {row.key === 'uncertainty' ? (row.before?.toFixed(3) ?? '–') : formatSentiment(row.before)}
              </td>
              <td className="py-1 text-right">
                {row.key === 'uncertainty' ? (
                  <span className="text-xs tabular-nums">{row.change === null ? '–' : row.change.toFixed(3)}</span>
                ) : (
                  <SentimentChip value={row.change} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {byRole.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-slate-500 text-xs dark:text-slate-400">Turns by speaker role (buzz-weighted)</h3>
          <ul className="flex flex-col gap-1">
            {byRole.map((group) => (
              <li key={group.label} className="flex items-center gap-2 text-xs">
                <span className="w-20 shrink-0 truncate text-slate-700 dark:text-slate-200">{group.label}</span>
                <span className="relative h-2 flex-1 rounded bg-slate-100 dark:bg-slate-800" aria-hidden>
                  {group.sentiment !== null ? (
                    <span
                      className={`absolute top-0 h-2 rounded ${group.sentiment >= 0 ? 'left-1/2 bg-emerald-500' : 'right-1/2 bg-red-500'}`}
                      style={{ width: `${Math.min(50, Math.abs(group.sentiment) * 50)}%` }}
                    />
                  ) : null}
                </span>
                <SentimentChip value={group.sentiment} />
                <span className="w-14 shrink-0 text-right text-slate-400">
                  {group.turns} {group.turns === 1 ? 'turn' : 'turns'}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </DataCard>
  );
}

function KeyphrasesCard({ call, assetCode }: { call: TranscriptCall; assetCode: string }) {
  const keyphrases = useCompanyKeyphrases(assetCode);
  return (
    <DataCard title="Keyphrases" subtitle="This call’s, then the company’s most used over its calls">
      {call.keyphrases.length === 0 ? null : (
        <ul className="flex flex-wrap gap-1.5" aria-label="Keyphrases of this call">
          {call.keyphrases.map((phrase) => (
            <li
              key={phrase}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-700 text-xs dark:bg-slate-800 dark:text-sky-300"
            >
              {phrase}
            </li>
          ))}
        </ul>
      )}
      {call.summary ? <p className="text-slate-600 text-sm dark:text-slate-300">{call.summary}</p> : null}
      {keyphrases.isPending ? (
        <SkeletonList label="Loading keyphrases" rows={3} />
      ) : keyphrases.isError ? (
        <DataError error={keyphrases.error} />
      ) : keyphrases.data.length === 0 ? (
        <EmptyNote>No keyphrase over the company’s calls.</EmptyNote>
      ) : (
        <ul className="flex flex-col text-xs" aria-label="The company’s keyphrases">
          {keyphrases.data.slice(0, 10).map((item) => (
            <li key={item.keyphrase} className="flex items-center justify-between gap-2 py-0.5">
              <span className="truncate text-slate-700 dark:text-slate-200">{item.keyphrase}</span>
              <span className="shrink-0 text-slate-500 dark:text-slate-400">
                {item.calls} calls · <SentimentChip value={item.sentiment} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </DataCard>
  );
}
