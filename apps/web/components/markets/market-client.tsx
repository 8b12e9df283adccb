'use client';

import Link from 'next/link';
import { DataCard, EmptyNote } from '@/components/analytics/data-card';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { PageFrame } from '@/components/app-shell/page-frame';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import { getAnalyticsProduct } from '@/lib/analytics/analytics-product';
import { getMarketCollection, MARKETS } from '@/lib/markets/market-collections';
import { useFeaturedCharts, useFeaturedHeatmaps, useToplists } from '@/lib/markets/use-featured';
import { useSession } from '@/lib/session/use-session';
import { FeaturedChartTile } from './featured-chart-tile';
import { FeaturedHeatmap } from './featured-heatmap';
import { MarketAssetsTable } from './market-assets-table';
import { SignInPrompt } from './sign-in-prompt';
import { ToplistCard } from './toplist-card';

/** The most talked-about members listed (and tiled) on a market page. */
const MARKET_MAXNUM = 500;
const TOPLIST_NUM = 5;

/**
 * A market collection (/markets/[collection], public): its group's assets with their latest buzz and default
 * sentiment, its featured chart, heatmap and top lists, all from the public calls. The analytics of the group
 * need an account: signed-out visitors get the sign-in prompt for them.
 */
export function MarketClient({ collectionKey }: { collectionKey: string }) {
  const collection = getMarketCollection(collectionKey);
  if (!collection) return <UnknownCollection collectionKey={collectionKey} />;
  return <MarketView groupId={collection.groupId} assetClass={collection.assetClass} name={collection.name} />;
}

function UnknownCollection({ collectionKey }: { collectionKey: string }) {
  return (
    <PageFrame title="Markets">
      <ErrorMessage error={`Unknown market collection '${collectionKey}'.`} />
      <nav aria-label="Market collections" className="flex flex-col gap-2">
        <p className="text-slate-600 text-sm dark:text-slate-300">These are the market collections:</p>
        <ul className="flex flex-wrap gap-2">
          {MARKETS.map((market) => (
            <li key={market.key}>
              <Link
                href={`/markets/${market.key}`}
                className="inline-block rounded-md border border-slate-200 px-3 py-1 text-brand-600 text-sm hover:bg-slate-50 dark:border-slate-700 dark:text-brand-100 dark:hover:bg-slate-800"
              >
                {market.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}

function MarketView({ groupId, assetClass, name }: { groupId: string; assetClass: string; name: string }) {
  const { user, status } = useSession();
  const heatmaps = useFeaturedHeatmaps({ groups: groupId, maxnum: MARKET_MAXNUM });
  const charts = useFeaturedCharts({ groups: groupId });
  const lists = useToplists({ groups: groupId, num: TOPLIST_NUM });
  const heatmap = heatmaps.data?.[0];
  const chart = charts.data?.[0];
  const list = lists.data?.[0];
  const product = getAnalyticsProduct('rma');
  return (
    <PageFrame title={`Markets: ${name}`} wide>
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {heatmap ? `${heatmap.groupName}: the` : 'The'} most talked-about assets on the lake’s last day with their buzz
        and default sentiment. A name opens the asset’s public page.
      </p>
      {status === 'validating' ? null : user ? (
        <p className="text-sm">
          <Link
            className="text-brand-600 underline dark:text-brand-100"
            href={analyticsHref(product, 'overview', { id: groupId, assetClass })}
          >
            Open the group overview in Analytics
          </Link>
        </p>
      ) : (
        <SignInPrompt>
          Sign in for the group’s analytics: every indicator, changes over any period, charts, the screener.
        </SignInPrompt>
      )}
      <div className="grid gap-4 lg:grid-cols-5">
        <DataCard
          className="lg:col-span-3"
          title="Assets"
          subtitle={heatmap ? `${heatmap.tiles.length} assets with buzz on ${heatmap.date.slice(0, 10)}` : null}
        >
          {heatmaps.isPending ? (
            <Skeleton className="h-96 w-full" />
          ) : heatmaps.isError ? (
            <ErrorMessage error={heatmaps.error} />
          ) : !heatmap ? (
            <EmptyNote>No result.</EmptyNote>
          ) : (
            <MarketAssetsTable heatmap={heatmap} />
          )}
        </DataCard>
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          {charts.isPending ? (
            <Skeleton className="h-72 w-full" />
          ) : charts.isError ? (
            <ErrorMessage error={charts.error} />
          ) : chart ? (
            <FeaturedChartTile chart={chart} title="Featured chart" />
          ) : null}
          {lists.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : lists.isError ? (
            <ErrorMessage error={lists.error} />
          ) : list ? (
            <ToplistCard list={list} title="Top and bottom" />
          ) : null}
        </div>
      </div>
      <DataCard title="Heatmap" subtitle="Size by buzz, colour by the default sentiment; a tile opens the asset.">
        {heatmaps.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : heatmaps.isError ? (
          <ErrorMessage error={heatmaps.error} />
        ) : heatmap ? (
          <FeaturedHeatmap heatmap={{ ...heatmap, tiles: heatmap.tiles.slice(0, 100) }} />
        ) : (
          <EmptyNote>No result.</EmptyNote>
        )}
      </DataCard>
      <DemoDataNote />
    </PageFrame>
  );
}
