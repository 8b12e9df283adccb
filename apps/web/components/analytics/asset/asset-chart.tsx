'use client';

import '@/components/charts/register-line-chart';
import { formatIndicatorValue, formatPrice, type RangeKind } from '@moodwire/domain';
import { useMemo } from 'react';
import { tooltipOf } from '@/components/analytics/charts/tooltip-value';
import { EChart } from '@/components/charts/echart';
import { SPARSE_SHARE } from '@/lib/analytics/series-coverage';
import type { PricePoint } from '@/lib/analytics/use-asset-page';

export interface AssetChartProps {
  /**
   * Daily buzz by source (News and Social are stacked: together they are News_Social). A class with News_Social
   * data only (ESG Core) has one bar of it.
   */
  buzz: { date: string; News: number | null; Social: number | null; News_Social: number | null }[];
  /** The default sentiment indicator of the class, News_Social. */
  sentiment: { date: string; value: number | null }[];
  sentimentName: string;
  /** The sentiment indicator's range (a score; an ESG Core rank): its hover values' format. */
  sentimentKind: RangeKind;
  price: PricePoint[];
  priceLabel: string;
  ariaLabel: string;
}

const day = (date: string) => date.slice(0, 10);

/** The asset page's chart: buzz bars, the default sentiment line and the price line, each on its own axis. */
export function AssetChart({
  buzz,
  sentiment,
  sentimentName,
  sentimentKind,
  price,
  priceLabel,
  ariaLabel,
}: AssetChartProps) {
  const option = useMemo(() => {
    const days = [...new Set([...buzz, ...sentiment, ...price].map((point) => day(point.date)))].sort();
    const at = <T extends { date: string }>(points: T[], read: (point: T) => number | null) => {
      const byDay = new Map(points.map((point) => [day(point.date), read(point)]));
      return days.map((d) => byDay.get(d) ?? null);
    };
    const hasPrice = price.some((point) => point.price !== null);
    const isBySource = buzz.some((point) => point.News !== null || point.Social !== null);
    const bars = isBySource
      ? [
          { name: 'News buzz', data: at(buzz, (p) => p.News), color: '#94a3b8' },
          { name: 'Social buzz', data: at(buzz, (p) => p.Social), color: '#cbd5e1' },
        ]
      : [{ name: 'Buzz', data: at(buzz, (p) => p.News_Social), color: '#94a3b8' }];
    return {
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 48, right: hasPrice ? 96 : 48, top: 56, bottom: 56 },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
      xAxis: { type: 'category', data: days },
      yAxis: [
        { type: 'value', name: 'Buzz', position: 'left', splitLine: { show: false } },
        // Two right axes side by side: each name runs away from the other (a long one such as 'ESG Overall Score'
        // would otherwise cover the price axis's name).
        {
          type: 'value',
          name: sentimentName,
          position: 'right',
          scale: true,
          nameTextStyle: hasPrice ? { align: 'right' } : undefined,
        },
        ...(hasPrice
          ? [
              {
                type: 'value',
                name: priceLabel,
                position: 'right',
                offset: 52,
                scale: true,
                nameTextStyle: { align: 'left' },
              },
            ]
          : []),
      ],
      series: [
        ...bars.map((bar) => ({
          ...bar,
          type: 'bar',
          stack: 'buzz',
          yAxisIndex: 0,
          tooltip: tooltipOf((value) => formatIndicatorValue('count', value)),
        })),
        {
          name: sentimentName,
          type: 'line',
          yAxisIndex: 1,
          data: at(sentiment, (p) => p.value),
          tooltip: tooltipOf((value) => formatIndicatorValue(sentimentKind, value)),
          // A day without data is a gap (issue 13); a sparse line shows its points, or lone days would not show.
          connectNulls: false,
          showSymbol: sentiment.filter((point) => point.value !== null).length < days.length * SPARSE_SHARE,
          symbolSize: 3,
          color: '#2563eb',
        },
        ...(hasPrice
          ? [
              {
                name: priceLabel,
                type: 'line',
                yAxisIndex: 2,
                data: at(price, (p) => p.price),
                tooltip: tooltipOf(formatPrice),
                connectNulls: true,
                showSymbol: false,
                color: '#f59e0b',
              },
            ]
          : []),
      ],
    };
  }, [buzz, sentiment, sentimentName, sentimentKind, price, priceLabel]);
  return <EChart option={option} ariaLabel={ariaLabel} height={340} />;
}
