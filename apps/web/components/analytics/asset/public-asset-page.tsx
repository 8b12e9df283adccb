import { formatIndicatorValue, MESSAGES, rangeKindOfIndicator } from '@moodwire/domain';
import Link from 'next/link';
import { PageFrame } from '@/components/app-shell/page-frame';
import { ErrorMessage } from '@/components/ui/error-message';
import { formatDay } from '@/lib/format/format-number';
import type { PublicAssetResult } from './public-asset-api';
import { PublicAssetChart } from './public-asset-chart';

/**
 * The public, server-rendered summary of an asset (issue 5 'Public data pages'): what GET /public-asset gives
 * anyone, and the sign-in prompt of spec §8 for the full data. No gated figure is on this page.
 */
export function PublicAssetPage({ result }: { result: Exclude<PublicAssetResult, { kind: 'unknown' }> }) {
  // An unknown asset never gets here: the page answers 404 with the app's not-found page.
  if (result.kind === 'error') {
    return (
      <PageFrame title="Asset">
        <ErrorMessage error={result.error} />
      </PageFrame>
    );
  }
  const { asset } = result;
  const fullPage = `/ma4/asset/${encodeURIComponent(asset.asset)}`;
  const signIn = `/signin?next=${encodeURIComponent(fullPage)}`;
  const figures: [string, string][] = [
    ['Buzz', formatIndicatorValue('count', asset.buzz)],
    [
      asset.sentiment.name,
      formatIndicatorValue(rangeKindOfIndicator(asset.sentiment.indicator), asset.sentiment.value),
    ],
  ];
  return (
    <PageFrame title={`${asset.name} (${asset.symbol})`}>
      <p className="text-slate-600 dark:text-slate-300">
        {asset.className} · market sentiment and media buzz from news and social media
      </p>
      <section
        aria-labelledby="public-asset-latest"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="public-asset-latest" className="font-semibold text-base">
          Latest day{asset.date ? ` (${formatDay(asset.date)})` : ''}
        </h2>
        {asset.date === null ? (
          <p className="text-slate-500 text-sm dark:text-slate-400">
            No news or social media buzz about this asset in the last 30 days.
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            {figures.map(([term, value]) => (
              <div key={term} className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                <dt className="text-slate-500 text-sm dark:text-slate-400">{term}</dt>
                <dd className="font-semibold text-2xl tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <h3 className="font-medium text-slate-700 text-sm dark:text-slate-200">The last {asset.series.days} days</h3>
        <PublicAssetChart asset={asset} />
        <p className="text-slate-500 text-xs dark:text-slate-400">
          Source: news and social media combined. {asset.sentiment.name} is the default sentiment indicator of{' '}
          {asset.className.toLowerCase()}; buzz is the weighted count of mentions. Demo data is simulated.
        </p>
      </section>
      <section
        aria-labelledby="public-asset-full"
        className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
      >
        <h2 id="public-asset-full" className="font-semibold text-amber-900 text-base dark:text-amber-200">
          {MESSAGES.loginForFullAccessTitle}
        </h2>
        <p className="text-amber-900 text-sm dark:text-amber-100">
          Every indicator with its rank, the history charts, prices, articles and events of {asset.name} are on the full
          asset page. {MESSAGES.loginForFullAccessText}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            href={signIn}
            className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
          >
            Sign in
          </Link>
          <Link
            href={fullPage}
            className="rounded-md px-4 py-2 font-medium text-brand-700 text-sm underline dark:text-brand-100"
          >
            Open the full asset page
          </Link>
          <Link
            href={`/widgets?asset=${encodeURIComponent(asset.asset)}`}
            className="rounded-md px-4 py-2 font-medium text-brand-700 text-sm underline dark:text-brand-100"
          >
            Embed a widget of this asset
          </Link>
        </div>
      </section>
    </PageFrame>
  );
}
