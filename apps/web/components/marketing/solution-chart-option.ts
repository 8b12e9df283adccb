/**
 * The ECharts options of the solution pages' live charts (solution-chart.tsx), as pure functions of the public
 * answers they draw: drawn on the server to SVG, so none of this reaches the browser.
 */

import { BAD_COLOR, GOOD_COLOR } from '@/components/analytics/heatmaps/color-scale';
import { SNAPSHOT_LOOK } from '@/components/charts/render-svg';

/** The brand blue of the site (globals.css --color-brand-500), readable on light and dark pages. */
export const LINE_COLOUR = '#2f7de1';
/** Buzz bars: a faint slate under the line, on light and dark pages alike. */
export const BUZZ_COLOUR = 'rgba(100, 116, 139, 0.45)';

const AXIS_TEXT = { color: SNAPSHOT_LOOK.textColor, fontSize: 11 };
const SPLIT_LINE = { lineStyle: { color: SNAPSHOT_LOOK.lineColor } };

export interface DailyPoint {
  /** ISO time of the daily window. */
  date: string;
  buzz: number;
  value: number | null;
}

/** Daily buzz as bars (right axis) under the daily sentiment as a line (left axis, -1 to 1). */
export function buzzSentimentOption(points: readonly DailyPoint[], sentimentName: string) {
  return {
    legend: { top: 0, textStyle: AXIS_TEXT, itemWidth: 14, itemHeight: 8 },
    grid: { left: 44, right: 48, top: 30, bottom: 24 },
    xAxis: {
      type: 'category',
      data: points.map((point) => point.date.slice(5, 10)),
      axisLabel: { ...AXIS_TEXT, hideOverlap: true },
      axisLine: { lineStyle: { color: SNAPSHOT_LOOK.lineColor } },
      axisTick: { show: false },
    },
    yAxis: [
      {
        type: 'value',
        name: sentimentName,
        nameTextStyle: AXIS_TEXT,
        min: -1,
        max: 1,
        interval: 0.5,
        axisLabel: AXIS_TEXT,
        splitLine: SPLIT_LINE,
      },
      { type: 'value', name: 'Buzz', nameTextStyle: AXIS_TEXT, axisLabel: AXIS_TEXT, splitLine: { show: false } },
    ],
    series: [
      {
        name: 'Buzz',
        type: 'bar',
        yAxisIndex: 1,
        data: points.map((point) => point.buzz),
        itemStyle: { color: BUZZ_COLOUR },
        barCategoryGap: '20%',
      },
      {
        name: sentimentName,
        type: 'line',
        yAxisIndex: 0,
        data: points.map((point) => point.value),
        showSymbol: false,
        connectNulls: false,
        lineStyle: { color: LINE_COLOUR, width: 2 },
        itemStyle: { color: LINE_COLOUR },
      },
    ],
  };
}

export interface BarRow {
  label: string;
  value: number;
  /** -1 when a higher value is bad (spec §3 'Polarity'): a positive value is then drawn red. */
  polarity?: 1 | -1;
}

/**
 * Horizontal bars, one per row in the given order (first at the top), green for good and red for bad values when
 * `isSigned` (the sign and the row's polarity), else brand blue; each bar labelled with its value.
 */
export function barsOption(
  rows: readonly BarRow[],
  options: { isSigned: boolean; format: (value: number) => string; width: number },
) {
  const ordered = [...rows].reverse();
  // A fixed label column: ECharts cannot measure text on the server, so containLabel would cut long names.
  const labelWidth = options.width < 500 ? 110 : 170;
  return {
    grid: { left: labelWidth + 8, right: 48, top: 8, bottom: 8 },
    xAxis: {
      type: 'value',
      axisLabel: { show: false },
      splitLine: SPLIT_LINE,
      ...(options.isSigned ? { min: -1, max: 1 } : {}),
    },
    yAxis: {
      type: 'category',
      data: ordered.map((row) => row.label),
      axisLabel: { ...AXIS_TEXT, width: labelWidth, overflow: 'truncate' },
      axisLine: { show: false },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        data: ordered.map((row) => ({
          value: row.value,
          itemStyle: {
            color: options.isSigned ? (row.value * (row.polarity ?? 1) < 0 ? BAD_COLOR : GOOD_COLOR) : LINE_COLOUR,
            borderRadius: 2,
          },
          label: {
            show: true,
            position: row.value < 0 ? 'left' : 'right',
            color: SNAPSHOT_LOOK.textColor,
            fontSize: 11,
            formatter: () => options.format(row.value),
          },
        })),
      },
    ],
  };
}
