'use client';

import '@/components/charts/register-line-chart';
import { useMemo } from 'react';
import { EChart, type EChartsCoreOption } from '@/components/charts/echart';
import { useTheme } from '@/lib/theme/use-theme';

/** Colours of the stacked series (readable on light and dark cards); Other and None are grey. */
const PALETTE = ['#2563eb', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16'];
const GREY = '#94a3b8';

export interface EventSeriesChartProps {
  buckets: readonly string[];
  series: readonly { key: string; label: string; counts: readonly number[] }[];
  ariaLabel: string;
  /** 'week' buckets say so in the tooltip. */
  bucket: 'day' | 'week';
}

/** Events over time as stacked bars, one colour per topic, sector or country. */
export default function EventSeriesChart({ buckets, series, ariaLabel, bucket }: EventSeriesChartProps) {
  const { theme } = useTheme();
  const isDark = theme === 'dark';
  const option = useMemo<EChartsCoreOption>(() => {
    let colour = 0;
    return {
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        confine: true,
        valueFormatter: (value: number) => `${value} events`,
      },
      legend: { type: 'scroll', bottom: 0, textStyle: { color: isDark ? '#cbd5e1' : '#334155' } },
      grid: { left: 8, right: 24, top: 12, bottom: 56, containLabel: true },
      xAxis: {
        type: 'category',
        data: buckets.map((day) => (bucket === 'week' ? `Week of ${day}` : day)),
        axisLabel: { color: isDark ? '#94a3b8' : '#475569', formatter: (value: string) => value.slice(-10) },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { color: isDark ? '#94a3b8' : '#475569' },
        splitLine: { lineStyle: { color: isDark ? '#1e293b' : '#e2e8f0' } },
      },
      series: series.map((one) => {
        const isRest = one.key === 'Other' || one.key === 'None';
        const color = isRest ? GREY : PALETTE[colour++ % PALETTE.length];
        return {
          type: 'bar',
          name: one.label,
          stack: 'events',
          data: [...one.counts],
          itemStyle: { color },
          emphasis: { focus: 'series' },
          barMaxWidth: 28,
        };
      }),
    };
  }, [buckets, series, bucket, isDark]);
  return <EChart option={option} ariaLabel={ariaLabel} height={300} />;
}
