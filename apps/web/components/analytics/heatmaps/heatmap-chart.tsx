'use client';

import '@/components/charts/register-treemap-chart';
import { useMemo } from 'react';
import { EChart, type EChartsCoreOption } from '@/components/charts/echart';
import { type ColorScale, colorOf } from './color-scale';

/** A tile as the chart draws it (built once per answer by the view). */
export interface HeatmapTile {
  asset: string;
  name: string;
  symbol: string;
  size: number;
  color: number | null;
  sizeText: string;
  colorText: string;
}

interface TreemapParams {
  name?: string;
  data?: { asset?: string; assetName?: string; sizeText?: string; colorText?: string };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
  const option = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: {
        confine: true,
        formatter: (params: TreemapParams) => {
          const tile = params.data;
          if (!tile?.asset) return '';
          return (
            `<strong>${escapeHtml(tile.assetName ?? '')}</strong> (${escapeHtml(params.name ?? '')})<br/>` +
            `${escapeHtml(sizeLabel)}: ${escapeHtml(tile.sizeText ?? '')}<br/>` +
            `${escapeHtml(colorLabel)}: ${escapeHtml(tile.colorText ?? '')}`
          );
        },
      },
      series: [
        {
          type: 'treemap',
          name: sizeLabel,
          left: 0,
          top: 0,
          right: 0,
          bottom: 0,
          roam: false,
          // A click opens the asset (onEvents), not a zoom into the tile.
          nodeClick: false,
          breadcrumb: { show: false },
          animation: tiles.length <= 100,
          label: {
            show: true,
            color: '#fff',
            fontSize: 12,
            lineHeight: 15,
            overflow: 'truncate',
            formatter: (params: TreemapParams) => `${params.name ?? ''}\n${params.data?.colorText ?? ''}`,
          },
          upperLabel: { show: false },
          itemStyle: { borderWidth: 0, gapWidth: 2 },
          levels: [{ itemStyle: { gapWidth: 2, borderWidth: 0 } }],
          data: tiles.map((tile) => ({
            // `name` is the tile's label (the display symbol); the tooltip reads the asset's name.
            name: tile.symbol,
            value: tile.size,
            asset: tile.asset,
            assetName: tile.name,
            sizeText: tile.sizeText,
            colorText: tile.colorText,
            itemStyle: { color: colorOf(scale, tile.color) },
          })),
        },
      ],
    }),
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
  return <EChart option={option} ariaLabel={ariaLabel} height="min(70vh, 560px)" onEvents={onEvents} />;
}
