import { describe, expect, it } from 'vitest';
import { analyticsHref } from './analytics-href';
import { ANALYTICS_PRODUCTS } from './analytics-product';

const group = { id: 'equ_top100', assetClass: 'equ' };

describe('analyticsHref', () => {
  it('puts the asset class and group of the overview in its path (spec §2)', () => {
    expect(analyticsHref(ANALYTICS_PRODUCTS.rma, 'overview', group)).toBe('/ma4/equ/equ_top100/overview');
  });

  it('keeps the group in the query string of the other screens of the same product', () => {
    expect(analyticsHref(ANALYTICS_PRODUCTS.esg, 'heatmaps', { id: 'equcor_top100', assetClass: 'equcor' })).toBe(
      '/esg4/heatmaps?group=equcor_top100',
    );
    expect(analyticsHref(ANALYTICS_PRODUCTS.rma, 'asset', group, {}, '4295905573')).toBe(
      '/ma4/asset/4295905573?group=equ_top100',
    );
    expect(analyticsHref(ANALYTICS_PRODUCTS.rma, 'assets', group, { search: 'app' })).toBe(
      '/ma4/assets/1?group=equ_top100&search=app',
    );
  });

  it('drops empty screen parameters and encodes path segments', () => {
    expect(analyticsHref(ANALYTICS_PRODUCTS.rma, 'charts', group, { src: '' }, 'A/B')).toBe(
      '/ma4/charts/A%2FB?group=equ_top100',
    );
  });
});
