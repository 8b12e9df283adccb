'use client';

import { useSearchParams } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { getWidget, isAssetChart, parseWidgetParams, WIDGET_TYPES } from './widget-types';
import { AssetChartWidget, AssetWidget, ChartWidget, HeatmapWidget, ToplistWidget } from './widget-views';

/**
 * /widget/[type]: one embeddable widget, its parameters from the query string. The chart is of the asset the query
 * names (`?asset=`), otherwise of its group's featured asset (`?group=`).
 */
export function WidgetClient({ type }: { type: string }) {
  const query = new URLSearchParams(useSearchParams().toString());
  const params = parseWidgetParams(query);
  // The embedding site picks the theme (?theme=dark|light) without changing the visitor's stored choice.
  useLayoutEffect(() => {
    if (params.theme) document.documentElement.classList.toggle('dark', params.theme === 'dark');
  }, [params.theme]);
  const widget = getWidget(type);
  if (!widget) {
    return (
      <div className="p-3">
        <ErrorMessage error={`Unknown widget type '${type}'. The widgets are: ${WIDGET_TYPES.join(', ')}.`} />
      </div>
    );
  }
  switch (widget.type) {
    case 'chart':
      return isAssetChart(query) ? (
        <AssetChartWidget asset={params.asset} cls={params.cls} />
      ) : (
        <ChartWidget group={params.group} />
      );
    case 'heatmap':
      return <HeatmapWidget group={params.group} num={params.num} />;
    case 'toplist':
      return <ToplistWidget group={params.group} num={params.num} />;
    case 'asset':
      return <AssetWidget asset={params.asset} cls={params.cls} />;
  }
}
