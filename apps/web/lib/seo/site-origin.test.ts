import { describe, expect, it } from 'vitest';
import { originOfRequest, readSiteOrigin } from './site-origin';

const headersOf = (values: Record<string, string>) => new Headers(values);

describe('readSiteOrigin', () => {
  it('takes the first valid origin of SITE_ORIGIN, without a path or a trailing slash', () => {
    expect(readSiteOrigin({ SITE_ORIGIN: 'https://moodwire.example/, http://localhost:3000' })).toBe(
      'https://moodwire.example',
    );
    expect(readSiteOrigin({ SITE_ORIGIN: 'not a url, https://second.example' })).toBe('https://second.example');
  });

  it('is null without the setting or with no http(s) origin in it', () => {
    expect(readSiteOrigin({})).toBeNull();
    expect(readSiteOrigin({ SITE_ORIGIN: ' ' })).toBeNull();
    expect(readSiteOrigin({ SITE_ORIGIN: 'ftp://files.example' })).toBeNull();
  });
});

describe('originOfRequest', () => {
  it('uses the Host header, https when the proxy says so', () => {
    expect(originOfRequest(headersOf({ host: 'localhost:3410' }))).toBe('http://localhost:3410');
    expect(
      originOfRequest(
        headersOf({ host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'moodwire.example' }),
      ),
    ).toBe('https://moodwire.example');
  });

  it('refuses a Host header that is not a host name (no injection into canonical URLs)', () => {
    expect(originOfRequest(headersOf({ host: 'evil.example/"><script>' }))).toBeNull();
    expect(originOfRequest(headersOf({}))).toBeNull();
  });
});
