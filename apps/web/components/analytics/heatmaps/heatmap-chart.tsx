'use client';

import '@/components/charts/register-treemap-chart';
import { useMemo } from 'react';
import { EChart } from '@/components/charts/echart';
import type { ColorScale } from './color-scale';
import { HEATMAP_HEIGHT, type HeatmapTile, heatmapOption, type TreemapParams } from './heatmap-option';

/**
 * The treemap of a heatmap: one option object for every tile (no React element per tile, so 500 tiles draw in
 * one pass); tile colours are computed here from the scale, the legend is drawn by the view in HTML.
 */
export default function HeatmapChart({
  tiles,
  scale,
  sizeLabel,
  colorLabel,
  ariaLabel,
  onOpenAsset,
}: {
  tiles: readonly HeatmapTile[];
  scale: ColorScale;
  sizeLabel: string;
  colorLabel: string;
  ariaLabel: string;
  onOpenAsset: (asset: string) => void;
}) {
  const option = useMemo(
    () => heatmapOption({ tiles, scale, sizeLabel, colorLabel }),
    [tiles, scale, sizeLabel, colorLabel],
  );
  const onEvents = useMemo(
    () => ({
      click: (params: unknown) => {
        const asset = (params as TreemapParams).data?.asset;
        if (asset) onOpenAsset(asset);
      },
    }),
    [onOpenAsset],
  );
  return <EChart option={option} ariaLabel={ariaLabel} height={HEATMAP_HEIGHT} onEvents={onEvents} />;
}
