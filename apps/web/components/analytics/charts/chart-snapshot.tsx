/**
 * The first view of a chart link, drawn on the server (an SVG in the page's HTML) so that a shared or reloaded
 * link shows its chart before the screen's scripts have loaded; the interactive chart replaces it as soon as it
 * is drawn. It asks the API exactly what the screen will ask (planLinkedChart, fetchSeries), as the request's
 * own account (its apikey cookie): without a key, a permission or an answer, there is no snapshot and the screen
 * shows its usual loading state, access message or error.
 */
import '@/components/charts/register-line-chart';
import type { ProductCode } from '@moodwire/domain';
import { renderChartSvg, SNAPSHOT_LOOK } from '@/components/charts/render-svg';
import { SnapshotFigure } from '@/components/charts/snapshot-figure';
import { buzzCarrier, fetchSeries, type SeriesInFlight, type TrmiAnswer } from '@/lib/analytics/chart-series-fetch';
import { type ChartPoint, planLinkedChart } from '@/lib/analytics/chart-series-plan';
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';
import { type PageSearchParams, readFirstViewRequest } from '@/lib/server/first-view-request';
import { CHART_HEIGHT, canvasSeriesOf, chartAriaLabel, chartOption, seriesColours } from './chart-option';
import { ChartSkeleton } from './chart-skeleton';

/** The lake's days (the same for every account), or null when the API does not answer. */
async function readLake() {
  try {
    return await readData(publicApi().GET('/lake-info'));
  } catch {
    return null;
  }
}

export async function ChartSnapshot({
  product,
  params,
  searchParams,
}: {
  product: ProductCode;
  params: Promise<{ assetId?: string[] }>;
  searchParams: PageSearchParams;
}) {
  const picture = await drawChartSnapshot(product, params, searchParams);
  return picture ?? <ChartSkeleton label="Loading the chart" />;
}

async function drawChartSnapshot(
  product: ProductCode,
  params: Promise<{ assetId?: string[] }>,
  searchParams: PageSearchParams,
) {
  try {
    const [request, lake, { assetId: segments = [] }] = await Promise.all([
      readFirstViewRequest(product, searchParams),
      readLake(),
      params,
    ]);
    if (!request || !lake) return null;
    const { api, search, group, width } = request;
    // Never ESG series: whether ESG is hidden for the visitor is known only in the browser (spec §6 hideESG).
    const { state, range, planned } = planLinkedChart(segments, search, group, lake, { hideEsg: true });
    const hidden = new Set(state.hidden);
    const inFlight: SeriesInFlight = new Map();
    const named = new Map<string, TrmiAnswer>();
    const points = await Promise.all(
      planned.map((one): Promise<ChartPoint[]> | ChartPoint[] =>
        one.request && !hidden.has(one.key)
          ? fetchSeries(one.request, {
              api,
              inFlight,
              range,
              carrier: buzzCarrier(one.request, planned, range),
              onAsset: (answer) => named.set(one.asset.ref, answer),
            })
          : [],
      ),
    );
    // The series answers name their assets (the screen's labels and price-axis titles).
    const plotted = planned.flatMap((one, index) => {
      const own = points[index] ?? [];
      if (own.length === 0) return [];
      const answer = named.get(one.asset.ref);
      const asset = answer ? { ...one.asset, name: answer.name, symbol: answer.symbol } : one.asset;
      return [{ planned: { ...one, asset }, points: own }];
    });
    if (plotted.length === 0) return null;
    const series = canvasSeriesOf(plotted, seriesColours(planned), state.frequency);
    const option = chartOption(series, { start: state.start, end: state.end }, SNAPSHOT_LOOK);
    const svg = renderChartSvg(option, { width, height: CHART_HEIGHT });
    return <SnapshotFigure svg={svg} height={CHART_HEIGHT} label={chartAriaLabel(series, state.frequency, range)} />;
  } catch {
    // No snapshot: the screen loads and reports the same calls itself.
    return null;
  }
}
