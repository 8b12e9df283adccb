'use client';

import './register-alert-chart';
import { useMemo } from 'react';
import { EChart } from '@/components/charts/echart';
import { type PreviewChartInput, previewChartOption } from './alert-preview-option';

/** The editor's preview chart (loaded on demand, so ECharts is not in the page's first load). */
export default function AlertPreviewChart({ input, ariaLabel }: { input: PreviewChartInput; ariaLabel: string }) {
  const option = useMemo(() => previewChartOption(input), [input]);
  return <EChart option={option} ariaLabel={ariaLabel} height={260} />;
}
