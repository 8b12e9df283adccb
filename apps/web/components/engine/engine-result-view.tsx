'use client';

import { getIndicator } from '@moodwire/domain';
import { Download } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { changeClass, DataCard, EmptyNote } from '@/components/analytics/data-card';
import { saveText } from '@/lib/downloads/pull-fetch';
import {
  type EngineAnswer,
  engineAnswerToCsv,
  formatScore,
  highlightIndicator,
  orderedIndicators,
} from '@/lib/engine/engine-result';
import { HighlightedText, HighlightLegend } from './highlighted-text';

export function indicatorName(code: string): string {
  return getIndicator(code)?.name ?? code;
}

const BUTTON =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-slate-700 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

/** The engine's reading of one pasted or uploaded text: scores, highlighted words, assets, keyphrases, summary. */
export function EngineResultView({
  answer,
  indicator,
  onIndicator,
  label,
}: {
  answer: EngineAnswer;
  indicator: string;
  onIndicator: (code: string) => void;
  /** the pane's name, to tell two results apart (and their downloads) */
  label: string;
}) {
  const [selected, setSelected] = useState(0);
  const document = answer.documents[Math.min(selected, answer.documents.length - 1)];
  if (!document) return <EmptyNote>The text holds no document to analyse.</EmptyNote>;
  const shown = highlightIndicator(document, indicator);
  const shownName = indicatorName(shown);
  const indicators = orderedIndicators(document);
  const fileBase = `engine-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const negatedCount = document.terms.filter((term) => term.negated).length;

  return (
    <div className="flex flex-col gap-4" data-testid={`engine-result-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {answer.documents.length > 1 ? (
          <label className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200">
            Document
            <select
              value={selected}
              onChange={(event) => setSelected(Number(event.target.value))}
              className="max-w-[16rem] rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              {answer.documents.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an answer's documents never reorder, and names may repeat
                <option key={`${item.name}-${i}`} value={i}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-slate-500 text-xs dark:text-slate-400">
            {document.tokenCount.toLocaleString('en')} words, {document.sentenceCount.toLocaleString('en')} sentences,{' '}
            {document.terms.length.toLocaleString('en')} lexicon terms ({negatedCount} negated)
          </p>
        )}
        <div className="flex gap-2">
          <button
            type="button"
            className={BUTTON}
            onClick={() => saveText(JSON.stringify(answer, null, 2), `${fileBase}.json`, 'application/json')}
          >
            <Download aria-hidden className="size-3.5" /> JSON
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={() => saveText(engineAnswerToCsv(answer), `${fileBase}.csv`, 'text/csv')}
          >
            <Download aria-hidden className="size-3.5" /> CSV
          </button>
        </div>
      </div>

      <DataCard
        title={`${label}: highlighted text`}
        subtitle="Pick an indicator to see the words that drove it"
        actions={
          <label className="flex items-center gap-2 text-slate-700 text-xs dark:text-slate-200">
            Indicator
            <select
              value={shown}
              onChange={(event) => onIndicator(event.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-700 dark:bg-slate-900"
            >
              {indicators.map(({ code, drivers }) => (
                <option key={code} value={code}>
                  {indicatorName(code)} ({drivers} {drivers === 1 ? 'word' : 'words'})
                </option>
              ))}
            </select>
          </label>
        }
      >
        <HighlightLegend indicatorName={shownName} />
        {document.text.trim() === '' ? (
          <EmptyNote>The document is empty after conversion.</EmptyNote>
        ) : (
          <HighlightedText document={document} indicator={shown} indicatorName={shownName} />
        )}
      </DataCard>

      <div className="grid gap-4 md:grid-cols-2">
        <DataCard
          title={`${label}: indicator scores`}
          subtitle="Buzz counts references; the others are a share of buzz"
        >
          {indicators.length === 0 ? (
            <EmptyNote>No lexicon term found: no indicator moved.</EmptyNote>
          ) : (
            <ul className="flex max-h-80 flex-col overflow-y-auto text-sm">
              {indicators.map(({ code, score, drivers }) => (
                <li key={code}>
                  <button
                    type="button"
                    aria-pressed={code === shown}
                    onClick={() => onIndicator(code)}
                    className={`flex w-full items-center justify-between gap-3 rounded px-2 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 ${code === shown ? 'bg-amber-50 font-medium dark:bg-amber-500/10' : ''}`}
                  >
                    <span className="truncate text-slate-700 dark:text-slate-200">
                      {indicatorName(code)}
                      <span className="ml-1 text-slate-400 text-xs">
                        {drivers} {drivers === 1 ? 'word' : 'words'}
                      </span>
                    </span>
                    <span className={`tabular-nums ${code.endsWith('uzz') ? '' : changeClass(score)}`}>
                      {formatScore(code, score)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DataCard>

        <DataCard title={`${label}: assets found`} subtitle="Each links to its chart">
          {document.assets.length === 0 ? (
            <EmptyNote>No asset of our universe is named in this text.</EmptyNote>
          ) : (
            <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto text-sm">
              {document.assets.map((asset) => {
                const sentiment = asset.scores.sentiment;
                return (
                  <li key={`${asset.class}-${asset.asset}`} className="flex items-center justify-between gap-2">
                    <Link
                      href={`/ma4/charts/${encodeURIComponent(asset.asset)}?group=${asset.class}&ind=${shown}`}
                      className="min-w-0 truncate text-brand-700 hover:underline dark:text-sky-300"
                    >
                      {asset.name} <span className="text-slate-500 text-xs dark:text-slate-400">{asset.symbol}</span>
                    </Link>
                    <span className="shrink-0 text-slate-500 text-xs dark:text-slate-400">
                      {asset.class} · {asset.mentions.length}×
                      {sentiment !== undefined ? (
                        <span className={`ml-2 tabular-nums ${changeClass(sentiment)}`}>{sentiment.toFixed(2)}</span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </DataCard>

        <DataCard title={`${label}: keyphrases`}>
          {document.keyphrases.length === 0 ? (
            <EmptyNote>No keyphrase.</EmptyNote>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {document.keyphrases.map((keyphrase) => (
                <li
                  key={keyphrase.phrase}
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-200"
                >
                  {keyphrase.phrase}
                  {keyphrase.count > 1 ? <span className="ml-1 text-slate-400">×{keyphrase.count}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </DataCard>

        <DataCard title={`${label}: summary`} subtitle="The text’s most telling sentences, as written">
          {document.summary ? (
            <p className="text-slate-700 text-sm leading-6 dark:text-slate-200">{document.summary}</p>
          ) : (
            <EmptyNote>No summary (the text has no sentence).</EmptyNote>
          )}
        </DataCard>
      </div>
    </div>
  );
}
