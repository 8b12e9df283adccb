import { describe, expect, it } from 'vitest';
import { embedCode, getWidget, parseWidgetParams, WIDGETS, widgetPath } from './widget-types';

describe('embeddable widgets', () => {
  it('knows each type and nothing else', () => {
    expect(WIDGETS.map((widget) => widget.type)).toEqual(['chart', 'heatmap', 'toplist', 'asset']);
    expect(getWidget('nope')).toBeUndefined();
  });

  it('reads parameters from the query string with safe defaults', () => {
    expect(parseWidgetParams(new URLSearchParams('group=cur&num=500&theme=dark'))).toEqual({
      group: 'cur',
      asset: 'BTC',
      num: 100,
      theme: 'dark',
    });
    expect(parseWidgetParams(new URLSearchParams('num=-3&theme=blue'))).toMatchObject({ num: 20, theme: null });
  });

  it('writes only the parameters a widget reads, and an escaped iframe', () => {
    const heatmap = getWidget('heatmap');
    const asset = getWidget('asset');
    if (!heatmap || !asset) throw new Error('missing widget');
    expect(widgetPath(heatmap, { group: 'cur', asset: 'BTC', num: 50, theme: null })).toBe(
      '/widget/heatmap?group=cur&num=50',
    );
    const code = embedCode('https://example.org', asset, { asset: 'A"B', theme: 'dark' });
    expect(code).toContain('src="https://example.org/widget/asset?asset=A%22B&amp;theme=dark"');
    expect(code.startsWith('<iframe ')).toBe(true);
  });
});
