'use client';

import type { ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { AssetView } from './asset-view';

/** /ma4/asset/[assetId] and /esg4/asset/[assetId]: one screen for both products. */
export function AssetClient({ product, assetId }: { product: ProductCode; assetId: string }) {
  return (
    <AnalyticsFrame product={product} screen="asset">
      {(context) => <AssetView {...context} assetId={assetId} />}
    </AnalyticsFrame>
  );
}
