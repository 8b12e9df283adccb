/**
 * Server-side drawing of an ECharts option to an SVG string (ECharts' own server-side rendering, no DOM), for the
 * first view of a chart screen: the picture arrives with the page, before the scripts that make it interactive.
 * The caller registers the chart kinds it draws (register-*.ts) before it calls this.
 */
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([SVGRenderer]);

/**
 * Axis and label colours readable on the light and the dark page alike (the server does not know the visitor's
 * theme): a mid slate for text and a faint one for grid lines.
 */
export const SNAPSHOT_LOOK: ChartLook = { textColor: '#64748b', lineColor: 'rgba(100, 116, 139, 0.25)' };

/** Colours of a chart's text and lines where the theme would otherwise choose them. */
export interface ChartLook {
  textColor: string;
  lineColor: string;
}

export function renderChartSvg(option: EChartsCoreOption, size: { width: number; height: number }): string {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ animation: false, backgroundColor: 'transparent', ...option });
    // ECharts marks every element for its client-side hydration runtime, which we do not use: a fifth of the size.
    return chart.renderToSVGString().replace(/ ecmeta_[a-z_]+="[^"]*"/g, '');
  } finally {
    chart.dispose();
  }
}
