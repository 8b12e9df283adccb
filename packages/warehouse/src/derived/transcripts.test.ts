import { describe, expect, it } from 'vitest';
import { quarterLabel, reportedQuarter } from './transcripts';

describe('reportedQuarter', () => {
  it('reports the calendar quarter before the call', () => {
    expect(quarterLabel(reportedQuarter('2026-10-28'))).toBe('Q3 2026');
    expect(quarterLabel(reportedQuarter('2026-01-29'))).toBe('Q4 2025');
  });

  it('gives two calls of one calendar quarter (91 days apart) quarters of their own, then follows the calendar', () => {
    // Earnings calls come every 91 days: 1 July and 30 September 2026 are both in the third calendar quarter.
    const july = reportedQuarter('2026-07-01');
    const september = reportedQuarter('2026-09-30', july);
    expect([quarterLabel(july), quarterLabel(september)]).toEqual(['Q2 2026', 'Q3 2026']);
    const december = reportedQuarter('2026-12-30', september);
    expect(quarterLabel(december)).toBe('Q4 2026');
    // Once the calendar is ahead again, the calendar decides.
    expect(quarterLabel(reportedQuarter('2027-05-05', december))).toBe('Q1 2027');
  });
});
