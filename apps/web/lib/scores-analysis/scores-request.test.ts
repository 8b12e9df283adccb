import { describe, expect, it } from 'vitest';
import {
  checkScoresRequest,
  readScoresRequest,
  rollingMean,
  SCORES_EDITIONS,
  scoresApiQuery,
  scoresUrlPatch,
} from './scores-request';

const params = (query: string) => new URLSearchParams(query);

describe('scores analysis request', () => {
  it('reads the URL with the edition’s defaults and writes it back without them', () => {
    const request = readScoresRequest(params(''), SCORES_EDITIONS.ma4);
    expect(request).toMatchObject({ group: 'equ_top500', horizon: 5, rebalancing: 'weekly', source: 'News_Social' });
    expect(Object.values(scoresUrlPatch(request)).filter((value) => value !== null)).toEqual(['equ_top500']);
    const watchlist = readScoresRequest(params('watchlist=k1&group=cur&horizon=20'), SCORES_EDITIONS.ma5);
    expect(watchlist).toMatchObject({ group: null, watchlist: 'k1', horizon: 20 });
  });

  it('spells the API call of each edition: product on the v4 call only', () => {
    const request = readScoresRequest(
      params('group=equesg&indicator=model_score&start=2026-01-01'),
      SCORES_EDITIONS.esg4,
    );
    expect(scoresApiQuery(request, SCORES_EDITIONS.esg4, 'csv')).toBe(
      'product=esg&group=equesg&indicator=model_score&src=News_Social&horizon=5&rebalancing=weekly&start_date=2026-01-01&format=csv',
    );
    expect(scoresApiQuery(request, SCORES_EDITIONS.esg5)).not.toContain('product=');
  });

  it('names the field of a bad range before any call', () => {
    const base = readScoresRequest(params(''), SCORES_EDITIONS.ma4);
    expect(checkScoresRequest({ ...base, start: '2026-05-01', end: '2026-04-01' })?.field).toBe('end');
    expect(checkScoresRequest({ ...base, start: '2026-02-30' })?.field).toBe('start');
    expect(checkScoresRequest({ ...base, start: '2010-01-01', end: '2026-01-01' })?.message).toMatch(/at most 1830/);
    expect(checkScoresRequest(base)).toBeNull();
  });

  it('takes a rolling mean that skips NA values', () => {
    expect(rollingMean([1, null, 3, 5], 2)).toEqual([1, 1, 3, 4]);
    expect(rollingMean([null, null], 3)).toEqual([null, null]);
  });
});
