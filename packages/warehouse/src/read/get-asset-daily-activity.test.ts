import { describe, expect, it } from 'vitest';
import { dailyRow, type FixtureRow, setUpFixtureLakes } from './fixture-lake';
import { getAssetDailyActivity } from './get-asset-daily-activity';
import type { PulseEvent } from './list-events';

function row(day: string, buzz: number, mentions: number, dataType = 'News_Social'): FixtureRow {
  return dailyRow('AAA', day, { dataType, mentions, buzz, sentiment: 0.1 });
}

// AAA is talked about on 01-05, 01-06 and 01-08 (not 01-07).
const ROWS: FixtureRow[] = [
  row('2025-01-05', 4, 3),
  row('2025-01-06', 9, 7),
  row('2025-01-08', 2, 2),
  row('2025-01-06', 50, 40, 'News'),
];

function event(id: string, day: string, pulseLevel = 1): PulseEvent {
  return {
    _id: id,
    Date: `${day}T20:30:00.000Z`,
    assetClass: 'equ',
    assetCode: 'AAA',
    name: 'Alpha',
    Headline: `Headline ${id}`,
    Topic: 'Earnings',
    Sentiment: 'Positive',
    PulseLevel: pulseLevel,
    Summary: `Summary ${id}`,
    Domicile: 'US',
    ExchangeCountry: 'US',
    EconomicSector: 'Technology',
    buzz: 9,
    buzzZ: 3.5,
    sentimentZ: 1.2,
    sentimentScore: 0.4,
    documentId: null,
    url: `https://news.example.com/${id}`,
  };
}

/** Newest first, as listEvents gives them. */
const EVENTS = [
  event('e5', '2025-01-09'),
  event('e4', '2025-01-07', 3),
  event('e3', '2025-01-06', 2),
  event('e2', '2025-01-06'),
  event('e1', '2025-01-04'),
];

const lakes = setUpFixtureLakes('asset-activity', {
  buildId: 'b1',
  assets: [{ assetCode: 'AAA', assetClass: 'equ', name: 'Alpha' }],
  rows: ROWS,
});

const base = () => ({
  dataDir: lakes.sorted,
  assetClass: 'equ' as const,
  assetCode: 'AAA',
  events: EVENTS,
  from: '2025-01-05T00:00:00.000Z',
  to: '2025-01-09T00:00:00.000Z',
});

describe('getAssetDailyActivity', () => {
  it("lists the span's pulse events newest first, up to the limit", async () => {
    const activity = await getAssetDailyActivity(base());
    expect(activity.events.map((one) => one.id)).toEqual(['e4', 'e3', 'e2']);
    expect(activity.events[0]).toEqual({
      id: 'e4',
      date: '2025-01-07T20:30:00.000Z',
      headline: 'Headline e4',
      topic: 'Earnings',
      sentiment: 'Positive',
      pulseLevel: 3,
      summary: 'Summary e4',
      buzz: 9,
      buzzZ: 3.5,
      url: 'https://news.example.com/e4',
    });
    const limited = await getAssetDailyActivity({ ...base(), eventLimit: 1 });
    expect(limited.events.map((one) => one.id)).toEqual(['e4']);
    // Every event of the span still counts in the days.
    expect(limited.days.reduce((sum, day) => sum + day.events, 0)).toBe(3);
  });

  it('gives each active day oldest first: News_Social buzz and mentions, and its events, even on a quiet day', async () => {
    const { days } = await getAssetDailyActivity(base());
    expect(days).toEqual([
      { date: '2025-01-05T20:30:00.000Z', buzz: 4, mentions: 3, events: 0 },
      { date: '2025-01-06T20:30:00.000Z', buzz: 9, mentions: 7, events: 2 },
      { date: '2025-01-07T20:30:00.000Z', buzz: 0, mentions: null, events: 1 },
      { date: '2025-01-08T20:30:00.000Z', buzz: 2, mentions: 2, events: 0 },
    ]);
  });

  it('starts from the first window when no start is given, and has no events where the asset has none', async () => {
    const activity = await getAssetDailyActivity({ ...base(), from: undefined, events: [] });
    expect(activity.events).toEqual([]);
    expect(activity.days.map((day) => day.events)).toEqual([0, 0, 0]);
    expect(activity.days[0]?.date).toBe('2025-01-05T20:30:00.000Z');
  });
});
