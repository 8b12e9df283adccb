'use client';

import type { ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { WorldmapsView } from './worldmaps-view';

/** /ma4/worldmaps and /esg4/worldmaps: one screen for both products. */
export function WorldmapsClient({ product }: { product: ProductCode }) {
  return (
    <AnalyticsFrame product={product} screen="worldmaps">
      {(context) => <WorldmapsView {...context} />}
    </AnalyticsFrame>
  );
}
