import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { MarketClient } from '@/components/markets/market-client';
import { getMarketCollection } from '@/lib/markets/market-collections';

export const metadata = routeMetadata('/markets/[collection]');

// Sort and page are read from the query string, which a static page only knows in the browser. A collection
// that is not one of spec §3's answers 404.
export default async function Page({ params }: { params: Promise<{ collection: string }> }) {
  const { collection } = await params;
  if (!getMarketCollection(collection)) notFound();
  return (
    <Suspense>
      <MarketClient collectionKey={collection} />
    </Suspense>
  );
}
