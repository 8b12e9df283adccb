import { describe, expect, it } from 'vitest';
import { type CoverageRow, coverageCsvData, fromTranscriptAssets, searchCoverage, sortCoverage } from './coverage-rows';

const row = (assetCode: string, name: string, extra: Partial<CoverageRow> = {}): CoverageRow => ({
  assetCode,
  name,
  RIC: null,
  Ticker: null,
  TRBCEconomicSector: null,
  Domicile: null,
  ExchangeCountry: null,
  firstDate: '2026-01-01',
  lastDate: '2026-11-25',
  days: 300,
  ...extra,
});

const rows = [
  row('1', 'Apple', { Ticker: 'AAPL', RIC: 'AAPL.O', TRBCEconomicSector: 'Technology', days: 20 }),
  row('2', 'Microsoft', { Ticker: 'MSFT', TRBCEconomicSector: 'Technology' }),
  row('3', 'Shell', { Ticker: 'SHEL', firstDate: null, lastDate: null, days: 0 }),
];

describe('the coverage list', () => {
  it('searches names, identifiers and sectors, an exact identifier first', () => {
    expect(searchCoverage(rows, 'micro').map((r) => r.assetCode)).toEqual(['2']);
    expect(searchCoverage(rows, 'aapl.o')[0]?.assetCode).toBe('1');
    expect(
      searchCoverage(rows, 'technology')
        .map((r) => r.assetCode)
        .sort(),
    ).toEqual(['1', '2']);
    expect(searchCoverage(rows, '  ')).toHaveLength(3);
  });

  it('sorts either way with empty values last', () => {
    expect(sortCoverage(rows, 'days', 'desc').map((r) => r.assetCode)).toEqual(['2', '1', '3']);
    expect(sortCoverage(rows, 'firstDate', 'desc').at(-1)?.assetCode).toBe('3');
    expect(sortCoverage(rows, 'firstDate', 'asc').at(-1)?.assetCode).toBe('3');
  });

  it('writes the CSV of the rows it is given, with the page headers', () => {
    const { fields, data } = coverageCsvData(rows.slice(0, 2), { days: 'Calls' });
    expect(fields[0]).toBe('Name');
    expect(fields.at(-1)).toBe('Calls');
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual(['Apple', '1', 'AAPL.O', 'AAPL', 'Technology', '', '', '2026-01-01', '2026-11-25', 20]);
  });

  it('reads the transcript companies with their first and last call', () => {
    const [company] = fromTranscriptAssets([
      {
        assetCode: '1',
        ticker: 'AAPL',
        name: 'Apple',
        RIC: 'AAPL.O',
        TRBCEconomicSector: 'Technology',
        Domicile: 'US',
        calls: 3,
        firstCall: '2025-01-30T21:30:00.000Z',
        lastCall: '2026-10-30T21:30:00.000Z',
      },
    ]);
    expect(company).toMatchObject({ Ticker: 'AAPL', firstDate: '2025-01-30', lastDate: '2026-10-30', days: 3 });
  });
});
