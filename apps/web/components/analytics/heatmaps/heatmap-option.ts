/**
 * What the Heatmaps screen draws: the tiles of a /heatmaps answer and the treemap's ECharts option, as pure
 * functions of the answer (no React, no DOM).
 */
import type { RangeKind } from '@moodwire/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { type ColorScale, colorOf, formatTileValue } from './color-scale';

/** The treemap's height: most of the window, at most 560 px. */
export const HEATMAP_HEIGHT = 'min(70vh, 560px)';

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

/** What ECharts hands a treemap's formatters and event handlers. */
export interface TreemapParams {
  name?: string;
  data?: { asset?: string; assetName?: string; sizeText?: string; colorText?: string };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tiles of an answer, largest first as the API sends them; tiles without a size are not drawn. */
export function heatmapTilesOf(
  answer: readonly { asset: string; name: string; size: number | null; color: number | null }[],
  symbolOf: ReadonlyMap<string, string>,
  kinds: { size: RangeKind; color: RangeKind; isChange: boolean },
): HeatmapTile[] {
  return answer.flatMap((tile) =>
    tile.size === null
      ? []
      : [
          {
            asset: tile.asset,
            name: tile.name,
            symbol: symbolOf.get(tile.asset) ?? tile.asset,
            size: tile.size,
            color: tile.color,
            sizeText: formatTileValue(tile.size, kinds.size),
            colorText: formatTileValue(tile.color, kinds.color, kinds.isChange),
          },
        ],
  );
}

/** What the treemap shows, for screen readers. */
export function heatmapAriaLabel(groupName: string, count: number, sizeLabel: string, colorLabel: string): string {
  return `Heatmap of ${groupName}: ${count} assets sized by ${sizeLabel} and coloured by ${colorLabel}. The Table view lists the same data.`;
}

/** The treemap's option: one entry per tile, coloured from the scale, the display symbol and value as label. */
export function heatmapOption({
  tiles,
  scale,
  sizeLabel,
  colorLabel,
}: {
  tiles: readonly HeatmapTile[];
  scale: ColorScale;
  sizeLabel: string;
  colorLabel: string;
}): EChartsCoreOption {
  return {
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
        // The gaps show the card behind (a treemap fills them with the border colour), in light and dark mode.
        itemStyle: { borderWidth: 0, gapWidth: 2, borderColor: 'transparent' },
        levels: [{ itemStyle: { gapWidth: 2, borderWidth: 0, borderColor: 'transparent' } }],
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
  };
}
