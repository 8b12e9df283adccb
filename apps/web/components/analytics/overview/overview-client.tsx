'use client';

import type { ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { OverviewView } from './overview-view';

/** The group overview screen of one product (spec §2): the group comes from the path. */
export function OverviewClient({
  product,
  prefixData,
  groupId,
}: {
  product: ProductCode;
  prefixData: string;
  groupId: string;
}) {
  return (
    <AnalyticsFrame product={product} screen="overview" groupId={groupId}>
      {(context) => <OverviewView {...context} prefixData={prefixData} />}
    </AnalyticsFrame>
  );
}
