import { expiryNotice } from '@moodwire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGeoLookupUrl, readSupportEmail } from './get-runtime-config';

describe('SUPPORT_EMAIL (the expiry notice of spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());
  const now = new Date('2026-01-01T00:00:00Z');
  const noticeWith = (env: Record<string, string>) =>
    expiryNotice('2026-01-11', { supportEmail: readSupportEmail(env), host: '127.0.0.1' }, now)?.message;

  it('names the configured address in the notice', () => {
    expect(noticeWith({ SUPPORT_EMAIL: ' help@moodwire.example ' })).toContain(
      'please contact help@moodwire.example if you',
    );
  });

  it('falls back to support@{host} when unset, empty or not one address', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(noticeWith({})).toContain('please contact support@127.0.0.1 if you');
    expect(noticeWith({ SUPPORT_EMAIL: '' })).toContain('please contact support@127.0.0.1 if you');
    expect(noticeWith({ SUPPORT_EMAIL: 'ask the desk' })).toContain('please contact support@127.0.0.1 if you');
  });
});

describe('GEO_LOOKUP_URL (spec §7 visitor location)', () => {
  it("defaults to the web server's own route, so the browser asks no third party", () => {
    expect(readGeoLookupUrl({})).toBe('/api/visitor-country');
  });

  it('keeps a configured third-party URL, and empty means location unknown', () => {
    expect(readGeoLookupUrl({ GEO_LOOKUP_URL: ' https://ipapi.co/json/ ' })).toBe('https://ipapi.co/json/');
    expect(readGeoLookupUrl({ GEO_LOOKUP_URL: '' })).toBe('');
  });
});
