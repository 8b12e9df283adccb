import { describe, expect, it } from 'vitest';
import { isHttpsRequest, STRICT_TRANSPORT_SECURITY } from './strict-transport';

describe('isHttpsRequest (HSTS only behind HTTPS)', () => {
  it('is true for a TLS URL and for X-Forwarded-Proto https from the proxy, whatever its case', () => {
    expect(isHttpsRequest({ protocol: 'https:', forwardedProto: null })).toBe(true);
    expect(isHttpsRequest({ protocol: 'http:', forwardedProto: 'https' })).toBe(true);
    expect(isHttpsRequest({ protocol: 'http:', forwardedProto: 'HTTPS, http' })).toBe(true);
  });

  it('is false on plain HTTP', () => {
    expect(isHttpsRequest({ protocol: 'http:', forwardedProto: null })).toBe(false);
    expect(isHttpsRequest({ protocol: 'http:', forwardedProto: 'http' })).toBe(false);
    expect(isHttpsRequest({ protocol: 'http:', forwardedProto: 'http, https' })).toBe(false);
  });

  it('asks for at least a year, with subdomains', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(STRICT_TRANSPORT_SECURITY).toContain('includeSubDomains');
  });
});
