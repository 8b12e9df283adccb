'use client';

/** The company's transcript sentiment over time (loaded lazily with ECharts, outside the page's first load). */
import '@/components/charts/register-line-chart';
import { EChart, type EChartsCoreOption } from '@/components/charts/echart';
import { callSeries, type TranscriptCall } from '@/lib/transcripts/transcript-view';

export function TranscriptSentimentChart({ calls, name }: { calls: TranscriptCall[]; name: string }) {
  const series = callSeries(calls);
  const option: EChartsCoreOption = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => (value === null ? '–' : value.toFixed(2)) },
    legend: { top: 0 },
    grid: { left: 44, right: 16, top: 36, bottom: 36 },
    xAxis: { type: 'category', data: series.map((point) => point.quarter) },
    yAxis: { type: 'value', min: -1, max: 1 },
    series: [
      {
        name: 'Whole call',
        type: 'line',
        data: series.map((point) => point.sentiment),
        symbolSize: 6,
        lineStyle: { width: 2.5 },
      },
      { name: 'Prepared remarks', type: 'line', data: series.map((point) => point.prepared), symbolSize: 4 },
      { name: 'Q&A', type: 'line', data: series.map((point) => point.qa), symbolSize: 4 },
    ],
  };
  return (
    <EChart
      option={option}
      height={280}
      ariaLabel={`Transcript sentiment of ${name} per call, ${series[0]?.quarter ?? ''} to ${series.at(-1)?.quarter ?? ''}: whole call, prepared remarks and Q&A`}
    />
  );
}
