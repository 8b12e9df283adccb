/**
 * What the Charts screen draws, as an ECharts option: one time axis, one y-axis per unit (alternating left and
 * right, bounded by the catalogue's ranges), zoom and hover values. No React and no DOM, so the interactive chart
 * (chart-canvas.tsx) and the server's first-view snapshot (chart-snapshot.tsx) draw the same picture.
 */
import {
  formatDay,
  formatDecimal,
  getSource,
  parseDay,
  RANGE_BOUNDS,
  type RangeKind,
  type SourceName,
} from '@moodwire/domain';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartLook } from '@/components/charts/render-svg';
import type { AxisUnit, ChartAsset, ChartPoint, PlannedSeries } from '@/lib/analytics/chart-series-plan';
// Relative: this module is also imported by tests run from the root config, which knows no '@/' alias.
import { type SeriesFrequency, stepOf, withGaps } from '../../../lib/analytics/series-coverage';
import { formatUnitValue, tooltipOf } from './tooltip-value';

/** Series colours, distinct in light and dark mode; the list beside the chart shows the same swatches. */
export const PALETTE = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#4f46e5',
  '#0d9488',
  '#a21caf',
];

/** The title of a unit's y-axis. */
export function unitName(unit: AxisUnit, asset: ChartAsset): string {
  switch (unit) {
    case 'bipolar':
      return 'Score (−1 to 1)';
    case 'unipolar':
      return 'Share (0 to 1)';
    case 'count':
      return 'Buzz';
    case 'rank':
      return 'Rank (1 to 100)';
    case 'Return':
      return 'Price change';
    case 'bondprice':
      return 'Bond price';
    default:
      return `Price ${asset.symbol}`;
  }
}

export function sourceLabel(source: SourceName | null): string {
  return source ? (getSource(source)?.label ?? source) : 'market data';
}

export function seriesText(one: PlannedSeries): string {
  return `${one.asset.name} · ${one.indicatorName}${one.source ? ` · ${sourceLabel(one.source)}` : ''}`;
}

/** Each planned series' colour: by its place in the plan, so a series keeps its colour when others are hidden. */
export function seriesColours(planned: readonly PlannedSeries[]): Map<string, string> {
  return new Map(planned.map((one, index) => [one.key, PALETTE[index % PALETTE.length] ?? '#2563eb']));
}

/** The chart's series from the plan and the loaded points (the caller leaves out hidden, failed and empty ones). */
export function canvasSeriesOf(
  plotted: readonly { planned: PlannedSeries; points: ChartPoint[] }[],
  colours: ReadonlyMap<string, string>,
  frequency: SeriesFrequency,
): CanvasSeries[] {
  return plotted.map((one) => ({
    key: one.planned.key,
    label: seriesText(one.planned),
    unit: one.planned.unit,
    unitName: unitName(one.planned.unit, one.planned.asset),
    color: colours.get(one.planned.key) ?? '#2563eb',
    // A day (or hour) without data is a gap in the line (issue 13), not a bridge between its neighbours.
    points: withGaps(one.points, stepOf(frequency)),
  }));
}

export interface CanvasSeries {
  key: string;
  label: string;
  unit: AxisUnit;
  /** Axis title of the unit (e.g. 'Price AMZN.O'). */
  unitName: string;
  color: string;
  points: ChartPoint[];
}

export interface ZoomWindow {
  /** Inclusive days; null = the edge of the data. */
  start: string | null;
  end: string | null;
}

const AXIS_GAP = 76;
/** Room outside the outermost axis for its rotated name (nameGap 52 from the axis line, labels in between). */
const AXIS_NAME_ROOM = 24;
const RANGE_KINDS: readonly string[] = ['bipolar', 'unipolar', 'count', 'rank'];

function isRangeKind(unit: AxisUnit): unit is RangeKind {
  return RANGE_KINDS.includes(unit);
}

function formatValue(value: number, unit: AxisUnit): string {
  // Axis ticks round as every figure does (formatDecimal of the domain), with fewer decimals for large values.
  if (unit === 'Return') return `${formatDecimal(value * 100, 2)}%`;
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return formatDecimal(value, 0);
  if (magnitude >= 10) return formatDecimal(value, 1);
  return formatDecimal(value, 3);
}

/** The y-axis of a unit: catalogue ranges (RANGE_BOUNDS) bound it, so a score never reads beyond its scale. */
function yAxisOf(
  unit: AxisUnit,
  name: string,
  index: number,
  sides: { left: number; right: number },
  look: ChartLook | undefined,
) {
  const { left, right } = sides;
  const isLeft = index % 2 === 0;
  const offset = Math.floor(index / 2) * AXIS_GAP;
  const bounds = isRangeKind(unit) ? RANGE_BOUNDS[unit] : null;
  const step = unit === 'rank' ? 10 : 0.1;
  return {
    type: 'value',
    name,
    // The unit's name runs along its axis, so that the names of side-by-side axes do not overlap.
    nameLocation: 'middle',
    nameRotate: isLeft ? 90 : -90,
    nameGap: 52,
    nameTextStyle: { fontSize: 11, ...(look ? { color: look.textColor } : {}) },
    position: isLeft ? 'left' : 'right',
    offset,
    scale: true,
    splitLine: { show: index === 0, ...(look ? { lineStyle: { color: look.lineColor } } : {}) },
    axisLine: { show: left + right > 1, ...(look ? { lineStyle: { color: look.textColor } } : {}) },
    axisLabel: {
      fontSize: 11,
      ...(look ? { color: look.textColor } : {}),
      formatter: (value: number) => formatValue(value, unit),
    },
    ...(bounds && unit !== 'count'
      ? {
          min: ({ min }: { min: number }) => Math.max(bounds.min, Math.floor(min / step) * step),
          max: ({ max }: { max: number }) => Math.min(bounds.max, Math.ceil(max / step) * step),
        }
      : {}),
    ...(unit === 'count' ? { min: 0 } : {}),
  };
}

export function extentOf(series: readonly CanvasSeries[]): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const one of series) {
    const first = one.points[0]?.[0];
    const last = one.points.at(-1)?.[0];
    if (first !== undefined && first < min) min = first;
    if (last !== undefined && last > max) max = last;
  }
  return Number.isFinite(min) ? [min, max] : [0, 0];
}

export function toDay(time: number): string {
  return formatDay(time);
}

/** The chart's height in pixels (the interactive chart and its server-drawn snapshot). */
export const CHART_HEIGHT = 420;

/** What the chart shows, for screen readers. */
export function chartAriaLabel(
  series: readonly CanvasSeries[],
  frequency: string,
  range: { start: string; end: string } | null,
): string {
  return `Chart of ${series.map((one) => one.label).join(', ')}, ${frequency}, ${range?.start} to ${range?.end}`;
}

/**
 * The option of the chart. `look` fixes the text and line colours (the server's snapshot, which cannot follow
 * the visitor's theme); without it the theme decides.
 */
export function chartOption(series: readonly CanvasSeries[], zoom: ZoomWindow, look?: ChartLook): EChartsCoreOption {
  const text = look ? { color: look.textColor } : {};
  const units: { unit: AxisUnit; name: string }[] = [];
  for (const one of series) {
    if (!units.some((entry) => entry.unit === one.unit)) units.push({ unit: one.unit, name: one.unitName });
  }
  const left = Math.ceil(units.length / 2);
  const right = Math.floor(units.length / 2);
  return {
    animation: false,
    // containLabel keeps the tick labels inside, not the axis names beside them: room for the outer names.
    grid: {
      left: AXIS_NAME_ROOM + (left - 1) * AXIS_GAP,
      right: (right > 0 ? AXIS_NAME_ROOM : 12) + Math.max(0, right - 1) * AXIS_GAP,
      top: 40,
      bottom: 64,
      containLabel: true,
    },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'line' },
    },
    xAxis: {
      type: 'time',
      axisLabel: { hideOverlap: true, fontSize: 11, ...text },
      ...(look ? { axisLine: { lineStyle: { color: look.textColor } } } : {}),
    },
    yAxis: units.map((entry, index) => yAxisOf(entry.unit, entry.name, index, { left, right }, look)),
    dataZoom: [
      {
        type: 'inside',
        xAxisIndex: 0,
        ...(zoom.start ? { startValue: parseDay(zoom.start) } : { start: 0 }),
        ...(zoom.end ? { endValue: Date.parse(`${zoom.end}T23:59:59Z`) } : { end: 100 }),
      },
      {
        type: 'slider',
        xAxisIndex: 0,
        height: 22,
        bottom: 12,
        labelFormatter: (value: number) => toDay(value),
        textStyle: text,
      },
    ],
    series: series.map((one) => ({
      id: one.key,
      name: one.label,
      type: 'line',
      yAxisIndex: units.findIndex((entry) => entry.unit === one.unit),
      data: one.points,
      showSymbol: false,
      symbolSize: 4,
      lineStyle: { width: 1.5 },
      color: one.color,
      sampling: 'lttb',
      connectNulls: false,
      emphasis: { focus: 'series' },
      // Each series' hover value in its own unit's format (the lists' and the asset page's).
      tooltip: tooltipOf((value) => formatUnitValue(one.unit, value)),
    })),
  };
}
