import { describe, expect, it } from 'vitest';
import { nextOpenMenu } from './next-open-menu';

describe('nextOpenMenu', () => {
  it('opens the requested menu', () => {
    expect(nextOpenMenu(null, 'analytics', true)).toBe('analytics');
    expect(nextOpenMenu('markets', 'analytics', true)).toBe('analytics');
  });

  it("keeps the newly opened menu when the previous menu's close arrives after it", () => {
    expect(nextOpenMenu('pulse', 'analytics', false)).toBe('pulse');
    expect(nextOpenMenu('analytics', 'analytics', false)).toBeNull();
  });
});
