'use client';

import '@/components/charts/register-line-chart';
import { useMemo } from 'react';
import { EChart, type EChartsCoreOption } from '@/components/charts/echart';
import { useTheme } from '@/lib/theme/use-theme';

export interface ApiUsageChartProps {
  days: ReadonlyArray<{ day: string; calls: number; errors: number }>;
}

/** Calls of the data key per day as bars (errors stacked on the answered calls), on the app's one chart wrapper. */
export function ApiUsageChart({ days }: ApiUsageChartProps) {
  const { theme } = useTheme();
  const isDark = theme === 'dark';
  const option = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
      legend: { bottom: 0, textStyle: { color: isDark ? '#cbd5e1' : '#334155' } },
      grid: { left: 8, right: 16, top: 12, bottom: 40, containLabel: true },
      xAxis: {
        type: 'category',
        data: days.map((day) => day.day),
        axisLabel: { color: isDark ? '#94a3b8' : '#475569', formatter: (value: string) => value.slice(5) },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { color: isDark ? '#94a3b8' : '#475569' },
        splitLine: { lineStyle: { color: isDark ? '#1e293b' : '#e2e8f0' } },
      },
      series: [
        {
          type: 'bar',
          name: 'Answered',
          stack: 'calls',
          data: days.map((day) => day.calls - day.errors),
          itemStyle: { color: '#2563eb' },
          barMaxWidth: 18,
        },
        {
          type: 'bar',
          name: 'Refused or failed',
          stack: 'calls',
          data: days.map((day) => day.errors),
          itemStyle: { color: '#f59e0b' },
          barMaxWidth: 18,
        },
      ],
    }),
    [days, isDark],
  );
  return <EChart option={option} ariaLabel="API calls per day over the last 30 days" height={220} />;
}
