'use client';

import { formatIndicatorValue } from '@moodwire/domain';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { sourceInWords } from '@/lib/analytics/screen-source';
import { useAssetArticles } from '@/lib/analytics/use-asset-page';
import { formatDay } from '@/lib/format/format-number';

/** The asset's recent articles from the corpus: title, outlet, source, time and the article's sentiment. */
export function ArticlesCard({ asset, assetClass }: { asset: string; assetClass: string }) {
  const articles = useAssetArticles(asset, assetClass);
  return (
    <DataCard title="Recent articles">
      {articles.isPending ? (
        <SkeletonList label="Loading articles" rows={4} className="h-10 w-full" />
      ) : articles.isError ? (
        <DataError error={articles.error} />
      ) : articles.data.articles.length === 0 ? (
        <p className="text-slate-500 text-sm dark:text-slate-400">
          No articles about this asset
          {articles.data.retainedFrom ? ` since ${articles.data.retainedFrom}` : ''}.
        </p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {articles.data.articles.map((article) => {
              const title = article.title ?? article.preview;
              return (
                <li key={article.id} className="flex flex-col gap-0.5 py-2">
                  {article.url ? (
                    <a
                      href={article.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand-700 text-sm hover:underline dark:text-brand-100"
                    >
                      {title}
                    </a>
                  ) : (
                    <span className="font-medium text-slate-800 text-sm dark:text-slate-100">{title}</span>
                  )}
                  <span className="text-slate-500 text-xs dark:text-slate-400">
                    {article.outlet ?? sourceInWords(article.source)} · {sourceInWords(article.source)} ·{' '}
                    {formatDay(article.time)} · sentiment {formatIndicatorValue('bipolar', article.sentiment)}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="text-slate-500 text-xs dark:text-slate-400">
            {articles.data.articles.length} of {articles.data.total} articles
            {articles.data.retainedFrom ? ` kept since ${articles.data.retainedFrom}` : ''}.
          </p>
        </>
      )}
    </DataCard>
  );
}
