import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy';

/** The page matcher as Next applies it: the whole path must match. */
const pageMatcher = new RegExp(`^${config.matcher[0]?.source}$`);

describe('page headers (proxy.ts)', () => {
  it('sends HSTS on pages that came over HTTPS, directly or behind a TLS proxy (issue 12 §6)', () => {
    const direct = proxy(new NextRequest('https://moodwire.example/app'));
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=\d+; includeSubDomains/);
    const proxied = proxy(new NextRequest('http://127.0.0.1:3000/app', { headers: { 'x-forwarded-proto': 'https' } }));
    expect(proxied.headers.get('strict-transport-security')).not.toBeNull();
  });

  it('sends no HSTS over plain HTTP (it would pin localhost to HTTPS)', () => {
    const response = proxy(new NextRequest('http://localhost:3000/app'));
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
  });

  it('leaves /x/* to the API proxy route, so no rewrite header can name the API (issue 12 §6)', () => {
    expect(pageMatcher.test('/x/auth')).toBe(false);
    expect(pageMatcher.test('/ma4/screener')).toBe(true);
    expect(pageMatcher.test('/xylophone')).toBe(true);
  });
});
