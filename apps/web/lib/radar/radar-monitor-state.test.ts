import { describe, expect, it } from 'vitest';
import { MONITOR_PAGE_SIZE, monitorApiQuery, monitorUrlPatch, readMonitorState } from './radar-monitor-state';

const reader = (query: string) => {
  const params = new URLSearchParams(query);
  return (key: string) => params.get(key);
};

describe('Radar monitor URL state', () => {
  it('reads a shared link and writes it back without the defaults', () => {
    const state = readMonitorState(reader('cls=crypto&search=apple&minbuzz=12.5&window=180&page=3'));
    expect(state).toEqual({ cls: 'crypto', search: 'apple', minBuzz: 12.5, watchlist: null, window: 180, page: 3 });
    expect(monitorUrlPatch(state)).toEqual({
      cls: 'crypto',
      search: 'apple',
      minbuzz: '12.5',
      watchlist: null,
      window: '180',
      page: '3',
    });
    expect(monitorUrlPatch(readMonitorState(reader('')))).toEqual({
      cls: null,
      search: null,
      minbuzz: null,
      watchlist: null,
      window: null,
      page: null,
    });
  });

  it('falls back to the defaults on values it cannot read', () => {
    expect(readMonitorState(reader('cls=nope&minbuzz=-3&window=7&page=0'))).toMatchObject({
      cls: 'equ',
      minBuzz: null,
      window: 90,
      page: 1,
    });
  });

  it('asks the API for the page, and for a watchlist’s assets in every class', () => {
    const state = readMonitorState(reader('cls=equ&page=2&watchlist=k1'));
    expect(monitorApiQuery(state, ['BTC', 'EUR'])).toMatchObject({
      cls: undefined,
      assets: 'BTC,EUR',
      offset: MONITOR_PAGE_SIZE,
      limit: MONITOR_PAGE_SIZE,
    });
    expect(monitorApiQuery(state, [])).toBeNull();
    expect(monitorApiQuery(readMonitorState(reader('cls=all')), null)).toMatchObject({ cls: undefined });
  });
});
