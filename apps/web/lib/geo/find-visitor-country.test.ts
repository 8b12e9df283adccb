import { describe, expect, it } from 'vitest';
import { findCountryByAddress, findVisitorCountry, getClientAddress, normalizeAddress } from './find-visitor-country';

const withForwardedFor = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('the client address of a request', () => {
  it('is the last X-Forwarded-For entry: the one the nearest hop wrote', () => {
    expect(getClientAddress(withForwardedFor('203.0.113.9'))).toBe('203.0.113.9');
    expect(getClientAddress(withForwardedFor('14.139.0.1, 8.8.8.8'))).toBe('8.8.8.8');
    expect(getClientAddress(new Headers())).toBeNull();
    expect(getClientAddress(withForwardedFor('not-an-address'))).toBeNull();
  });

  it('drops ports, brackets and the IPv4-mapped prefix of a dual-stack socket', () => {
    expect(normalizeAddress('::ffff:14.139.0.1')).toBe('14.139.0.1');
    expect(normalizeAddress('14.139.0.1:51234')).toBe('14.139.0.1');
    expect(normalizeAddress('[2a00:1450::1]:443')).toBe('2a00:1450::1');
    expect(normalizeAddress('2a00:1450::1')).toBe('2a00:1450::1');
    expect(normalizeAddress('')).toBeNull();
  });
});

describe('the embedded IP-to-country database', () => {
  it('knows the country of public IPv4 and IPv6 addresses', async () => {
    expect(await findCountryByAddress('14.139.0.1')).toBe('IN');
    expect(await findCountryByAddress('8.8.8.8')).toBe('US');
    expect(await findCountryByAddress('2a00:1450::1')).toBe('IE');
  });

  it('answers unknown for private and loopback addresses and for no address', async () => {
    expect(await findCountryByAddress('127.0.0.1')).toBeNull();
    expect(await findCountryByAddress('10.1.2.3')).toBeNull();
    // the packaged data maps 192.168.0.0/16 to AU: private ranges never reach it
    expect(await findCountryByAddress('192.168.1.20')).toBeNull();
    expect(await findCountryByAddress('172.20.0.5')).toBeNull();
    expect(await findCountryByAddress('100.64.1.1')).toBeNull();
    expect(await findCountryByAddress('fd00::1')).toBeNull();
    expect(await findCountryByAddress('fe80::1')).toBeNull();
    expect(await findCountryByAddress('::1')).toBeNull();
    expect(await findCountryByAddress(null)).toBeNull();
  });

  it("reads a visitor's country from the request", async () => {
    expect(await findVisitorCountry(withForwardedFor('::ffff:14.139.0.1'))).toBe('IN');
    expect(await findVisitorCountry(new Headers())).toBeNull();
  });
});
