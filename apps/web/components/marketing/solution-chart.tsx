/**
 * The live chart of a solution page (issue 16 'Solution pages'): read on the server from the public calls (no key)
 * and drawn there to SVG with ECharts' server-side renderer, so no chart script reaches the browser. Each page names
 * what it draws (SolutionChartSpec in marketing-content.ts); a failed read is said in the figure and the page reads
 * on.
 */
import '@/components/charts/register-line-chart';
import '@/components/charts/register-treemap-chart';
import { type AssetClassCode, addDays, formatDecimal, getIndicator, MESSAGES } from '@moodwire/domain';
import type { EChartsCoreOption } from 'echarts/core';
import type { ReactNode } from 'react';
import { ColorLegend } from '@/components/analytics/heatmaps/color-legend';
import { buildColorScale, formatTileValue } from '@/components/analytics/heatmaps/color-scale';
import { heatmapOption } from '@/components/analytics/heatmaps/heatmap-option';
import { renderChartSvg } from '@/components/charts/render-svg';
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';
import { EsgRanksExample } from './esg-ranks-example';
import { barsOption, buzzSentimentOption } from './solution-chart-option';

/** What a solution page draws, from which public call. */
export type SolutionChartSpec =
  /** /featuredheatmaps: the members with most buzz of one or more groups, sized by buzz, coloured by sentiment. */
  | { kind: 'heatmap'; groups: readonly string[]; maxnum: number; labelBy: 'symbol' | 'name' }
  /** /public-asset: one asset's daily buzz and sentiment over the public window. */
  | { kind: 'asset'; asset: string; cls: AssetClassCode }
  /** /toplists: the most positive and most negative members of a group over the last days. */
  | { kind: 'toplist'; group: string; num: number }
  /** /pulse/v1/preview: company events of the last 30 days by topic. */
  | { kind: 'event-topics' }
  /** /sentv5/example: the engine's indicator scores, or its keyphrases, for the example sentence. */
  | { kind: 'engine-example'; show: 'scores' | 'keyphrases' }
  /** /esg/v4/preview: the ESG Core ranks of the most-covered companies, as a heatmap table (esg-ranks-example). */
  | { kind: 'esg-ranks' };

const READ_TIMEOUT_MS = 3_000;
/** Tiles of a heatmap on a phone: the largest, so that their labels stay readable. */
const PHONE_TILES = 20;

/** Drawn twice, for a phone and a wider column; CSS shows the one that fits (the server does not know the screen). */
const SIZES = [
  { key: 'phone', width: 340, className: 'sm:hidden' },
  { key: 'wide', width: 760, className: 'hidden sm:block' },
] as const;

interface Drawn {
  /** The option for a given width (a phone picture may show less). */
  option: (width: number) => EChartsCoreOption;
  height: (width: number) => number;
  label: string;
  /** How many data points the chart shows: 0 is the empty state. */
  count: number;
  caption: ReactNode;
  legend?: ReactNode;
}

function signal() {
  return AbortSignal.timeout(READ_TIMEOUT_MS);
}

function day(iso: string): string {
  return iso.slice(0, 10);
}

async function drawHeatmap(spec: Extract<SolutionChartSpec, { kind: 'heatmap' }>): Promise<Drawn> {
  const maps = await readData(
    publicApi().GET('/featuredheatmaps', {
      params: { query: { groups: spec.groups.join(','), maxnum: spec.maxnum } },
      signal: signal(),
    }),
  );
  const first = maps[0];
  const varcolor = first?.varcolor ?? 'sentiment';
  const colorIndicator = getIndicator(varcolor);
  const colorKind = colorIndicator?.rangeKind ?? 'bipolar';
  const tiles = maps
    .flatMap((map) => map.tiles)
    .sort((a, b) => b.size - a.size)
    .map((tile) => ({
      asset: tile.asset,
      name: tile.name,
      // Codes of commodities and sectors (COFF, TECH_AMER) mean nothing to a visitor: their pages label by name.
      symbol: spec.labelBy === 'name' ? tile.name : tile.symbol,
      size: tile.size,
      color: tile.color,
      sizeText: formatTileValue(tile.size, 'count'),
      colorText: formatTileValue(tile.color, colorKind),
    }));
  const scale = buildColorScale({
    values: tiles.map((tile) => tile.color),
    rangeKind: colorKind,
    polarity: colorIndicator?.polarity ?? 1,
  });
  const sizeLabel = getIndicator(first?.varsize ?? 'buzz')?.name ?? 'Buzz';
  const colorLabel = colorIndicator?.name ?? varcolor;
  const groupNames = maps.map((map) => map.groupName).join(' and ');
  const date = first ? day(first.date) : '';
  return {
    option: (width) =>
      heatmapOption({
        // A phone shows the largest tiles only: 30 tiles or more in 340 px would leave most labels unreadable.
        tiles: width < 500 ? tiles.slice(0, PHONE_TILES) : tiles,
        scale,
        sizeLabel,
        colorLabel,
      }),
    height: (width) => (width < 500 ? 360 : 420),
    label: `Heatmap of ${groupNames} on ${date}: ${tiles.length} assets sized by ${sizeLabel} and coloured by ${colorLabel}`,
    count: tiles.length,
    caption: (
      <>
        {groupNames} on {date} (UTC): the {tiles.length} most talked-about members, tile size {sizeLabel.toLowerCase()},
        colour {colorLabel.toLowerCase()} of the day.
      </>
    ),
    legend: (
      <>
        {tiles.length > PHONE_TILES ? (
          <p className="text-slate-500 text-xs sm:hidden dark:text-slate-400">
            On a phone the {PHONE_TILES} largest tiles are drawn.
          </p>
        ) : null}
        <ColorLegend scale={scale} label={colorLabel} rangeKind={colorKind} isChange={false} />
      </>
    ),
  };
}

async function drawAsset(spec: Extract<SolutionChartSpec, { kind: 'asset' }>): Promise<Drawn> {
  const asset = await readData(
    publicApi().GET('/public-asset', { params: { query: { asset: spec.asset, cls: spec.cls } }, signal: signal() }),
  );
  const points = asset.series.points;
  const withValue = points.filter((point) => point.value !== null);
  const last = asset.sentiment.value;
  const peak = points.reduce<(typeof points)[number] | null>(
    (best, point) => (best === null || point.buzz > best.buzz ? point : best),
    null,
  );
  return {
    option: () => buzzSentimentOption(points, asset.sentiment.name),
    height: (width) => (width < 500 ? 260 : 300),
    label: `Daily buzz and ${asset.sentiment.name.toLowerCase()} of ${asset.name} from ${asset.series.start} to ${asset.series.end}`,
    count: withValue.length,
    caption: (
      <>
        {asset.name} ({asset.symbol}), daily, {asset.series.start} to {asset.series.end} (UTC), news and social media.
        {peak ? ` Busiest day ${day(peak.date)} (buzz ${formatDecimal(peak.buzz, 1)});` : ''} latest{' '}
        {asset.sentiment.name.toLowerCase()} {formatDecimal(last, 3, true)}.
      </>
    ),
  };
}

async function drawToplist(spec: Extract<SolutionChartSpec, { kind: 'toplist' }>): Promise<Drawn> {
  const lists = await readData(
    publicApi().GET('/toplists', { params: { query: { groups: spec.group, num: spec.num } }, signal: signal() }),
  );
  const list = lists[0];
  const rows = list ? [...list.top, ...[...list.bottom].reverse()] : [];
  const bars = rows.map((row) => ({ label: row.name, value: row.value }));
  const indicatorName = getIndicator(list?.indicator ?? 'sentiment')?.name ?? 'Sentiment';
  return {
    option: (width) => barsOption(bars, { isSigned: true, format: (value) => formatDecimal(value, 2, true), width }),
    height: () => 40 + bars.length * 26,
    label: `The ${spec.num} most positive and most negative members of ${list?.groupName ?? spec.group} by ${indicatorName.toLowerCase()}`,
    count: bars.length,
    caption: list ? (
      <>
        {list.groupName}: {indicatorName.toLowerCase()} averaged buzz-weighted from {list.start} to {list.end} (UTC),
        the {list.top.length} highest and {list.bottom.length} lowest among members with at least{' '}
        {formatDecimal(list.minBuzz, 0)} buzz in the period.
      </>
    ) : null,
  };
}

async function drawEventTopics(): Promise<Drawn> {
  const preview = await readData(publicApi().GET('/pulse/v1/preview', { signal: signal() }));
  const bars = preview.topics.map((topic) => ({ label: topic.topic, value: topic.events }));
  return {
    option: (width) => barsOption(bars, { isSigned: false, format: (value) => formatDecimal(value, 0), width }),
    height: () => 40 + bars.length * 26,
    // The preview's `to` is the day after its last (an exclusive end), as the Pulse intro reads it.
    label: `Company events from ${preview.from} to ${addDays(preview.to, -1)} by topic`,
    count: bars.length,
    caption: (
      <>
        Company events Pulse detected from {preview.from} to {addDays(preview.to, -1)} (UTC) by topic:{' '}
        {formatDecimal(preview.total, 0)} in all, {formatDecimal(preview.sentiment.negative, 0)} negative,{' '}
        {formatDecimal(preview.sentiment.positive, 0)} positive.
      </>
    ),
  };
}

async function drawEngineExample(spec: Extract<SolutionChartSpec, { kind: 'engine-example' }>): Promise<Drawn> {
  const example = await readData(publicApi().GET('/sentv5/example', { signal: signal() }));
  const bars =
    spec.show === 'scores'
      ? Object.entries(example.scores)
          .filter(([code]) => code !== 'buzz')
          .map(([code, value]) => ({
            label: getIndicator(code)?.name ?? code,
            value,
            polarity: getIndicator(code)?.polarity ?? 1,
          }))
      : example.keyphrases.map((keyphrase) => ({ label: keyphrase.phrase, value: keyphrase.score }));
  const names = example.assets.map((asset) => `${asset.name} (${asset.symbol})`).join(', ');
  return {
    option: (width) =>
      barsOption(bars, {
        isSigned: spec.show === 'scores',
        format: (value) => (spec.show === 'scores' ? formatDecimal(value, 2, true) : formatDecimal(value, 0)),
        width,
      }),
    height: () => 40 + bars.length * 26,
    label:
      spec.show === 'scores'
        ? `The engine's indicator scores of the sentence: ${bars.map((bar) => `${bar.label} ${formatDecimal(bar.value, 2, true)}`).join(', ')}`
        : `The engine's keyphrases of the sentence: ${bars.map((bar) => bar.label).join(', ')}`,
    count: bars.length,
    caption: (
      <>
        The engine's reading of “{example.text}”, computed just now: {example.tokenCount} tokens,{' '}
        {names ? `assets found: ${names}` : 'no asset found'}.{' '}
        {spec.show === 'scores' ? 'Indicator scores of the sentence.' : 'Keyphrases by score.'}
      </>
    ),
  };
}

function draw(spec: Exclude<SolutionChartSpec, { kind: 'esg-ranks' }>): Promise<Drawn> {
  switch (spec.kind) {
    case 'heatmap':
      return drawHeatmap(spec);
    case 'asset':
      return drawAsset(spec);
    case 'toplist':
      return drawToplist(spec);
    case 'event-topics':
      return drawEventTopics();
    case 'engine-example':
      return drawEngineExample(spec);
  }
}

const FIGURE_CLASS =
  'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900';

export async function SolutionChart({ spec, title }: { spec: SolutionChartSpec; title: string }) {
  if (spec.kind === 'esg-ranks') return <EsgRanksExample title={title} />;
  let drawn: Drawn;
  try {
    drawn = await draw(spec);
  } catch {
    return (
      <figure data-testid="solution-chart" data-points={0} className={FIGURE_CLASS}>
        <figcaption className="font-medium text-slate-900 text-sm dark:text-slate-100">{title}</figcaption>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          The live chart cannot be drawn right now ({MESSAGES.defaultError.toLowerCase()}); the rest of the page reads
          on.
        </p>
      </figure>
    );
  }
  return (
    <figure data-testid="solution-chart" data-points={drawn.count} className={FIGURE_CLASS}>
      <figcaption className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-900 dark:text-slate-100">{title}</span>
        <span className="text-slate-600 dark:text-slate-300">{drawn.caption}</span>
      </figcaption>
      {drawn.count === 0 ? (
        <p className="rounded-md border border-slate-200 border-dashed p-6 text-center text-slate-500 text-sm dark:border-slate-700 dark:text-slate-400">
          No data for this chart in the current build.
        </p>
      ) : (
        SIZES.map((size) => (
          <div
            key={size.key}
            role="img"
            aria-label={drawn.label}
            className={`w-full [&>svg]:h-auto [&>svg]:w-full ${size.className}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: ECharts' own SVG output, whose text it escapes (render-svg.test.ts)
            dangerouslySetInnerHTML={{
              __html: renderChartSvg(drawn.option(size.width), { width: size.width, height: drawn.height(size.width) }),
            }}
          />
        ))
      )}
      {drawn.count > 0 ? drawn.legend : null}
    </figure>
  );
}
