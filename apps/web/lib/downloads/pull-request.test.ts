import { MAX_PULL_ASSETS } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import {
  checkPullRequest,
  type PullRequest,
  previewRequest,
  pullApiPath,
  pullFileName,
  readPullRequest,
  writePullQuery,
} from './pull-request';

const base: PullRequest = {
  assetClass: 'equ',
  freq: 'dai',
  assets: ['111', '222'],
  datacols: ['sentiment', 'fear'],
  datatypes: ['News_Social'],
  start: '2026-10-01',
  end: '2026-11-01',
  format: 'csv',
};

describe('the Pull Data request', () => {
  it('round-trips through the URL, and fills defaults for what the URL leaves out', () => {
    const query = new URLSearchParams(writePullQuery(base));
    expect(readPullRequest(query, ['agr', 'equ'], '2026-11-25')).toEqual(base);
    const empty = readPullRequest(new URLSearchParams(), ['equ', 'agr'], '2026-11-25');
    expect(empty).toMatchObject({ assetClass: 'equ', freq: 'dai', assets: [], start: '2026-10-27', end: '2026-11-26' });
    // A class the user may not read falls back to the first readable one.
    expect(readPullRequest(new URLSearchParams('class=equcor'), ['equ'], '2026-11-25').assetClass).toBe('equ');
  });

  it('names the field and the reason of each problem', () => {
    expect(checkPullRequest(base)).toEqual([]);
    expect(checkPullRequest({ ...base, assets: [] })).toEqual([
      { field: 'assets', message: 'Choose at least one asset.' },
    ]);
    expect(checkPullRequest({ ...base, start: '2026-11-02' })).toEqual([
      { field: 'end', message: 'End date: must be after the start date (the end date is not included).' },
    ]);
    expect(checkPullRequest({ ...base, start: '2026-02-31' })[0]?.field).toBe('start');
  });

  it('refuses a pull past the documented limit as over the limit', () => {
    const many = Array.from({ length: MAX_PULL_ASSETS + 1 }, (_, i) => String(i));
    expect(checkPullRequest({ ...base, assets: many })).toEqual([
      expect.objectContaining({ field: 'assets', overLimit: true }),
    ]);
    expect(checkPullRequest({ ...base, freq: 'hou', start: '2016-01-01' })).toEqual([
      expect.objectContaining({ field: 'end', overLimit: true }),
    ]);
  });

  it('writes the API call, a bounded preview and the file name', () => {
    expect(pullApiPath('rma', base)).toBe(
      '/rma/v4/data/equ/dai?assets=111,222&datacols=sentiment,fear&datatype=News_Social&start_date=2026-10-01&end_date=2026-11-01&format=csv',
    );
    expect(previewRequest(base)).toMatchObject({ start: '2026-10-01', end: '2026-10-08', format: 'json' });
    expect(previewRequest({ ...base, end: '2026-10-03' }).end).toBe('2026-10-03');
    expect(previewRequest({ ...base, freq: 'hou' }).end).toBe('2026-10-02');
    expect(pullFileName('rma', base)).toBe('rma-equ-dai-2-assets-2026-10-01-2026-11-01.csv');
  });
});
