import { describe, expect, it } from 'vitest';
import { isNewBuild } from './use-build-version-check';

describe('build-version check (spec §4)', () => {
  it('reloads only when the server reports another build', () => {
    expect(isNewBuild('b1', { buildVersion: 'b2' })).toBe(true);
    expect(isNewBuild('b1', { buildVersion: 'b1' })).toBe(false);
    expect(isNewBuild('b1', { buildVersion: '' })).toBe(false);
    expect(isNewBuild('b1', {})).toBe(false);
    expect(isNewBuild('b1', null)).toBe(false);
  });
});
