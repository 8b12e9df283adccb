'use client';

/**
 * The four charts of a scores analysis (loaded lazily with ECharts, outside the page's first load): IC over time
 * with its rolling mean, quintile forward returns, the long-short cumulative return with turnover, and IC decay.
 */
import '@/components/charts/register-line-chart';
import { formatDecimal } from '@moodwire/domain';
import { EChart, type EChartsCoreOption } from '@/components/charts/echart';
import { rollingMean } from '@/lib/scores-analysis/scores-request';
import type { ScoresAnalysis } from '@/lib/scores-analysis/use-scores-analysis';

/** Rebalancing dates in the IC's rolling mean: about a quarter of daily, weekly or monthly steps. */
const ROLLING: Record<string, number> = { daily: 63, weekly: 13, monthly: 3 };
const percent = (value: number) => `${formatDecimal(value * 100, 1)}%`;
const grid = { left: 56, right: 56, top: 36, bottom: 56, containLabel: false };

function icOption(analysis: ScoresAnalysis): EChartsCoreOption {
  const window = ROLLING[analysis.rebalancing] ?? 13;
  const ics = analysis.ics.map((point) => point.ic);
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => formatDecimal(value, 3) },
    legend: { top: 0 },
    grid,
    xAxis: { type: 'category', data: analysis.ics.map((point) => point.date) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatDecimal(value, 2) } },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: [
      { name: 'Rank IC', type: 'bar', data: ics, itemStyle: { color: '#60a5fa' } },
      {
        name: `Rolling mean (${window} dates)`,
        type: 'line',
        data: rollingMean(ics, window),
        showSymbol: false,
        lineStyle: { width: 2, color: '#f59e0b' },
        itemStyle: { color: '#f59e0b' },
      },
    ],
  };
}

function quintileOption(analysis: ScoresAnalysis): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => (value === null ? 'NA' : percent(value)) },
    grid: { ...grid, bottom: 40 },
    xAxis: {
      type: 'category',
      data: analysis.quintiles.map((q) =>
        q.quintile === 1 ? 'Q1 (lowest)' : q.quintile === 5 ? 'Q5 (highest)' : `Q${q.quintile}`,
      ),
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => percent(value) } },
    series: [
      {
        name: `Mean ${analysis.horizon}-day forward return`,
        type: 'bar',
        data: analysis.quintiles.map((q) => q.meanReturn),
        itemStyle: { color: '#34d399' },
      },
    ],
  };
}

function longShortOption(analysis: ScoresAnalysis): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => (value === null ? 'NA' : percent(value)) },
    legend: { top: 0 },
    grid,
    xAxis: { type: 'category', data: analysis.longShort.map((point) => point.until) },
    yAxis: [
      { type: 'value', name: 'Cumulative', axisLabel: { formatter: (value: number) => percent(value) } },
      { type: 'value', name: 'Turnover', min: 0, max: 1, axisLabel: { formatter: (value: number) => percent(value) } },
    ],
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: [
      {
        name: 'Long-short cumulative',
        type: 'line',
        data: analysis.longShort.map((point) => point.cumulative),
        showSymbol: false,
        lineStyle: { width: 2, color: '#8b5cf6' },
        itemStyle: { color: '#8b5cf6' },
      },
      {
        name: 'Turnover',
        type: 'bar',
        yAxisIndex: 1,
        data: analysis.longShort.map((point) => point.turnover),
        itemStyle: { color: '#94a3b8', opacity: 0.5 },
      },
    ],
  };
}

function decayOption(analysis: ScoresAnalysis): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => formatDecimal(value, 3) },
    grid: { ...grid, bottom: 40 },
    xAxis: { type: 'category', name: 'Days', data: analysis.decay.map((point) => String(point.horizon)) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatDecimal(value, 3) } },
    series: [
      {
        name: 'Mean rank IC',
        type: 'line',
        data: analysis.decay.map((point) => point.meanIc),
        lineStyle: { width: 2, color: '#0ea5e9' },
        itemStyle: { color: '#0ea5e9' },
      },
    ],
  };
}

export type ScoresChartKind = 'ic' | 'quintiles' | 'longShort' | 'decay';

const OPTIONS: Record<ScoresChartKind, (analysis: ScoresAnalysis) => EChartsCoreOption> = {
  ic: icOption,
  quintiles: quintileOption,
  longShort: longShortOption,
  decay: decayOption,
};

export function ScoresChart({
  analysis,
  kind,
  ariaLabel,
}: {
  analysis: ScoresAnalysis;
  kind: ScoresChartKind;
  ariaLabel: string;
}) {
  return <EChart option={OPTIONS[kind](analysis)} ariaLabel={ariaLabel} height={280} />;
}
