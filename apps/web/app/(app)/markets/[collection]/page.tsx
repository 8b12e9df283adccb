import { Suspense } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { MarketClient } from '@/components/markets/market-client';

export const metadata = routeMetadata('/markets/[collection]');

// Sort and page are read from the query string, which a static page only knows in the browser.
export default async function Page({ params }: { params: Promise<{ collection: string }> }) {
  const { collection } = await params;
  return (
    <Suspense>
      <MarketClient collectionKey={collection} />
    </Suspense>
  );
}
