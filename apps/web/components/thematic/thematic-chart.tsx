'use client';

/**
 * The theme over time (loaded lazily with ECharts): matching documents a day as bars, the theme's mean sentiment
 * as a line, and the benchmark basket's sentiment beside it as a dashed line on the same axis.
 */
import '@/components/charts/register-line-chart';
import { formatDecimal } from '@moodwire/domain';
import { EChart } from '@/components/charts/echart';
import type { ThemeActivity, ThemeBenchmark } from '@/lib/thematic/use-theme-activity';

export function ThematicChart({ theme, benchmark }: { theme: ThemeActivity; benchmark: ThemeBenchmark | undefined }) {
  const dates = theme.days.map((day) => day.date);
  const byDate = new Map(benchmark?.points.map((point) => [point.date.slice(0, 10), point.value]) ?? []);
  return (
    <div data-testid="thematic-chart">
      <EChart
        ariaLabel={`Matching documents and mean sentiment per day, ${theme.from} to ${theme.to}`}
        height={320}
        option={{
          tooltip: {
            trigger: 'axis',
            valueFormatter: (value: number | null) => formatDecimal(value, 3),
          },
          legend: { top: 0 },
          grid: { left: 48, right: 56, top: 36, bottom: 56 },
          xAxis: { type: 'category', data: dates },
          yAxis: [
            { type: 'value', name: 'Documents', minInterval: 1 },
            {
              type: 'value',
              name: 'Sentiment',
              axisLabel: { formatter: (value: number) => formatDecimal(value, 2) },
              splitLine: { show: false },
            },
          ],
          dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
          series: [
            {
              name: 'Documents (buzz)',
              type: 'bar',
              data: theme.days.map((day) => day.documents),
              itemStyle: { color: '#60a5fa' },
            },
            {
              name: 'Theme sentiment',
              type: 'line',
              yAxisIndex: 1,
              data: theme.days.map((day) => day.sentiment),
              connectNulls: true,
              showSymbol: false,
              lineStyle: { width: 2, color: '#7c3aed' },
              itemStyle: { color: '#7c3aed' },
            },
            ...(benchmark
              ? [
                  {
                    name: `Benchmark: ${benchmark.groupName}`,
                    type: 'line',
                    yAxisIndex: 1,
                    data: dates.map((date) => byDate.get(date) ?? null),
                    connectNulls: true,
                    showSymbol: false,
                    lineStyle: { width: 1.5, type: 'dashed', color: '#f59e0b' },
                    itemStyle: { color: '#f59e0b' },
                  },
                ]
              : []),
          ],
        }}
      />
    </div>
  );
}
