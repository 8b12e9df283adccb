'use client';

import '@/components/charts/register-line-chart';
import { formatIndicatorValue, type RangeKind } from '@moodwire/domain';
import { useMemo } from 'react';
import { tooltipOf } from '@/components/analytics/charts/tooltip-value';
import { EChart } from '@/components/charts/echart';
import { SPARSE_SHARE } from '@/lib/analytics/series-coverage';

export interface FeaturedChartPoint {
  date: string;
  featured: number | null;
  value: number | null;
}

export interface FeaturedChartProps {
  points: readonly FeaturedChartPoint[];
  /** The bars: the featured indicator (buzz; bond buzz for country markets). */
  featuredName: string;
  /** The line: the default sentiment indicator of the class. */
  indicatorName: string;
  /** The ranges of the bars and the line (their hover values' format): buzz and a score unless told. */
  featuredKind?: RangeKind;
  indicatorKind?: RangeKind;
  ariaLabel: string;
  height?: number;
  /** A compact chart (the data overview's grid) has no zoom slider. */
  compact?: boolean;
}

/** A group's featured chart: its featured asset's buzz as bars and its default sentiment as a line, daily. */
export function FeaturedChart({
  points,
  featuredName,
  indicatorName,
  featuredKind = 'count',
  indicatorKind = 'bipolar',
  ariaLabel,
  height = 320,
  compact = false,
}: FeaturedChartProps) {
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 44, right: 44, top: 36, bottom: compact ? 24 : 56 },
      dataZoom: compact ? [] : [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
      xAxis: { type: 'category', data: points.map((point) => point.date.slice(0, 10)) },
      yAxis: [
        { type: 'value', name: compact ? '' : featuredName, position: 'left', splitLine: { show: false } },
        { type: 'value', name: compact ? '' : indicatorName, position: 'right', scale: true },
      ],
      series: [
        {
          name: featuredName,
          type: 'bar',
          yAxisIndex: 0,
          data: points.map((point) => point.featured),
          tooltip: tooltipOf((value) => formatIndicatorValue(featuredKind, value)),
          color: '#94a3b8',
        },
        {
          name: indicatorName,
          type: 'line',
          yAxisIndex: 1,
          data: points.map((point) => point.value),
          tooltip: tooltipOf((value) => formatIndicatorValue(indicatorKind, value)),
          // A day without data is a gap (issue 13); a sparse line shows its points, or lone days would not show.
          connectNulls: false,
          showSymbol: points.filter((point) => point.value !== null).length < points.length * SPARSE_SHARE,
          symbolSize: 3,
          color: '#2563eb',
        },
      ],
    }),
    [points, featuredName, indicatorName, featuredKind, indicatorKind, compact],
  );
  return <EChart option={option} ariaLabel={ariaLabel} height={height} />;
}
