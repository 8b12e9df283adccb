/**
 * A chart drawn on the server (render-svg.ts), shown until the interactive chart replaces it. Marked with
 * data-chart-snapshot (the interactive chart marks itself data-chart-ready): tests and the web benchmark tell
 * the two apart.
 */
export function SnapshotFigure({ svg, height, label }: { svg: string; height: number | string; label: string }) {
  return (
    <div
      data-chart-snapshot=""
      role="img"
      aria-label={`Preview: ${label}`}
      className="w-full [&>svg]:h-full [&>svg]:w-full"
      style={{ height }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: ECharts' own SVG output, whose text it escapes (render-svg.test.ts)
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
