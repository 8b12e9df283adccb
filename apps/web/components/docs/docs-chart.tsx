/**
 * A chart of a research note, drawn on the server as SVG (no chart script in the page): the note's assets are
 * resolved in the lake (/assetlist), their series read with the calls of the Charts screen (fetchSeries) as the
 * visitor's own account, and drawn with the Charts screen's option (chartOption, renderChartSvg). A failure is said
 * in the figure; the rest of the note reads on.
 */
import '@/components/charts/register-line-chart';
import { addDays, getAssetClass, getSource, isEsgClass, isEsgHiddenForCountry, MESSAGES } from '@moodwire/domain';
import { headers } from 'next/headers';
import {
  CHART_HEIGHT,
  canvasSeriesOf,
  chartAriaLabel,
  chartOption,
  seriesColours,
} from '@/components/analytics/charts/chart-option';
import { DataError } from '@/components/analytics/data-error';
import { renderChartSvg, SNAPSHOT_LOOK } from '@/components/charts/render-svg';
import { ErrorMessage } from '@/components/ui/error-message';
import { fetchSeries, type SeriesInFlight, type SeriesWindow } from '@/lib/analytics/chart-series-fetch';
import { type ChartAsset, type PlannedSeries, planSeries } from '@/lib/analytics/chart-series-plan';
import { readData, type TypedApiClient } from '@/lib/api/typed-client';
import { findVisitorCountry } from '@/lib/geo/find-visitor-country';
import { accountApi, publicApi } from '@/lib/server/account-api';
import { type DocsChartSpec, parseDocsChartSpec, pickAsset } from './docs-chart-spec';

/**
 * The picture is drawn twice, for a phone's article column and a wider one, and CSS shows the one that fits (the
 * server does not know the screen): one picture scaled to a phone would make its labels unreadably small.
 */
const SIZES = [
  { key: 'phone', width: 340, height: 280, className: 'sm:hidden' },
  { key: 'wide', width: 760, height: Math.round(CHART_HEIGHT * 0.8), className: 'hidden sm:block' },
] as const;

async function resolveAsset(api: TypedApiClient, spec: DocsChartSpec, wanted: string): Promise<ChartAsset | null> {
  const list = await readData(
    api.GET('/assetlist', { params: { query: { cls: spec.assetClass, search: wanted, limit: 50 } } }),
  );
  const found = pickAsset(list.assets, wanted);
  if (!found) return null;
  return {
    ref: found.asset,
    id: found.asset,
    name: found.name,
    symbol: found.symbol,
    assetClass: spec.assetClass,
    className: getAssetClass(spec.assetClass)?.name ?? spec.assetClass,
  };
}

function Figure({ title, children, notes }: { title: string; children: React.ReactNode; notes: string[] }) {
  return (
    <figure
      data-docs-chart-figure=""
      className="not-prose my-6 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      {children}
      <figcaption className="mt-2 flex flex-col gap-0.5 text-slate-600 text-xs dark:text-slate-400">
        <span className="font-medium text-slate-800 text-sm dark:text-slate-200">{title}</span>
        {notes.map((note) => (
          <span key={note}>{note}</span>
        ))}
      </figcaption>
    </figure>
  );
}

export async function DocsChart({ json }: { json: string }) {
  const parsed = parseDocsChartSpec(json);
  if (!parsed.ok) {
    // The content tests refuse such a block; should one pass, the note still reads.
    return (
      <Figure title="Chart" notes={[]}>
        <ErrorMessage error={`This chart cannot be drawn: ${parsed.error}.`} />
      </Figure>
    );
  }
  const { spec } = parsed;
  const api = await accountApi();
  if (!api) return null;
  try {
    const request = await headers();
    const hideEsg = isEsgClass(spec.assetClass) && isEsgHiddenForCountry(await findVisitorCountry(request));
    if (hideEsg) {
      return (
        <Figure title={spec.title} notes={[]}>
          <ErrorMessage error={MESSAGES.esgNotInRegion} />
        </Figure>
      );
    }
    const lake = await readData(publicApi().GET('/lake-info'));
    const first = addDays(lake.to, -(spec.days - 1));
    const range: SeriesWindow = {
      // Not before the lake's first day: the caption names the days the chart really covers.
      // biome-ignore lint/complexity/useMathMinMax: ISO days compared as strings, not numbers
      start: first < lake.from ? lake.from : first,
      end: lake.to,
      frequency: 'daily',
      window: 1,
    };
    const assets = await Promise.all(spec.assets.map((wanted) => resolveAsset(api, spec, wanted)));
    const missing = spec.assets.filter((_, index) => !assets[index]);
    const planned: PlannedSeries[] = assets.flatMap((asset) =>
      asset
        ? [
            planSeries(asset, spec.indicator, {
              group: { id: '', assetClass: spec.assetClass },
              source: spec.source,
              frequency: 'daily',
              hideEsg,
            }),
          ]
        : [],
    );
    const inFlight: SeriesInFlight = new Map();
    const points = await Promise.all(
      planned.map((one) =>
        one.request
          ? fetchSeries(one.request, { api, inFlight, range, carrier: null, onAsset: () => undefined })
          : Promise.resolve([]),
      ),
    );
    const plotted = planned.flatMap((one, index) => {
      const own = points[index] ?? [];
      return own.some((point) => point[1] !== null) ? [{ planned: one, points: own }] : [];
    });
    const notes = [
      `${planned[0]?.indicatorName ?? spec.indicator}, ${getSource(spec.source)?.label ?? spec.source}, daily, ${range.start} to ${range.end} (UTC).`,
      ...(missing.length > 0 ? [`Not in the data: ${missing.join(', ')}.`] : []),
      ...planned.flatMap((one) => (one.notice ? [one.notice] : [])),
      ...(lake.isSimulated ? ['Demo data: simulated.'] : []),
    ];
    if (plotted.length === 0) {
      return (
        <Figure title={spec.title} notes={notes}>
          <p className="rounded-md border border-slate-200 border-dashed p-6 text-center text-slate-500 text-sm dark:border-slate-700 dark:text-slate-400">
            No data for these assets in this period.
          </p>
        </Figure>
      );
    }
    // One indicator and source for every line (the caption says which): the legend names the assets only.
    const series = canvasSeriesOf(plotted, seriesColours(planned), 'daily').map((one, index) => ({
      ...one,
      label: plotted[index]?.planned.asset.name ?? one.label,
    }));
    const base = chartOption(series, { start: null, end: null }, SNAPSHOT_LOOK) as Record<string, unknown>;
    const option = {
      ...base,
      // A still picture: no zoom slider, and a legend naming each line instead of the Charts screen's list.
      dataZoom: [],
      legend: { top: 0, type: 'plain', textStyle: { color: SNAPSHOT_LOOK.textColor, fontSize: 11 } },
      grid: { ...(base.grid as object), top: series.length > 2 ? 56 : 36, bottom: 12 },
    };
    const label = chartAriaLabel(series, 'daily', range);
    return (
      <Figure title={spec.title} notes={notes}>
        {SIZES.map((size) => (
          <div
            key={size.key}
            role="img"
            aria-label={label}
            className={`w-full [&>svg]:h-auto [&>svg]:w-full ${size.className}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: ECharts' own SVG output, whose text it escapes (render-svg.test.ts)
            dangerouslySetInnerHTML={{ __html: renderChartSvg(option, { width: size.width, height: size.height }) }}
          />
        ))}
      </Figure>
    );
  } catch (error) {
    return (
      <Figure title={spec.title} notes={[]}>
        <DataError error={error} />
      </Figure>
    );
  }
}
