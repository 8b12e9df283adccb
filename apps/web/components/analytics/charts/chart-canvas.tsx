'use client';

import '@/components/charts/register-line-chart';
import { type RefObject, useMemo, useRef } from 'react';
import { EChart, type EChartsType } from '@/components/charts/echart';
import { type CanvasSeries, chartOption, extentOf, toDay, type ZoomWindow } from './chart-option';

/**
 * The Charts screen's plot: one time axis, one y-axis per unit (alternating left and right), zoom with the
 * mouse, touch or the slider, and hover values for every series at the pointed time. Loaded on demand
 * by the screen so ECharts stays out of the route's first load.
 */
export default function ChartCanvas({
  series,
  zoom,
  onZoom,
  chartRef,
  ariaLabel,
  height = 420,
}: {
  series: CanvasSeries[];
  zoom: ZoomWindow;
  /** Called when the user zooms (days of the visible window). */
  onZoom: (window: ZoomWindow) => void;
  chartRef: RefObject<EChartsType | null>;
  ariaLabel: string;
  height?: number;
}) {
  const option = useMemo(
    () => chartOption(series, { start: zoom.start, end: zoom.end }),
    [series, zoom.start, zoom.end],
  );

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onEvents = useMemo(
    () => ({
      datazoom: () => {
        // Read the window after the gesture settles, then write it to the URL once (a shareable zoom).
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const chart = chartRef.current;
          if (!chart) return;
          const [inside] =
            (
              chart.getOption() as {
                dataZoom?: { start?: number; end?: number; startValue?: unknown; endValue?: unknown }[];
              }
            ).dataZoom ?? [];
          const startPercent = inside?.start ?? 0;
          const endPercent = inside?.end ?? 100;
          const isWhole = startPercent <= 0 && endPercent >= 100;
          // The window in time: the option's values when ECharts gives them, else the percentages of the data's extent.
          const [minTime, maxTime] = extentOf(series);
          const from =
            typeof inside?.startValue === 'number'
              ? inside.startValue
              : minTime + ((maxTime - minTime) * startPercent) / 100;
          const to =
            typeof inside?.endValue === 'number' ? inside.endValue : minTime + ((maxTime - minTime) * endPercent) / 100;
          onZoom(isWhole ? { start: null, end: null } : { start: toDay(from), end: toDay(to) });
        }, 400);
      },
    }),
    [chartRef, onZoom, series],
  );

  return <EChart option={option} ariaLabel={ariaLabel} height={height} chartRef={chartRef} onEvents={onEvents} />;
}
