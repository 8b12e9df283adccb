import { describe, expect, it } from 'vitest';
import {
  daysUntilExpiry,
  EXPIRED_MESSAGE,
  EXPIRY_WARNING_DAYS,
  expiryInstant,
  expiryNotice,
  getSupportEmail,
  isExpired,
} from './expiry';

const at = (iso: string) => new Date(iso);

describe('expiry is the end of the expires day (spec §9)', () => {
  it('expiryInstant is the last millisecond of the UTC day', () => {
    expect(new Date(expiryInstant('2026-03-15')).toISOString()).toBe('2026-03-15T23:59:59.999Z');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => expiryInstant('15/03/2026')).toThrow(RangeError);
    expect(() => expiryInstant('2026-3-15')).toThrow(/YYYY-MM-DD/);
  });

  it('an account is still valid during its last day and expired right after it', () => {
    expect(isExpired('2026-03-15', at('2026-03-15T00:00:00Z'))).toBe(false);
    expect(isExpired('2026-03-15', at('2026-03-15T23:59:59.999Z'))).toBe(false);
    expect(isExpired('2026-03-15', at('2026-03-16T00:00:00Z'))).toBe(true);
  });

  it('an account without an expiry date never expires', () => {
    expect(isExpired(null)).toBe(false);
    expect(isExpired(undefined)).toBe(false);
    expect(isExpired('')).toBe(false);
  });
});

describe('daysUntilExpiry', () => {
  it('counts calendar days from today, whatever the time of day', () => {
    expect(daysUntilExpiry('2026-03-15', at('2026-03-05T00:00:00Z'))).toBe(10);
    expect(daysUntilExpiry('2026-03-15', at('2026-03-05T23:59:59Z'))).toBe(10);
    expect(daysUntilExpiry('2026-03-15', at('2026-03-14T12:00:00Z'))).toBe(1);
    expect(daysUntilExpiry('2026-03-15', at('2026-03-15T12:00:00Z'))).toBe(0);
  });

  it('is 0 once expired', () => {
    expect(daysUntilExpiry('2026-03-15', at('2026-04-01T00:00:00Z'))).toBe(0);
  });
});

describe('expiryNotice (spec §8)', () => {
  const now = at('2026-01-01T00:00:00Z');

  it("says 'This account has expired' the day after expiry", () => {
    expect(expiryNotice('2025-12-31', { host: 'moodwire.example' }, now)).toEqual({
      kind: 'expired',
      message: EXPIRED_MESSAGE,
    });
    expect(EXPIRED_MESSAGE).toBe('This account has expired');
  });

  it('warns with the exact wording within 30 days', () => {
    expect(expiryNotice('2026-01-11', { host: 'moodwire.example' }, now)).toEqual({
      kind: 'expiring',
      message:
        "This account is expiring in 10 days on 2026-01-11, please contact support@moodwire.example if you'd like an extension or additional access.",
    });
  });

  it('warns at exactly 30 days and not at 31 (the 30-day boundary)', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(30);
    expect(expiryNotice('2026-01-31', { host: 'h' }, now)?.message).toMatch(
      /^This account is expiring in 30 days on 2026-01-31/,
    );
    expect(expiryNotice('2026-02-01', { host: 'h' }, now)).toBeNull();
  });

  it('gives no notice for an account without expiry', () => {
    expect(expiryNotice(null, { host: 'h' }, now)).toBeNull();
  });

  it('names the configured support address (SUPPORT_EMAIL) instead of support@{host}', () => {
    expect(expiryNotice('2026-01-11', { host: '127.0.0.1', supportEmail: 'help@moodwire.example' }, now)).toEqual({
      kind: 'expiring',
      message:
        "This account is expiring in 10 days on 2026-01-11, please contact help@moodwire.example if you'd like an extension or additional access.",
    });
  });
});

describe('getSupportEmail', () => {
  it('falls back to support@{host} when no address is configured', () => {
    expect(getSupportEmail({ host: '127.0.0.1' })).toBe('support@127.0.0.1');
    expect(getSupportEmail({ host: 'moodwire.example', supportEmail: '' })).toBe('support@moodwire.example');
    expect(getSupportEmail({ host: 'moodwire.example', supportEmail: '   ' })).toBe('support@moodwire.example');
    expect(getSupportEmail({ host: 'moodwire.example', supportEmail: null })).toBe('support@moodwire.example');
  });

  it('uses a configured address, trimmed, and ignores one that is not a single address', () => {
    expect(getSupportEmail({ host: 'h', supportEmail: ' help@moodwire.example ' })).toBe('help@moodwire.example');
    expect(getSupportEmail({ host: 'h', supportEmail: 'not an address' })).toBe('support@h');
    expect(getSupportEmail({ host: 'h', supportEmail: 'a@b.example, c@d.example' })).toBe('support@h');
  });
});
