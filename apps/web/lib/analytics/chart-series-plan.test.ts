import { describe, expect, it } from 'vitest';
import { type ChartAsset, chartCsvRows, planSeries, smoothBuzzWeighted } from './chart-series-plan';

const AMAZON: ChartAsset = {
  ref: '4801805284',
  id: '4801805284',
  name: 'Amazon',
  symbol: 'AMZN.O',
  assetClass: 'equ',
  className: 'Companies',
};
const US_COUNTRY: ChartAsset = {
  ...AMAZON,
  ref: 'US@cou',
  id: 'US',
  name: 'United States',
  assetClass: 'cou',
  className: 'Countries',
};
const US_MARKET: ChartAsset = { ...US_COUNTRY, ref: 'US@coumkt', assetClass: 'coumkt', className: 'Country Markets' };
const AMAZON_CORE: ChartAsset = { ...AMAZON, assetClass: 'equcor', className: 'Companies (ESG Core)' };
const OPTIONS = {
  group: { id: 'equ_top100', assetClass: 'equ' as const },
  source: 'News' as const,
  frequency: 'daily' as const,
};

describe('planSeries', () => {
  it('reads an rma indicator from the series call with the group of the same class and the chosen source', () => {
    const plan = planSeries(AMAZON, 'sentiment', OPTIONS);
    expect(plan.request).toEqual({
      kind: 'trmi',
      asset: '4801805284',
      indicator: 'sentiment',
      source: 'News',
      group: 'equ_top100',
    });
    expect(plan.unit).toBe('bipolar');
    expect(plan.label).toBe('Amazon/sentiment/News');
    expect(plan.notice).toBeNull();
  });

  it('takes the source of a long code and leaves out the group for another class', () => {
    const plan = planSeries(US_MARKET, 'mp_soc_buzz', OPTIONS);
    expect(plan.request).toMatchObject({ kind: 'trmi', indicator: 'buzz', source: 'Social', group: null });
    expect(plan.unit).toBe('count');
  });

  it('says when an indicator does not apply to the asset’s class', () => {
    const plan = planSeries(AMAZON, 'inflationForecast', OPTIONS);
    expect(plan.request).toBeNull();
    expect(plan.notice).toContain('does not apply to Companies');
  });

  it('overlays price and Return where the class has prices, bond price for country markets only', () => {
    expect(planSeries(AMAZON, 'price', OPTIONS)).toMatchObject({
      unit: 'price:4801805284',
      request: { kind: 'price', field: 'price' },
    });
    expect(planSeries(AMAZON, 'Return', OPTIONS)).toMatchObject({ unit: 'Return', request: { field: 'Return' } });
    expect(planSeries(US_COUNTRY, 'price', OPTIONS).request).toBeNull();
    expect(planSeries(US_MARKET, 'bondprice', OPTIONS).request).toEqual({ kind: 'bondprice', asset: 'US' });
    expect(planSeries(AMAZON, 'bondprice', OPTIONS).notice).toContain('country markets only');
  });

  it('reads ESG Core scores from the ESG data, News and Social Media only, daily only', () => {
    const daily = planSeries(AMAZON_CORE, 'ESG', OPTIONS);
    expect(daily.request).toEqual({
      kind: 'esg',
      asset: '4801805284',
      assetClass: 'equcor',
      indicator: 'ESG',
      source: 'News_Social',
    });
    expect(daily.unit).toBe('rank');
    expect(daily.notice).toContain('only');
    expect(planSeries(AMAZON_CORE, 'ESG', { ...OPTIONS, frequency: 'hourly' }).request).toBeNull();
    // The rma sentiment of an ESG company comes from the series call.
    expect(planSeries(AMAZON_CORE, 'sentiment', OPTIONS).request).toMatchObject({ kind: 'trmi', group: 'equ_top100' });
  });

  it('lists an ESG series with the region message and fetches nothing when ESG is hidden (spec §6 hideESG)', () => {
    const hidden = planSeries(AMAZON_CORE, 'ESG', { ...OPTIONS, hideEsg: true });
    expect(hidden.request).toBeNull();
    expect(hidden.notice).toBe('ESG Content is not available in your region');
    // Its rma sentiment is not ESG content.
    expect(planSeries(AMAZON_CORE, 'sentiment', { ...OPTIONS, hideEsg: true }).request).toMatchObject({ kind: 'trmi' });
  });
});

describe('smoothBuzzWeighted', () => {
  const rows = [
    { time: 1, value: 1, buzz: 1 },
    { time: 2, value: 0, buzz: 3 },
    { time: 3, value: null, buzz: 5 },
    { time: 4, value: 1, buzz: 1 },
  ];

  it('returns the values unchanged for a window of 1', () => {
    expect(smoothBuzzWeighted(rows, 1)).toEqual([
      [1, 1],
      [2, 0],
      [3, null],
      [4, 1],
    ]);
  });

  it('weights each value by its buzz over the window, skipping rows without a value', () => {
    expect(smoothBuzzWeighted(rows, 2)).toEqual([
      [1, 1],
      [2, 0.25],
      [3, 0],
      [4, 1],
    ]);
  });
});

describe('chartCsvRows', () => {
  it('has a date column and one column per series, one row per day any series has', () => {
    const day = (iso: string) => Date.parse(iso);
    const rows = chartCsvRows(
      [
        {
          label: 'Amazon/sentiment/News',
          points: [
            [day('2026-11-20T20:30:00Z'), 0.5],
            [day('2026-11-21T20:30:00Z'), null],
          ],
        },
        { label: 'Amazon/ESG/News_Social', points: [[day('2026-11-21T20:45:00Z'), 81]] },
      ],
      'daily',
    );
    expect(rows.fields).toEqual(['date', 'Amazon/sentiment/News', 'Amazon/ESG/News_Social']);
    expect(rows.data).toEqual([
      ['2026-11-20', 0.5, null],
      ['2026-11-21', null, 81],
    ]);
  });

  it('keeps only the zoomed window and writes hours for hourly series', () => {
    const rows = chartCsvRows(
      [
        {
          label: 'x',
          points: [
            [Date.parse('2026-11-21T10:00:00Z'), 1],
            [Date.parse('2026-11-22T10:00:00Z'), 2],
          ],
        },
      ],
      'hourly',
      { from: Date.parse('2026-11-22T00:00:00Z'), to: Number.POSITIVE_INFINITY },
    );
    expect(rows.data).toEqual([['2026-11-22T10:00:00Z', 2]]);
  });
});
