import { describe, expect, it } from 'vitest';
import { countPulseFilters, parsePulseFilters, pulseEventsRequest, pulseFiltersPatch } from './pulse-filters';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return parsePulseFilters((key) => params.get(key));
};

describe('pulse tool filters in the URL', () => {
  it('reads every filter of a shared link into the feed request, end day included', () => {
    const filters = from(
      'class=cou&asset=US&from=2026-10-01&to=2026-10-31&domicile=us&topic=Economy&exchange=gb&sector=Energy&level=3&sentiment=Negative',
    );
    expect(pulseEventsRequest(filters)).toEqual({
      path: { class: 'cou', code: 'US' },
      query: {
        start_date: '2026-10-01',
        end_date: '2026-11-01',
        domicile: 'US',
        topic: 'Economy',
        exchange_country: 'GB',
        economic_sector: 'Energy',
        pulselevel: 3,
        sentiment: 'Negative',
      },
    });
    expect(countPulseFilters(filters)).toBe(9);
  });

  it('drops values a typo made invalid instead of sending them, and defaults to every company', () => {
    const filters = from(
      'class=etf&asset=all&from=2026-02-31&to=soon&domicile=USA&topic=Gossip&level=4&sentiment=happy',
    );
    expect(filters.assetClass).toBe('equ');
    expect(countPulseFilters(filters)).toBe(0);
    expect(pulseEventsRequest(filters)).toEqual({ path: { class: 'equ', code: 'all' }, query: {} });
  });

  it('swaps a range given backwards', () => {
    const filters = from('from=2026-11-10&to=2026-11-01');
    expect([filters.from, filters.to]).toEqual(['2026-11-01', '2026-11-10']);
  });

  it('writes a change as a URL patch that removes cleared filters and the default class', () => {
    expect(pulseFiltersPatch({ assetClass: 'equ', topic: 'Earnings', level: null, asset: null })).toEqual({
      class: null,
      topic: 'Earnings',
      level: null,
      asset: null,
    });
    expect(pulseFiltersPatch({ assetClass: 'crypto', level: 2 })).toEqual({ class: 'crypto', level: '2' });
  });
});
