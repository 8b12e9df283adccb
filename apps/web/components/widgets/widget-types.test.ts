import { PUBLIC_SERIES_DAYS } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import {
  embedCode,
  getWidget,
  isAssetChart,
  parseWidgetParams,
  WIDGET_TYPES,
  WIDGETS,
  widgetPath,
} from './widget-types';

describe('embeddable widgets', () => {
  it('knows each type and nothing else, and offers the chart of a group and of an asset', () => {
    expect(WIDGET_TYPES).toEqual(['chart', 'heatmap', 'toplist', 'asset']);
    expect(WIDGETS.map((widget) => widget.id)).toEqual(['chart', 'asset-chart', 'heatmap', 'toplist', 'asset']);
    expect(getWidget('chart')?.id).toBe('chart');
    expect(getWidget('nope')).toBeUndefined();
    expect(WIDGETS.find((widget) => widget.id === 'asset-chart')?.description).toContain(`${PUBLIC_SERIES_DAYS} days`);
  });

  it('reads parameters from the query string with safe defaults', () => {
    expect(parseWidgetParams(new URLSearchParams('group=cur&num=500&theme=dark'))).toEqual({
      group: 'cur',
      asset: 'BTC',
      cls: null,
      num: 100,
      theme: 'dark',
    });
    expect(parseWidgetParams(new URLSearchParams('num=-3&theme=blue'))).toMatchObject({ num: 20, theme: null });
    expect(parseWidgetParams(new URLSearchParams('asset=US&cls=coumkt')).cls).toBe('coumkt');
    expect(parseWidgetParams(new URLSearchParams('asset=US&cls=nope')).cls).toBeNull();
  });

  it('charts the asset the query names, otherwise the featured asset of the group', () => {
    expect(isAssetChart(new URLSearchParams('asset=BTC'))).toBe(true);
    expect(isAssetChart(new URLSearchParams('group=crypto&asset=ETH'))).toBe(true);
    expect(isAssetChart(new URLSearchParams('group=crypto'))).toBe(false);
    expect(isAssetChart(new URLSearchParams('asset=%20%20'))).toBe(false);
    expect(isAssetChart(new URLSearchParams(''))).toBe(false);
  });

  it('writes only the parameters a widget reads, and an escaped iframe', () => {
    const heatmap = getWidget('heatmap');
    const asset = getWidget('asset');
    const assetChart = WIDGETS.find((widget) => widget.id === 'asset-chart');
    const groupChart = getWidget('chart');
    if (!heatmap || !asset || !assetChart || !groupChart) throw new Error('missing widget');
    const params = { group: 'cur', asset: 'BTC', cls: null, num: 50, theme: null } as const;
    expect(widgetPath(heatmap, params)).toBe('/widget/heatmap?group=cur&num=50');
    expect(widgetPath(groupChart, params)).toBe('/widget/chart?group=cur');
    expect(widgetPath(assetChart, params)).toBe('/widget/chart?asset=BTC');
    expect(widgetPath(assetChart, { ...params, asset: 'US', cls: 'coumkt', theme: 'dark' })).toBe(
      '/widget/chart?asset=US&cls=coumkt&theme=dark',
    );
    const code = embedCode('https://example.org', asset, { asset: 'A"B', theme: 'dark' });
    expect(code).toContain('src="https://example.org/widget/asset?asset=A%22B&amp;theme=dark"');
    expect(code.startsWith('<iframe ')).toBe(true);
    expect(embedCode('https://example.org', assetChart, params)).toContain('title="Moodwire Asset chart"');
  });
});
