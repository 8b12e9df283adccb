/**
 * The series calls write their answer from the read layer's arrays (series-json.ts): the bytes must be those of the
 * answer built as objects and serialised (properties in schema order, non-finite values null, empty buzz 0).
 */
import { closeReadPools, type GetSeriesOptions, getGroupSnapshot, getSeries, getSeriesRows } from '@moodwire/warehouse';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seriesJson } from '../src/routes/web/series-json';

const dataDir = inject('tinyLakeDir');

async function both(options: Omit<GetSeriesOptions, 'dataDir'>) {
  const full = { ...options, dataDir };
  const indicator = options.indicators[0] ?? '';
  const [rows, series] = await Promise.all([getSeriesRows(full), getSeries(full)]);
  const head = {
    asset: options.assetCode,
    name: 'Name "quoted" é',
    symbol: 'AB.L',
    class: options.assetClass,
    indicator,
  };
  const expected = JSON.stringify({
    data: {
      ...head,
      source: series.dataType,
      window: series.smoothing,
      points: series.points.map((point) => ({
        date: point.windowTimestamp,
        buzz: point.buzz,
        value: point.values[indicator] ?? null,
      })),
    },
  });
  return { actual: seriesJson({ ...head, source: rows.dataType, window: rows.smoothing }, rows), expected, series };
}

afterAll(async () => {
  await closeReadPools();
});

describe('seriesJson', () => {
  it('writes the same bytes as the serialised objects, smoothed or not, daily and hourly', async () => {
    const { rows } = await getGroupSnapshot({
      assetClass: 'equ',
      indicator: 'buzz',
      source: 'News_Social',
      dataDir,
      sort: 'buzz',
    });
    const asset = rows[0]?.assetCode ?? '';
    const quiet = rows.at(-1)?.assetCode ?? '';
    const cases: Omit<GetSeriesOptions, 'dataDir'>[] = [
      { assetClass: 'equ', assetCode: asset, indicators: ['sentiment'], source: 'News_Social', frequency: 'daily' },
      { assetClass: 'equ', assetCode: asset, indicators: ['buzz'], source: 'News', frequency: 'daily', smoothing: 7 },
      {
        assetClass: 'equ',
        assetCode: asset,
        indicators: ['mentions'],
        source: 'Social',
        frequency: 'daily',
        smoothing: 3,
      },
      { assetClass: 'equ', assetCode: quiet, indicators: ['fear'], source: 'nhl', frequency: 'daily', smoothing: 30 },
      {
        assetClass: 'equ',
        assetCode: asset,
        indicators: ['optimism'],
        source: 'all',
        frequency: 'hourly',
        smoothing: 24,
      },
      {
        assetClass: 'equ',
        assetCode: asset,
        indicators: ['sentiment'],
        source: 'News',
        frequency: 'daily',
        from: '2030-01-01',
      },
      { assetClass: 'equ', assetCode: 'no-such-asset', indicators: ['sentiment'], source: 'News', frequency: 'daily' },
    ];
    let points = 0;
    for (const options of cases) {
      const { actual, expected, series } = await both(options);
      expect(actual, JSON.stringify(options)).toBe(expected);
      points += series.points.length;
    }
    expect(points).toBeGreaterThan(100);
  });
});
