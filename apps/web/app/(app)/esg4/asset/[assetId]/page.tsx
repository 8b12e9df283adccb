import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AssetClient } from '@/components/analytics/asset/asset-client';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { isAssetMissing } from '@/lib/server/is-asset-missing';

export const metadata = routeMetadata('/esg4/asset/[assetId]');

// The screen reads its state from the query string, which a static page only knows in the browser. An unknown
// asset answers 404 before anything streams (no loading.tsx above this page: route-states.test.ts).
export default async function Page({ params }: { params: Promise<{ assetId: string }> }) {
  const { assetId } = await params;
  if (await isAssetMissing({ assetId })) notFound();
  return (
    <Suspense>
      <AssetClient product="esg" assetId={assetId} />
    </Suspense>
  );
}
