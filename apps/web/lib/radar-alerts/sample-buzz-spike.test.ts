import { describe, expect, it } from 'vitest';
import { findBuzzSpikes } from './sample-buzz-spike';

const day = (index: number) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString();

describe('findBuzzSpikes', () => {
  it('marks the day whose buzz reaches the factor times its trailing mean, and not the quiet days', () => {
    const points = Array.from({ length: 12 }, (_, index) => ({ date: day(index), buzz: index === 8 ? 30 : 10 }));
    expect(findBuzzSpikes(points, { factor: 2, window: 5, cooldownDays: 1 })).toEqual([
      { date: '2026-01-09', buzz: 30, mean: 10 },
    ]);
  });

  it('stays quiet on the asset for the cooldown after a firing', () => {
    const points = Array.from({ length: 20 }, (_, index) => ({
      date: day(index),
      buzz: index === 10 || index === 11 || index === 15 ? 100 : 10,
    }));
    const fired = findBuzzSpikes(points, { factor: 2, window: 5, cooldownDays: 3 }).map((firing) => firing.date);
    // Day 11 is within the 3-day cooldown of day 10; day 15 is not (and its mean holds the two spikes).
    expect(fired).toEqual(['2026-01-11', '2026-01-16']);
  });

  it('counts a day missing from the series as a day without buzz', () => {
    const points = [0, 1, 2, 6].map((index) => ({ date: day(index), buzz: index === 6 ? 10 : 10 }));
    // Days 3-5 are missing: the mean of the 5 days before day 6 is (10 + 10 + 0 + 0 + 0) / 5 = 4.
    expect(findBuzzSpikes(points, { factor: 2, window: 5, cooldownDays: 1 })).toEqual([
      { date: '2026-01-07', buzz: 10, mean: 4 },
    ]);
  });
});
