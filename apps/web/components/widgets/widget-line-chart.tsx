'use client';

import '@/components/charts/register-line-chart';
import { useMemo } from 'react';
import { EChart } from '@/components/charts/echart';

/** Buzz bars with a sentiment line on two axes (the chart widget). */
export default function WidgetLineChart({
  points,
  barName,
  lineName,
  ariaLabel,
}: {
  points: { date: string; featured: number | null; value: number | null }[];
  barName: string;
  lineName: string;
  ariaLabel: string;
}) {
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis', confine: true },
      legend: { top: 0 },
      grid: { left: 40, right: 44, top: 30, bottom: 24 },
      xAxis: { type: 'category', data: points.map((point) => point.date.slice(0, 10)) },
      yAxis: [
        { type: 'value', name: barName, splitLine: { show: false } },
        { type: 'value', name: lineName, scale: true },
      ],
      series: [
        { name: barName, type: 'bar', data: points.map((point) => point.featured), color: '#94a3b8' },
        {
          name: lineName,
          type: 'line',
          yAxisIndex: 1,
          data: points.map((point) => point.value),
          connectNulls: true,
          showSymbol: false,
          color: '#2563eb',
        },
      ],
    }),
    [points, barName, lineName],
  );
  return <EChart option={option} ariaLabel={ariaLabel} height={280} />;
}
