import { describe, expect, it } from 'vitest';
import { mmsRequestRange, parseMmsScreenerState } from './mms-screener-state';

const parse = (query: string) => {
  const params = new URLSearchParams(query);
  return parseMmsScreenerState((key) => params.get(key));
};

describe('MMS screener URL state', () => {
  it('reads a shared link of the assets ranking', () => {
    const state = parse(
      'view=assets&outlet=Chatter&class=crypto&min=3&sort=bias&dir=asc&from=2026-11-01&to=2026-11-14',
    );
    expect(state).toMatchObject({
      view: 'assets',
      outlet: 'Chatter',
      assetClass: 'crypto',
      minDocuments: 3,
      sort: 'bias',
      direction: 'asc',
    });
    expect(mmsRequestRange(state)).toEqual({ from: '2026-11-01', endDate: '2026-11-15' });
  });

  it('falls back to the defaults for values a typo made invalid', () => {
    const state = parse('view=charts&class=esg&min=0&sort=pressSentiment&dir=up&source=tv&from=2026-02-31');
    expect(state).toMatchObject({
      view: 'outlets',
      assetClass: 'equ',
      minDocuments: 1,
      // pressSentiment sorts assets, not outlets
      sort: 'documents',
      direction: 'desc',
      sourceType: null,
      outlet: 'all',
    });
    expect(mmsRequestRange(state)).toEqual({ from: null, endDate: null });
  });
});
