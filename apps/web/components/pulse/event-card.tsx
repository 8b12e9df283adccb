'use client';

import { ChevronDown, ChevronRight, FileText } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';
import { EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { ErrorMessage } from '@/components/ui/error-message';
import { countryName } from '@/lib/geo/world-countries-map';
import { type PulseEvent, useEventDocuments } from '@/lib/pulse/use-pulse-feed';
import { CHIP, eventTime, PulseLevelMarks, SentimentChip } from './event-chips';

function EventDocuments({ event, listId }: { event: PulseEvent; listId: string }) {
  const documents = useEventDocuments(event, true);
  if (documents.isPending)
    return <SkeletonList label="Loading the source documents" rows={3} className="h-10 w-full" />;
  if (documents.isError) return <ErrorMessage error={documents.error} />;
  const { total, retainedFrom } = documents.data;
  // The top story first, then the rest newest first.
  const articles = [...documents.data.articles].sort(
    (a, b) => Number(b.id === event.documentId) - Number(a.id === event.documentId),
  );
  if (articles.length === 0) {
    return (
      <EmptyNote>
        {retainedFrom && event.Date.slice(0, 10) < retainedFrom
          ? `The lake keeps article texts from ${retainedFrom}; this event is older.`
          : 'No kept article of this asset on the event’s day.'}
      </EmptyNote>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-500 text-xs dark:text-slate-400">
        {total === articles.length
          ? `${total} ${total === 1 ? 'article' : 'articles'} on ${event.name} that day`
          : `The ${articles.length} latest of ${total} articles on ${event.name} that day`}
      </p>
      <ul id={listId} className="flex flex-col gap-2">
        {articles.map((article) => (
          <li
            key={article.id}
            className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700"
            data-top-story={article.id === event.documentId ? 'true' : undefined}
          >
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <FileText aria-hidden className="size-3.5 shrink-0 self-center text-slate-400" />
              <span className="font-medium text-slate-900 dark:text-slate-100">
                {article.title ?? (article.source === 'Social' ? 'Social media post' : 'Untitled article')}
              </span>
              {article.id === event.documentId ? (
                <span className={`${CHIP} bg-brand-100 text-brand-700 dark:bg-brand-700 dark:text-white`}>
                  Top story
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-slate-500 text-xs dark:text-slate-400">
              {[article.outlet, article.source, eventTime(article.time)].filter(Boolean).join(' · ')}
              {article.sentiment === null ? '' : ` · sentiment ${article.sentiment.toFixed(2)}`}
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{article.preview}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One event of the feed: headline, asset, topic, sentiment, pulse level, summary; its sources on demand. */
export function EventCard({ event }: { event: PulseEvent }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const place = [event.EconomicSector, event.Domicile ? countryName(event.Domicile) : null].filter(Boolean);
  return (
    <article
      data-testid="pulse-event"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-500 text-xs dark:text-slate-400">
        <time dateTime={event.Date}>{eventTime(event.Date)}</time>
        <Link
          href={`/ma4/asset/${encodeURIComponent(event.assetCode)}`}
          className="font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {event.name}
        </Link>
        {place.length > 0 ? <span>{place.join(' · ')}</span> : null}
      </div>
      <h3 className="font-semibold text-base text-slate-900 dark:text-slate-100">{event.Headline}</h3>
      <div className="flex flex-wrap gap-1.5">
        <span className={`${CHIP} bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300`}>{event.Topic}</span>
        <SentimentChip sentiment={event.Sentiment} />
        <PulseLevelMarks level={event.PulseLevel} />
        <span className={`${CHIP} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}>
          Buzz {event.buzzZ >= 0 ? '+' : ''}
          {event.buzzZ.toFixed(1)}σ
        </span>
      </div>
      <p className="text-slate-700 text-sm dark:text-slate-300">{event.Summary}</p>
      <div>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          onClick={() => setIsOpen((open) => !open)}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 font-medium text-brand-700 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          {isOpen ? <ChevronDown aria-hidden className="size-4" /> : <ChevronRight aria-hidden className="size-4" />}
          Source documents
        </button>
      </div>
      {isOpen ? <EventDocuments event={event} listId={listId} /> : null}
    </article>
  );
}
