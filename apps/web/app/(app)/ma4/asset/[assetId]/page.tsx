import { Suspense } from 'react';
import { AssetClient } from '@/components/analytics/asset/asset-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/asset/[assetId]');

// The screen reads its state from the query string, which a static page only knows in the browser.
export default async function Page({ params }: { params: Promise<{ assetId: string }> }) {
  const { assetId } = await params;
  return (
    <Suspense>
      <AssetClient product="rma" assetId={assetId} />
    </Suspense>
  );
}
