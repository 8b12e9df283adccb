'use client';

import { useSearchParams } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { getWidget, parseWidgetParams, WIDGETS } from './widget-types';
import { AssetWidget, ChartWidget, HeatmapWidget, ToplistWidget } from './widget-views';

/** /widget/[type]: one embeddable widget, its parameters from the query string. */
export function WidgetClient({ type }: { type: string }) {
  const params = parseWidgetParams(new URLSearchParams(useSearchParams().toString()));
  // The embedding site picks the theme (?theme=dark|light) without changing the visitor's stored choice.
  useLayoutEffect(() => {
    if (params.theme) document.documentElement.classList.toggle('dark', params.theme === 'dark');
  }, [params.theme]);
  const widget = getWidget(type);
  if (!widget) {
    return (
      <div className="p-3">
        <ErrorMessage
          error={`Unknown widget type '${type}'. The widgets are: ${WIDGETS.map((one) => one.type).join(', ')}.`}
        />
      </div>
    );
  }
  switch (widget.type) {
    case 'chart':
      return <ChartWidget group={params.group} />;
    case 'heatmap':
      return <HeatmapWidget group={params.group} num={params.num} />;
    case 'toplist':
      return <ToplistWidget group={params.group} num={params.num} />;
    case 'asset':
      return <AssetWidget asset={params.asset} />;
  }
}
