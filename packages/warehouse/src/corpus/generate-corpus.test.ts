import { listDays } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { buildUniverse } from '../universe/build-universe';
import { toDocument } from './document';
import { DAILY_PROFILE, generateDay, planCorpus } from './generate-corpus';
import { HEADLINES, NEUTRAL } from './phrase-banks';

const universe = buildUniverse({ scale: 'tiny' });
const options = { assets: universe.assets, from: '2024-01-01', to: '2024-02-29', seed: 'test', documentsPerDay: 120 };
const plan = planCorpus(options);
const allDays = plan.days.map((_, d) => generateDay(plan, d));

describe('corpus generator', () => {
  it('lists every day of the range, leap day included', () => {
    expect(listDays('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(plan.days).toHaveLength(60);
  });

  it('is deterministic: the same seed gives the same documents, another seed different ones', () => {
    const again = planCorpus(options);
    expect(generateDay(again, 10)).toEqual(allDays[10]);
    const other = planCorpus({ ...options, seed: 'other' });
    expect(generateDay(other, 10)).not.toEqual(allDays[10]);
  });

  it('produces valid documents of both source types, inside their day and in time order', () => {
    for (const [d, documents] of allDays.entries()) {
      const day = plan.days[d] as string;
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        expect(document.time.slice(0, 10)).toBe(day);
        expect(toDocument({ ...document }).ok).toBe(true);
      }
      const times = documents.map((document) => document.time);
      expect([...times].sort()).toEqual(times);
    }
    const types = new Set(allDays.flat().map((document) => document.sourceType));
    expect(types).toEqual(new Set(['news', 'social']));
    const ids = allDays.flat().map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes about every class of the universe', () => {
    const text = allDays
      .flat()
      .map((document) => `${document.title} ${document.body}`)
      .join('\n');
    for (const cls of ['equ', 'cou', 'coumkt', 'cur', 'crypto', 'agr', 'enm']) {
      const named = universe.assets
        .filter((asset) => asset.class === cls)
        .some((asset) => text.includes(asset.aliases[0] ?? asset.name));
      expect(named, cls).toBe(true);
    }
  });

  it('schedules quarterly earnings for companies and other events', () => {
    const kinds = new Set(plan.events.map((event) => event.kind));
    expect(kinds.has('earningsBeat') || kinds.has('earningsMiss')).toBe(true);
    const companies = universe.assets.filter((asset) => asset.class === 'equ').length;
    const earnings = plan.events.filter((event) => event.kind.startsWith('earnings')).length;
    // 60 days is two-thirds of a quarter: each company reports at most once, most of them once.
    expect(earnings).toBeLessThanOrEqual(companies);
    expect(earnings).toBeGreaterThan(companies / 3);
  });

  it('writes positive headlines more often when the latent mood is high than when it is low', () => {
    const strip = (phrases: readonly string[]) => phrases.map((p) => p.split('{A}').join('').trim());
    const positive = new Set(Object.values(HEADLINES).flatMap((bank) => strip(bank.positive)));
    const negative = new Set(Object.values(HEADLINES).flatMap((bank) => strip(bank.negative)));
    let goodHigh = 0;
    let allHigh = 0;
    let goodLow = 0;
    let allLow = 0;
    const byName = new Map(universe.assets.map((asset, i) => [asset.name, i]));
    for (const [d, documents] of allDays.entries()) {
      for (const document of documents) {
        if (document.sourceType !== 'news') continue;
        const entry = [...byName.entries()].find(([name]) => document.title.startsWith(`${name} `));
        if (!entry) continue;
        const mood = plan.mood[entry[1] * plan.days.length + d] ?? 0;
        const rest = document.title.slice(entry[0].length).trim();
        // Only the headlines that take a side (others announce a fact or an event).
        if (!positive.has(rest) && !negative.has(rest)) continue;
        const isGood = positive.has(rest);
        // The mood moves in a band of about +-0.5 (MOOD_SCALE): +-0.15 is a clearly good or bad day.
        if (mood > 0.15) {
          allHigh += 1;
          if (isGood) goodHigh += 1;
        } else if (mood < -0.15) {
          allLow += 1;
          if (isGood) goodLow += 1;
        }
      }
    }
    expect(allHigh).toBeGreaterThan(20);
    expect(allLow).toBeGreaterThan(20);
    expect(goodHigh / allHigh).toBeGreaterThan(goodLow / allLow + 0.2);
  });

  it('names the most prominent companies every day and is busier on weekdays than at weekends (issue 13)', () => {
    const top = universe.assets
      .map((asset, a) => ({ asset, rank: plan.rank[a] ?? 0 }))
      .filter(({ asset }) => asset.class === 'equ')
      .sort((x, y) => x.rank - y.rank)
      .slice(0, 10);
    for (const documents of allDays) {
      const text = documents.map((document) => `${document.title} ${document.body}`).join('\n');
      for (const { asset } of top)
        expect(
          asset.aliases.some((alias) => text.includes(alias)),
          asset.name,
        ).toBe(true);
    }
    const perDay = (weekend: boolean) => {
      const counts = allDays.filter(
        (_, d) => [0, 6].includes(new Date(`${plan.days[d]}T00:00:00Z`).getUTCDay()) === weekend,
      );
      return counts.reduce((sum, documents) => sum + documents.length, 0) / counts.length;
    };
    expect(perDay(false)).toBeGreaterThan(perDay(true) * 1.3);
    expect(DAILY_PROFILE.weekday).toHaveLength(7);
  });

  it('never writes a story of one tone only: every story has a neutral sentence', () => {
    const stories = allDays
      .flat()
      .filter((document) => document.sourceType === 'news' && !document.title.includes(':'));
    expect(stories.length).toBeGreaterThan(100);
    const neutral = Object.values(NEUTRAL).flatMap((bank) => bank.map((phrase) => phrase.split('{A}')[1] ?? ''));
    const withNeutral = stories.filter((document) => neutral.some((tail) => tail && document.body.includes(tail)));
    // Event stories open with the event's own facts; the others all carry a neutral sentence.
    expect(withNeutral.length / stories.length).toBeGreaterThan(0.8);
  });
});
