/**
 * The sources tool's chart: a source's documents per day (weekly mean) and asset references per document, per
 * calendar week of the lake. `look` forces light or dark colours where the chart sits in a scoped theme (the UI
 * samples page shows both side by side); without it the chart follows the page's theme.
 */
import type { EChartsCoreOption } from 'echarts/core';

export interface SourceChartWeek {
  week: string;
  days: number;
  documents: number;
  mentions: number;
}

export function documentsPerDay(week: SourceChartWeek): number {
  return week.days > 0 ? week.documents / week.days : 0;
}

export function referencesPerDocument(week: { documents: number; mentions: number }): number | null {
  return week.documents > 0 ? week.mentions / week.documents : null;
}

const COLOURS = { documents: '#2f7de1', references: '#d97706' };

export function sourceChartOption(weeks: readonly SourceChartWeek[], look?: 'light' | 'dark'): EChartsCoreOption {
  const text = look === 'dark' ? '#cbd5e1' : look === 'light' ? '#475569' : undefined;
  const grid = look === 'dark' ? '#334155' : look === 'light' ? '#e2e8f0' : undefined;
  const axisLabel = text ? { color: text } : {};
  const splitLine = grid ? { lineStyle: { color: grid } } : {};
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: axisLabel },
    grid: { left: 48, right: 48, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: weeks.map((week) => week.week), axisLabel, boundaryGap: false },
    yAxis: [
      { type: 'value', name: 'docs/day', nameTextStyle: axisLabel, axisLabel, splitLine },
      { type: 'value', name: 'refs/doc', nameTextStyle: axisLabel, axisLabel, splitLine: { show: false } },
    ],
    series: [
      {
        name: 'Documents per day',
        type: 'line',
        showSymbol: false,
        color: COLOURS.documents,
        data: weeks.map((week) => Math.round(documentsPerDay(week) * 10) / 10),
      },
      {
        name: 'Asset references per document',
        type: 'line',
        yAxisIndex: 1,
        showSymbol: false,
        color: COLOURS.references,
        data: weeks.map((week) => {
          const value = referencesPerDocument(week);
          return value === null ? null : Math.round(value * 100) / 100;
        }),
      },
    ],
  };
}
