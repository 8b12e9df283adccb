'use client';

import type { ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { ScreenerView } from './screener-view';

/** /ma4/screener and /esg4/screener: one screen for both products. */
export function ScreenerClient({ product }: { product: ProductCode }) {
  return (
    <AnalyticsFrame product={product} screen="screener">
      {(context) => <ScreenerView {...context} />}
    </AnalyticsFrame>
  );
}
