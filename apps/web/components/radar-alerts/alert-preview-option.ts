/**
 * The chart of a rule preview: the asset's daily series over the preview's days, with a mark on every day the rule
 * would have fired (and the level of a threshold rule as a line). One option for the editor's interactive chart and
 * the public page's server-drawn picture. The caller registers the chart parts (register-alert-chart.ts).
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartLook } from '@/components/charts/render-svg';

export interface PreviewPoint {
  date: string;
  value: number | null;
  buzz: number;
}

export interface PreviewMark {
  date: string;
  message?: string;
}

export interface PreviewChartInput {
  points: readonly PreviewPoint[];
  firings: readonly PreviewMark[];
  /** Plot buzz (a buzz spike rule) instead of the indicator's value. */
  isBuzz: boolean;
  seriesName: string;
  /** The level of a threshold rule, drawn as a dashed line. */
  level?: number;
  look?: ChartLook;
}

export const MARK_COLOUR = '#dc2626';
const LINE_COLOUR = '#2f7de1';

export function previewChartOption(input: PreviewChartInput): EChartsCoreOption {
  const dates = input.points.map((point) => point.date.slice(0, 10));
  const plotted = (point: PreviewPoint) => (input.isBuzz ? point.buzz : point.value);
  const byDate = new Map(input.points.map((point) => [point.date.slice(0, 10), plotted(point)]));
  const marks = input.firings
    .map((firing) => [firing.date.slice(0, 10), byDate.get(firing.date.slice(0, 10)) ?? null] as const)
    .filter(([, value]) => value !== null);
  const look = input.look;
  const axisText = look ? { color: look.textColor } : {};
  const splitLine = look ? { lineStyle: { color: look.lineColor } } : {};
  return {
    animation: false,
    tooltip: { trigger: 'axis', confine: true },
    legend: { top: 0, textStyle: axisText, data: [input.seriesName, 'Would have fired'] },
    grid: { left: 8, right: 12, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: dates, axisLabel: axisText, boundaryGap: false },
    yAxis: { type: 'value', scale: true, axisLabel: axisText, splitLine },
    series: [
      {
        name: input.seriesName,
        type: 'line',
        data: input.points.map(plotted),
        showSymbol: false,
        connectNulls: true,
        color: LINE_COLOUR,
        lineStyle: { width: 1.5 },
        ...(input.level === undefined
          ? {}
          : {
              markLine: {
                symbol: 'none',
                silent: true,
                label: { formatter: `level ${input.level}`, ...axisText },
                lineStyle: { type: 'dashed', color: '#94a3b8' },
                data: [{ yAxis: input.level }],
              },
            }),
      },
      {
        name: 'Would have fired',
        type: 'scatter',
        data: marks.map(([date, value]) => [date, value]),
        symbol: 'circle',
        symbolSize: 9,
        color: MARK_COLOUR,
        z: 3,
      },
    ],
  };
}
