'use client';

import { TooltipComponent } from 'echarts/components';
/**
 * The one ECharts wrapper of the app (ARCHITECTURE.md 'Charts'). It imports `echarts/core` with the canvas
 * renderer and the tooltip only; each chart kind registers its own parts with `use([...])` in its module
 * (register-*.ts beside this file), so a route ships only the chart code it draws. Screens load their chart
 * components with `lazyComponent` or `useLazyModule` (lib/lazy) so that ECharts is not part of a route's first
 * load. The same options are drawn on the server as SVG for a screen's first view (render-svg.ts).
 *
 * Theme: ECharts' built-in 'dark' theme follows the app's dark mode (the chart is re-created on a switch),
 * with a transparent background so cards keep their own colour.
 */
import { type EChartsCoreOption, type EChartsType, init, type SetOptionOpts, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, type RefObject, useEffect, useRef } from 'react';
import { useTheme } from '@/lib/theme/use-theme';

use([CanvasRenderer, TooltipComponent]);

export type { EChartsCoreOption, EChartsType };

/** Handlers of chart events (`click`, `datazoom`, ...); the parameter shape depends on the event. */
export type EChartEvents = Record<string, (params: unknown) => void>;

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the element has role img); give a table beside it for data. */
  ariaLabel: string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
  onEvents?: EChartEvents;
  /** Receives the instance (PNG export with getDataURL, dispatchAction) and null when it goes away. */
  chartRef?: RefObject<EChartsType | null>;
  /** setOption flags; notMerge by default so a new option replaces the old one completely. */
  setOptionOpts?: SetOptionOpts;
}

export function EChart({
  option,
  ariaLabel,
  height = 320,
  className,
  style,
  onEvents,
  chartRef,
  setOptionOpts,
}: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const instance = useRef<EChartsType | null>(null);
  const events = useRef<EChartEvents | undefined>(onEvents);
  events.current = onEvents;
  const { theme } = useTheme();
  const eventNames = Object.keys(onEvents ?? {})
    .sort()
    .join(',');

  // Create (and re-create on a theme switch); resize with the element.
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const chart = init(el, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    instance.current = chart;
    if (chartRef) chartRef.current = chart;
    // A plotted chart marks its element (tests and the web benchmark wait for it).
    chart.on('finished', () => el.setAttribute('data-chart-ready', 'true'));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.dispose();
      instance.current = null;
      if (chartRef) chartRef.current = null;
    };
  }, [theme, chartRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: theme re-applies the option to the re-created chart
  useEffect(() => {
    const chart = instance.current;
    if (!chart) return;
    element.current?.removeAttribute('data-chart-ready');
    chart.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true, ...setOptionOpts });
  }, [option, setOptionOpts, theme]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: theme re-binds the handlers on the re-created chart
  useEffect(() => {
    const chart = instance.current;
    if (!chart || !eventNames) return;
    const names = eventNames.split(',');
    for (const name of names) chart.on(name, (params: unknown) => events.current?.[name]?.(params));
    return () => {
      for (const name of names) chart.off(name);
    };
  }, [eventNames, theme]);

  return (
    <div
      ref={element}
      role="img"
      aria-label={ariaLabel}
      className={className}
      style={{ width: '100%', height, ...style }}
    />
  );
}
