import { MAX_PULL_ASSETS } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import {
  checkTranscriptPull,
  readTranscriptPull,
  TRANSCRIPT_KEYS,
  transcriptColumns,
  transcriptPath,
  transcriptRows,
} from './pull-transcripts';

describe('the transcripts pull', () => {
  it('reads the URL with a year up to today by default', () => {
    const request = readTranscriptPull(new URLSearchParams('assets=1,2,1&cols=sentiment,bogus'), '2026-11-25');
    expect(request).toEqual({
      assets: ['1', '2'],
      fields: ['sentiment'],
      start: '2025-11-26',
      end: '2026-11-26',
      format: 'csv',
    });
  });

  it('names the field of each problem, and the limits', () => {
    const ok = { assets: ['1'], fields: [], start: '2026-01-01', end: '2026-02-01', format: 'csv' as const };
    expect(checkTranscriptPull(ok)).toEqual([]);
    expect(checkTranscriptPull({ ...ok, end: '2025-12-01' })[0]).toMatchObject({ field: 'end' });
    expect(checkTranscriptPull({ ...ok, start: '2010-01-01' })[0]).toMatchObject({ field: 'end', overLimit: true });
    const many = Array.from({ length: MAX_PULL_ASSETS + 1 }, (_, i) => String(i));
    expect(checkTranscriptPull({ ...ok, assets: many })[0]).toMatchObject({ field: 'assets', overLimit: true });
  });

  it('cuts the calls to the keys and the chosen figures, keyphrases joined in CSV', () => {
    const columns = transcriptColumns({ fields: ['keyphrases', 'sentiment'] });
    expect(columns).toEqual([...TRANSCRIPT_KEYS, 'sentiment', 'keyphrases']);
    const [csv] = transcriptRows(
      [{ transcriptId: 't', sentiment: 0.5, keyphrases: ['a', 'b'], extra: 1 }],
      columns,
      'csv',
    );
    expect(csv).toMatchObject({ transcriptId: 't', sentiment: 0.5, keyphrases: 'a; b', ticker: null });
    expect(csv).not.toHaveProperty('extra');
    expect(transcriptPath('1', { start: '2026-01-01', end: '2026-02-01' })).toBe(
      '/mta/data/1?start_date=2026-01-01&end_date=2026-02-01&limit=10000',
    );
  });
});
