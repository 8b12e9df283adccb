import { describe, expect, it } from 'vitest';
import { parseDay } from './dates';
import { checkPullLimits, countPullWindows, MAX_PULL_ASSET_WINDOWS, MAX_PULL_ASSETS } from './pull-limits';

const day = (text: string) => parseDay(text);

describe('the limits of one pull', () => {
  it('counts the days, or hours, a range touches', () => {
    expect(countPullWindows('dai', day('2026-01-01'), day('2026-01-31'))).toBe(30);
    expect(countPullWindows('hou', day('2026-01-01'), day('2026-01-02'))).toBe(24);
    expect(countPullWindows('dai', day('2026-01-02'), day('2026-01-01'))).toBe(0);
  });

  it('allows a pull up to the limits and names the field past them', () => {
    const days = MAX_PULL_ASSET_WINDOWS / MAX_PULL_ASSETS;
    const from = day('2020-01-01');
    expect(
      checkPullLimits({ assets: MAX_PULL_ASSETS, frequency: 'dai', from, to: from + days * 86_400_000 }),
    ).toBeNull();
    const tooLong = checkPullLimits({
      assets: MAX_PULL_ASSETS,
      frequency: 'dai',
      from,
      to: from + (days + 1) * 86_400_000,
    });
    expect(tooLong?.field).toBe('end_date');
    expect(tooLong?.message).toContain(`more than the ${MAX_PULL_ASSET_WINDOWS.toLocaleString('en-US')}`);
    const tooMany = checkPullLimits({ assets: MAX_PULL_ASSETS + 1, frequency: 'dai', from, to: from + 86_400_000 });
    expect(tooMany).toEqual({ field: 'assets', message: expect.stringContaining(`the ${MAX_PULL_ASSETS} one pull`) });
    expect(checkPullLimits({ assets: 2, frequency: 'hou', from, to: from + 3_000 * 86_400_000 })?.message).toMatch(
      /asset-hours/,
    );
  });
});
