/**
 * The Charts screen's exports (spec §2 charts: PNG and CSV): the plotted series as a CSV of one date column and
 * one column per series, or the drawn chart as a PNG, saved as `chart-{frequency}-{last day}.{csv|png}`.
 */
import type { EChartsType } from '@/components/charts/echart';
import { type ChartPoint, chartCsvRows } from '@/lib/analytics/chart-series-plan';
import type { ChartUrlState } from '@/lib/analytics/chart-url-state';

/** Saves a URL (a data or object URL) as a file through a temporary download link. */
function download(href: string, filename: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

function exportName(frequency: ChartUrlState['frequency'], lastDay: string | undefined, extension: string): string {
  return `chart-${frequency}-${lastDay ?? 'data'}.${extension}`;
}

export interface ChartCsvExport {
  series: readonly { label: string; points: readonly ChartPoint[] }[];
  frequency: ChartUrlState['frequency'];
  /** The zoomed window's first and last day (whole days, UTC); null for the series' own ends. */
  start: string | null;
  end: string | null;
  /** The fetched range's last day, for the file name. */
  lastDay: string | undefined;
}

/** The CSV of the plotted series within the zoomed window (papaparse is loaded on first use). */
export async function exportChartCsv({ series, frequency, start, end, lastDay }: ChartCsvExport): Promise<void> {
  const { unparse } = await import('papaparse');
  const from = start ? Date.parse(`${start}T00:00:00Z`) : Number.NEGATIVE_INFINITY;
  const to = end ? Date.parse(`${end}T23:59:59Z`) : Number.POSITIVE_INFINITY;
  const rows = chartCsvRows(series, frequency, { from, to });
  const url = URL.createObjectURL(new Blob([unparse(rows)], { type: 'text/csv;charset=utf-8' }));
  download(url, exportName(frequency, lastDay, 'csv'));
  // The download has started by then; the object URL is released afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The drawn chart at twice its size, on the theme's background. */
export function exportChartPng(
  chart: EChartsType,
  options: { isDark: boolean; frequency: ChartUrlState['frequency']; lastDay: string | undefined },
): void {
  const url = chart.getDataURL({
    type: 'png',
    pixelRatio: 2,
    backgroundColor: options.isDark ? '#0f172a' : '#ffffff',
  });
  download(url, exportName(options.frequency, options.lastDay, 'png'));
}
