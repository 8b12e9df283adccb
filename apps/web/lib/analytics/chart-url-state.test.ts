import { SCREEN_DEFAULT_SOURCE_NAME } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import {
  assetRef,
  type ChartUrlState,
  chartPath,
  chartQuery,
  MAX_CHART_ASSETS,
  parseAssetRef,
  parseChartUrl,
  resolveFetchRange,
  withChartDefaults,
} from './chart-url-state';

const LAKE = { from: '2023-11-23', to: '2026-11-22', hourlyFrom: '2026-11-09' };

function parse(segments: string[], query = '') {
  return parseChartUrl(segments, new URLSearchParams(query));
}

function toSearchParams(query: Record<string, string | string[] | null>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params;
}

describe('parseChartUrl', () => {
  it('reads assets from the path and every setting from the query', () => {
    const { state, problems, droppedAssets } = parse(
      ['4801805284', 'BTC'],
      'ind=sentiment&ind=price&src=News&freq=hourly&window=7&range=3M&start=2026-10-01&end=2026-11-01&hide=BTC%7Cprice',
    );
    expect(problems).toEqual([]);
    expect(droppedAssets).toEqual([]);
    expect(state).toEqual<ChartUrlState>({
      assets: ['4801805284', 'BTC'],
      indicators: ['sentiment', 'price'],
      source: 'News',
      frequency: 'hourly',
      window: 7,
      range: '3M',
      start: '2026-10-01',
      end: '2026-11-01',
      hidden: ['BTC|price'],
    });
  });

  it("defaults to the screens' source (News_Social), daily, no smoothing and one year when the query is empty", () => {
    const { state } = parse([]);
    expect(state).toMatchObject({
      assets: [],
      indicators: [],
      source: SCREEN_DEFAULT_SOURCE_NAME,
      frequency: 'daily',
      window: 1,
      range: '1Y',
      start: null,
      end: null,
    });
    expect(parse([], 'freq=hourly').state.range).toBe('All');
  });

  it(`keeps the first ${MAX_CHART_ASSETS} assets and reports the rest`, () => {
    const ids = Array.from({ length: 10 }, (_, index) => `A${index}`);
    const { state, droppedAssets } = parse(ids);
    expect(state.assets).toHaveLength(MAX_CHART_ASSETS);
    expect(droppedAssets).toEqual(['A8', 'A9']);
  });

  it('drops repeated assets and decodes path segments', () => {
    expect(parse(['US', 'US', 'EUR%2FUSD']).state.assets).toEqual(['US', 'EUR/USD']);
  });

  it('accepts source codes and long indicator codes, and names what it ignores', () => {
    const { state, problems } = parse(
      [],
      'src=soc&ind=mp_nws_fear&ind=Return&ind=nonsense&window=0&range=2W&start=2026-13-01&freq=weekly',
    );
    expect(state.source).toBe('Social');
    expect(state.indicators).toEqual(['mp_nws_fear', 'Return']);
    expect(state.window).toBe(1);
    expect(state.range).toBe('1Y');
    expect(state.start).toBeNull();
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain('nonsense');
  });

  it('refuses a zoom window whose start is after its end', () => {
    const { state, problems } = parse([], 'start=2026-11-01&end=2026-10-01');
    expect(state.start).toBeNull();
    expect(state.end).toBeNull();
    expect(problems).toEqual(['start is after end']);
  });
});

describe('chartQuery and chartPath', () => {
  it('round-trips a state through the URL', () => {
    const { state } = parse(
      ['4801805284', 'BTC'],
      'ind=sentiment&ind=buzz&src=Social&window=3&range=3Y&start=2025-01-01&hide=BTC%7Cbuzz',
    );
    const again = parseChartUrl(['4801805284', 'BTC'], toSearchParams(chartQuery(state)));
    expect(again.state).toEqual(state);
  });

  it('leaves defaults out of the query', () => {
    const { state } = parse(['X'], 'ind=buzz');
    expect(chartQuery(state)).toEqual({
      ind: ['buzz'],
      src: null,
      freq: null,
      window: null,
      range: null,
      start: null,
      end: null,
      hide: null,
    });
  });

  it('puts one encoded segment per asset in the path', () => {
    expect(chartPath('/ma4', [])).toBe('/ma4/charts');
    expect(chartPath('/esg4', ['4801805284', 'EUR/USD'])).toBe('/esg4/charts/4801805284/EUR%2FUSD');
  });
});

describe('resolveFetchRange', () => {
  const state = (query: string) => parse([], query).state;

  it('counts presets back from the lake’s last day', () => {
    expect(resolveFetchRange(state('range=1M'), LAKE)).toEqual({ start: '2026-10-23', end: '2026-11-22' });
    expect(resolveFetchRange(state('range=1Y'), LAKE)).toEqual({ start: '2025-11-23', end: '2026-11-22' });
    expect(resolveFetchRange(state('range=3Y'), LAKE)).toEqual({ start: '2023-11-23', end: '2026-11-22' });
  });

  it('is bounded by the lake’s first day (hourly: its first hourly day)', () => {
    const short = { ...LAKE, from: '2026-09-24' };
    expect(resolveFetchRange(state('range=1Y'), short).start).toBe('2026-09-24');
    expect(resolveFetchRange(state('range=All'), short).start).toBe('2026-09-24');
    expect(resolveFetchRange(state('freq=hourly&range=3M'), LAKE).start).toBe('2026-11-09');
  });

  it('widens to a zoom window that starts before the preset', () => {
    expect(resolveFetchRange(state('range=1M&start=2026-06-01'), LAKE).start).toBe('2026-06-01');
  });

  it('keeps the day of month where the month is shorter', () => {
    const lake = { ...LAKE, to: '2026-03-31' };
    expect(resolveFetchRange(state('range=1M'), lake).start).toBe('2026-03-01');
  });
});

describe('asset references', () => {
  it('names the class of an asset outside the group’s class', () => {
    expect(assetRef('US', 'coumkt', 'equ')).toBe('US@coumkt');
    expect(assetRef('4801805284', 'equ', 'equ')).toBe('4801805284');
    expect(assetRef('BTC', null, 'equ')).toBe('BTC');
  });

  it('reads a plain code or code@class back', () => {
    expect(parseAssetRef('US@coumkt')).toEqual({ id: 'US', assetClass: 'coumkt' });
    expect(parseAssetRef('4801805284')).toEqual({ id: '4801805284', assetClass: null });
    expect(parseAssetRef('odd@name')).toEqual({ id: 'odd@name', assetClass: null });
  });
});

describe('withChartDefaults', () => {
  const empty = parseChartUrl([], new URLSearchParams()).state;

  it("charts the group's featured asset with the class's default sentiment and buzz when the link names neither", () => {
    const state = withChartDefaults(empty, { Featured: '4295905573', Class: 'equ' });
    expect(state.assets).toEqual(['4295905573']);
    expect(state.indicators).toEqual(['sentiment', 'buzz']);
    expect(withChartDefaults(empty, { Featured: 'US', Class: 'coumkt' }).indicators).toEqual([
      'stockIndexSentiment',
      'bondBuzz',
    ]);
  });

  it('keeps the assets and indicators a link names', () => {
    const named = parseChartUrl(['AAPL'], new URLSearchParams('ind=fear')).state;
    expect(withChartDefaults(named, { Featured: 'MSFT', Class: 'equ' })).toMatchObject({
      assets: ['AAPL'],
      indicators: ['fear'],
    });
  });
});
