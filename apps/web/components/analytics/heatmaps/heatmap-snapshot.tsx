/**
 * The first view of a heatmap link, drawn on the server (an SVG in the page's HTML) so that the treemap shows
 * before the screen's scripts have loaded; the interactive treemap replaces it as soon as it is drawn. It asks
 * the API what the screen will ask (readHeatmapView), as the request's own account (its apikey cookie): without
 * a key, a permission or an answer, it is the screen's usual loading state.
 */
import '@/components/charts/register-treemap-chart';
import type { ProductCode } from '@moodwire/domain';
import { renderChartSvg } from '@/components/charts/render-svg';
import { SnapshotFigure } from '@/components/charts/snapshot-figure';
import { heatmapCallQuery } from '@/lib/analytics/heatmap-call';
import { readData } from '@/lib/api/typed-client';
import { type PageSearchParams, readFirstViewRequest } from '@/lib/server/first-view-request';
import { buildColorScale } from './color-scale';
import {
  HEATMAP_HEIGHT,
  HEATMAP_SNAPSHOT_HEIGHT,
  heatmapAriaLabel,
  heatmapOption,
  heatmapTilesOf,
} from './heatmap-option';
import { HeatmapSkeleton } from './heatmap-skeleton';
import { describeHeatmap, readHeatmapView } from './heatmap-url';

export async function HeatmapSnapshot({
  product,
  searchParams,
}: {
  product: ProductCode;
  searchParams: PageSearchParams;
}) {
  return (await drawHeatmapSnapshot(product, searchParams)) ?? <HeatmapSkeleton />;
}

async function drawHeatmapSnapshot(product: ProductCode, searchParams: PageSearchParams) {
  try {
    const request = await readFirstViewRequest(product, searchParams);
    if (!request) return null;
    const { api, search, group, width } = request;
    const view = readHeatmapView((key) => search.get(key), group);
    if (view.view !== 'chart' || view.inputError) return null;
    const [answer, members] = await Promise.all([
      readData(api.GET('/heatmaps', { params: { query: heatmapCallQuery(view.query) } })),
      readData(api.GET('/assetlist', { params: { query: { group: group.Group, limit: 10_000 } } })),
    ]);
    const { sizeIndicator, colorIndicator, isChange, sizeLabel, colorLabel } = describeHeatmap(view);
    const symbolOf = new Map(members.assets.map((asset) => [asset.asset, asset.symbol]));
    const tiles = heatmapTilesOf(answer.tiles, symbolOf, {
      size: sizeIndicator?.rangeKind ?? 'count',
      color: colorIndicator?.rangeKind ?? 'bipolar',
      isChange,
    });
    if (tiles.length === 0) return null;
    const scale = buildColorScale({
      values: tiles.map((tile) => tile.color),
      rangeKind: colorIndicator?.rangeKind ?? 'bipolar',
      polarity: colorIndicator?.polarity ?? 1,
      isChange,
    });
    const svg = renderChartSvg(heatmapOption({ tiles, scale, sizeLabel, colorLabel }), {
      width,
      height: HEATMAP_SNAPSHOT_HEIGHT,
    });
    return (
      <SnapshotFigure
        svg={svg}
        height={HEATMAP_HEIGHT}
        label={heatmapAriaLabel(group.Name, tiles.length, sizeLabel, colorLabel)}
      />
    );
  } catch {
    // No snapshot: the screen loads and reports the same calls itself.
    return null;
  }
}
