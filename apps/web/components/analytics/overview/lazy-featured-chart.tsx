'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

// ECharts loads on demand so that it stays out of the route's first-load JavaScript.
export const LazyFeaturedChart = dynamic(() => import('./featured-chart').then((module) => module.FeaturedChart), {
  ssr: false,
  // The caller sizes the box around the chart, so the placeholder fills it.
  loading: () => <Skeleton className="h-full min-h-[200px] w-full" />,
});
