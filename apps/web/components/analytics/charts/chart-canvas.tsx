'use client';

import '@/components/charts/register-line-chart';
import { RANGE_BOUNDS, type RangeKind } from '@moodwire/domain';
import { type RefObject, useMemo, useRef } from 'react';
import { EChart, type EChartsCoreOption, type EChartsType } from '@/components/charts/echart';
import type { AxisUnit, ChartPoint } from '@/lib/analytics/chart-series-plan';

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
const RANGE_KINDS: readonly string[] = ['bipolar', 'unipolar', 'count', 'rank'];

function isRangeKind(unit: AxisUnit): unit is RangeKind {
  return RANGE_KINDS.includes(unit);
}

function formatValue(value: number, unit: AxisUnit): string {
  if (unit === 'Return') return `${(value * 100).toFixed(2)}%`;
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return value.toLocaleString('en-US', { maximumFractionDigits: 0 });
  if (magnitude >= 10) return value.toFixed(1);
  return value.toFixed(3);
}

/** The y-axis of a unit: catalogue ranges (RANGE_BOUNDS) bound it, so a score never reads beyond its scale. */
function yAxisOf(unit: AxisUnit, name: string, index: number, left: number, right: number) {
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
    nameTextStyle: { fontSize: 11 },
    position: isLeft ? 'left' : 'right',
    offset,
    scale: true,
    splitLine: { show: index === 0 },
    axisLine: { show: left + right > 1 },
    axisLabel: { fontSize: 11, formatter: (value: number) => formatValue(value, unit) },
    ...(bounds && unit !== 'count'
      ? {
          min: ({ min }: { min: number }) => Math.max(bounds.min, Math.floor(min / step) * step),
          max: ({ max }: { max: number }) => Math.min(bounds.max, Math.ceil(max / step) * step),
        }
      : {}),
    ...(unit === 'count' ? { min: 0 } : {}),
  };
}

function extentOf(series: readonly CanvasSeries[]): [number, number] {
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

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The Charts screen's plot: one time axis, one y-axis per unit (alternating left and right), zoom with the
 * mouse, touch or the slider, and hover values for every series at the pointed time. Loaded with next/dynamic
 * by the screen so ECharts stays out of the route's first load.
 */
export default function ChartCanvas({
  series,
  zoom,
  onZoom,
  chartRef,
  ariaLabel,
  height = 420,
}: {
  series: CanvasSeries[];
  zoom: ZoomWindow;
  /** Called when the user zooms (days of the visible window). */
  onZoom: (window: ZoomWindow) => void;
  chartRef: RefObject<EChartsType | null>;
  ariaLabel: string;
  height?: number;
}) {
  const option = useMemo<EChartsCoreOption>(() => {
    const units: { unit: AxisUnit; name: string }[] = [];
    for (const one of series) {
      if (!units.some((entry) => entry.unit === one.unit)) units.push({ unit: one.unit, name: one.unitName });
    }
    const left = Math.ceil(units.length / 2);
    const right = Math.floor(units.length / 2);
    return {
      animation: false,
      grid: {
        left: 12 + (left - 1) * AXIS_GAP,
        right: 12 + Math.max(0, right - 1) * AXIS_GAP,
        top: 40,
        bottom: 64,
        containLabel: true,
      },
      tooltip: {
        trigger: 'axis',
        confine: true,
        axisPointer: { type: 'line' },
        valueFormatter: (value: unknown) => (typeof value === 'number' ? value.toPrecision(4) : '–'),
      },
      xAxis: { type: 'time', axisLabel: { hideOverlap: true, fontSize: 11 } },
      yAxis: units.map((entry, index) => yAxisOf(entry.unit, entry.name, index, left, right)),
      dataZoom: [
        {
          type: 'inside',
          xAxisIndex: 0,
          ...(zoom.start ? { startValue: Date.parse(`${zoom.start}T00:00:00Z`) } : { start: 0 }),
          ...(zoom.end ? { endValue: Date.parse(`${zoom.end}T23:59:59Z`) } : { end: 100 }),
        },
        { type: 'slider', xAxisIndex: 0, height: 22, bottom: 12, labelFormatter: (value: number) => toDay(value) },
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
      })),
    };
  }, [series, zoom.start, zoom.end]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onEvents = useMemo(
    () => ({
      datazoom: () => {
        // Read the window after the gesture settles, then write it to the URL once (a shareable zoom).
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const chart = chartRef.current;
          if (!chart) return;
          const [inside] =
            (
              chart.getOption() as {
                dataZoom?: { start?: number; end?: number; startValue?: unknown; endValue?: unknown }[];
              }
            ).dataZoom ?? [];
          const startPercent = inside?.start ?? 0;
          const endPercent = inside?.end ?? 100;
          const isWhole = startPercent <= 0 && endPercent >= 100;
          // The window in time: the option's values when ECharts gives them, else the percentages of the data's extent.
          const [minTime, maxTime] = extentOf(series);
          const from =
            typeof inside?.startValue === 'number'
              ? inside.startValue
              : minTime + ((maxTime - minTime) * startPercent) / 100;
          const to =
            typeof inside?.endValue === 'number' ? inside.endValue : minTime + ((maxTime - minTime) * endPercent) / 100;
          onZoom(isWhole ? { start: null, end: null } : { start: toDay(from), end: toDay(to) });
        }, 400);
      },
    }),
    [chartRef, onZoom, series],
  );

  return <EChart option={option} ariaLabel={ariaLabel} height={height} chartRef={chartRef} onEvents={onEvents} />;
}
