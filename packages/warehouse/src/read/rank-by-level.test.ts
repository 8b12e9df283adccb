import { describe, expect, it } from 'vitest';
import { rankByLevel } from './rank-by-level';

/** Ranks `assetCode` among members given as [code, level] pairs. */
function rank(assetCode: string, members: [string, number | null][]) {
  const level = members.find(([code]) => code === assetCode)?.[1] ?? null;
  return rankByLevel({
    assetCode,
    level,
    size: members.length,
    codeAt: (i) => members[i]?.[0] ?? '',
    levelAt: (i) => members[i]?.[1] ?? null,
  });
}

describe('rankByLevel', () => {
  const members: [string, number | null][] = [
    ['CCC', 0.2],
    ['AAA', 0.5],
    ['DDD', null],
    ['BBB', 0.5],
    ['EEE', Number.NaN],
    ['FFF', -0.3],
  ];

  it('gives ranks 1..n from the highest level down, ties to the smaller code, without gaps or repeats', () => {
    const ranks = ['AAA', 'BBB', 'CCC', 'FFF'].map((code) => rank(code, members).rank);
    expect(ranks).toEqual([1, 2, 3, 4]);
  });

  it('leaves an asset without a level (null or NaN) unranked and out of the count', () => {
    expect(rank('DDD', members)).toEqual({ rank: null, count: 4 });
    expect(rank('EEE', members)).toEqual({ rank: null, count: 4 });
    expect(rank('AAA', members).count).toBe(4);
  });

  it('ranks an asset that is not among the members by where its level would fall', () => {
    expect(
      rankByLevel({
        assetCode: 'ZZZ',
        level: 0.3,
        size: 2,
        codeAt: () => 'AAA',
        levelAt: (i) => [0.5, 0.1][i] ?? null,
      }),
    ).toEqual({
      rank: 2,
      count: 2,
    });
    expect(rankByLevel({ assetCode: 'ZZZ', level: 0.3, size: 0, codeAt: () => '', levelAt: () => null })).toEqual({
      rank: 1,
      count: 0,
    });
  });
});
