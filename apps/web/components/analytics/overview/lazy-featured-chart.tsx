'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy/lazy-component';

// ECharts loads on demand so that it stays out of the route's first-load JavaScript.
export const LazyFeaturedChart = lazyComponent(
  () => import('./featured-chart').then((module) => module.FeaturedChart),
  // The caller sizes the box around the chart, so the placeholder fills it.
  () => <Skeleton className="h-full min-h-[200px] w-full" />,
);
