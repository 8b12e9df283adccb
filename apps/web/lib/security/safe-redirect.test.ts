import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, resolveSafeRedirect } from './safe-redirect';

describe('resolveSafeRedirect (no open redirect after sign-in)', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(resolveSafeRedirect('/ma4/screener?group=equ_top100#table')).toBe('/ma4/screener?group=equ_top100#table');
    expect(resolveSafeRedirect('/user/account/overview')).toBe('/user/account/overview');
  });

  it("refuses '/\\evil.invalid/x', which browsers read as another host", () => {
    expect(resolveSafeRedirect('/\\evil.invalid/x')).toBe(DEFAULT_REDIRECT);
    expect(resolveSafeRedirect('/ok\\..\\x')).toBe(DEFAULT_REDIRECT);
  });

  it('refuses protocol-relative URLs, schemes and absolute URLs', () => {
    for (const next of [
      '//evil.invalid/x',
      'https://evil.invalid/x',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.invalid',
      '',
    ]) {
      expect(resolveSafeRedirect(next)).toBe(DEFAULT_REDIRECT);
    }
  });

  it('refuses control characters that URL parsing would drop to make a second slash', () => {
    expect(resolveSafeRedirect('/\t/evil.invalid/x')).toBe(DEFAULT_REDIRECT);
    expect(resolveSafeRedirect('/\n/evil.invalid')).toBe(DEFAULT_REDIRECT);
    expect(resolveSafeRedirect('/app\u0000')).toBe(DEFAULT_REDIRECT);
  });

  it('refuses a repeated or missing parameter, and uses the given fallback', () => {
    expect(resolveSafeRedirect(['/a', '/b'])).toBe(DEFAULT_REDIRECT);
    expect(resolveSafeRedirect(undefined, '/home')).toBe('/home');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(resolveSafeRedirect('/a/../../b')).toBe('/b');
    expect(resolveSafeRedirect('/%2F%2Fevil.invalid')).toBe('/%2F%2Fevil.invalid');
  });
});
