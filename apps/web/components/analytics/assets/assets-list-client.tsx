'use client';

import type { ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '../analytics-frame';
import { AssetsListView } from './assets-list-view';

/** /ma4/assets/[page] and /esg4/assets/[page]: the paged, searchable, sortable list of the group's assets. */
export function AssetsListClient({ product, pageSegment }: { product: ProductCode; pageSegment: string }) {
  return (
    <AnalyticsFrame product={product} screen="assets">
      {(context) => <AssetsListView {...context} pageSegment={pageSegment} />}
    </AnalyticsFrame>
  );
}
