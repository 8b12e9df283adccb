'use client';

import { getIndicator } from '@moodwire/domain';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { EmptyNote } from '@/components/analytics/data-card';
import { ColorLegend } from '@/components/analytics/heatmaps/color-legend';
import { buildColorScale, formatIndicatorValue } from '@/components/analytics/heatmaps/color-scale';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { publicAssetHref } from '@/lib/markets/market-collections';
import type { FeaturedHeatmapData } from '@/lib/markets/use-featured';

// The heatmaps screen's treemap, loaded on demand so that ECharts stays out of the page's first-load JavaScript.
const HeatmapChart = lazyComponent(
  () => import('@/components/analytics/heatmaps/heatmap-chart').then((module) => module.default),
  () => <Skeleton className="h-[min(70vh,560px)] w-full" />,
);

/** A featured heatmap (spec §7 '/featuredheatmaps'): tiles sized by buzz, coloured by the default sentiment. */
export function FeaturedHeatmap({ heatmap }: { heatmap: FeaturedHeatmapData }) {
  const router = useRouter();
  const sizeIndicator = getIndicator(heatmap.varsize);
  const colorIndicator = getIndicator(heatmap.varcolor);
  const sizeLabel = sizeIndicator?.name ?? heatmap.varsize;
  const colorLabel = colorIndicator?.name ?? heatmap.varcolor;
  const colorKind = colorIndicator?.rangeKind ?? 'bipolar';
  const tiles = useMemo(
    () =>
      heatmap.tiles.map((tile) => ({
        asset: tile.asset,
        name: tile.name,
        symbol: tile.symbol,
        size: tile.size,
        color: tile.color,
        sizeText: formatIndicatorValue(tile.size, sizeIndicator?.rangeKind ?? 'count'),
        colorText: formatIndicatorValue(tile.color, colorKind),
      })),
    [heatmap.tiles, sizeIndicator, colorKind],
  );
  const scale = useMemo(
    () =>
      buildColorScale({
        values: tiles.map((tile) => tile.color),
        rangeKind: colorKind,
        polarity: colorIndicator?.polarity ?? 1,
      }),
    [tiles, colorKind, colorIndicator],
  );
  const openAsset = useCallback(
    (asset: string) => router.push(publicAssetHref(asset, heatmap.class)),
    [router, heatmap.class],
  );
  if (tiles.length === 0) return <EmptyNote>No result. No asset of {heatmap.groupName} has buzz on the day.</EmptyNote>;
  return (
    <div className="flex flex-col gap-2">
      <HeatmapChart
        tiles={tiles}
        scale={scale}
        sizeLabel={sizeLabel}
        colorLabel={colorLabel}
        ariaLabel={`Heatmap of ${heatmap.groupName} on ${heatmap.date.slice(0, 10)}: ${tiles.length} assets sized by ${sizeLabel} and coloured by ${colorLabel}. A tile opens the asset.`}
        onOpenAsset={openAsset}
      />
      <ColorLegend scale={scale} label={colorLabel} rangeKind={colorKind} isChange={false} />
    </div>
  );
}
