import { describe, expect, it } from 'vitest';
import {
  callChanges,
  groupSections,
  previousCall,
  sentimentBy,
  type TranscriptCall,
  type TranscriptTurn,
} from './transcript-view';

const turn = (seq: number, section: string, role: string, sentiment: number | null, buzz = 1): TranscriptTurn => ({
  seq,
  section,
  speaker: `${role} ${seq}`,
  role,
  text: 'text',
  buzz,
  sentiment,
});

const call = (quarter: string, day: string, sentiment: number | null): TranscriptCall => ({
  transcriptId: `tr-1-${quarter}`,
  assetCode: '1',
  ticker: 'X',
  name: 'X Corp',
  windowTimestamp: `${day}T13:30:00.000Z`,
  quarter,
  title: `X Corp ${quarter} earnings call`,
  result: 'beat',
  turns: 3,
  buzz: 3,
  sentiment,
  preparedSentiment: sentiment,
  qaSentiment: null,
  ceoSentiment: sentiment,
  cfoSentiment: sentiment,
  analystSentiment: sentiment,
  uncertainty: 0.01,
  keyphrases: [],
  summary: '',
});

describe('transcript view', () => {
  it('groups consecutive turns by section and weighs role sentiment by buzz', () => {
    const turns = [
      turn(0, 'Prepared remarks', 'Operator', null),
      turn(1, 'Prepared remarks', 'CEO', 0.8, 3),
      turn(2, 'Q&A', 'CEO', -0.4, 1),
      turn(3, 'Q&A', 'Analyst', -0.2, 2),
    ];
    expect(groupSections(turns).map((section) => [section.section, section.turns.length])).toEqual([
      ['Prepared remarks', 2],
      ['Q&A', 2],
    ]);
    const roles = sentimentBy(turns, 'role');
    expect(roles.map((group) => group.label)).toEqual(['Operator', 'CEO', 'Analyst']);
    expect(roles[0]?.sentiment).toBeNull();
    expect(roles[1]?.sentiment).toBeCloseTo((0.8 * 3 - 0.4) / 4);
  });

  it('compares a call with the company’s call before it, whatever the order given', () => {
    const calls = [
      call('Q1 2026', '2026-04-20', 0.1),
      call('Q3 2026', '2026-10-20', 0.5),
      call('Q2 2026', '2026-07-20', 0.3),
    ];
    const latest = calls[1] as TranscriptCall;
    const before = previousCall(calls, latest.transcriptId);
    expect(before?.quarter).toBe('Q2 2026');
    expect(previousCall(calls, 'tr-1-Q1 2026')).toBeNull();
    const whole = callChanges(latest, before).find((row) => row.key === 'sentiment');
    expect(whole?.change).toBeCloseTo(0.2);
    expect(callChanges(latest, before).find((row) => row.key === 'qaSentiment')?.change).toBeNull();
  });
});
