import { describe, expect, it } from 'vitest';
import { parseTrustedHops, visitorAddress } from './visitor-address';

describe('visitorAddress', () => {
  it("ignores a visitor's own X-Forwarded-For when no proxy is trusted (a spoofed address cannot escape the sign-in limit)", () => {
    expect(visitorAddress({ socketAddress: '203.0.113.7', forwardedFor: '6.6.6.6', trustedHops: 0 })).toBe(
      '203.0.113.7',
    );
  });

  it('takes the address the trusted proxy appended, not what the visitor wrote before it', () => {
    expect(visitorAddress({ socketAddress: '10.0.0.2', forwardedFor: '6.6.6.6, 198.51.100.4', trustedHops: 1 })).toBe(
      '198.51.100.4',
    );
    expect(
      visitorAddress({
        socketAddress: '10.0.0.3',
        forwardedFor: ['6.6.6.6, 198.51.100.4', '10.0.0.2'],
        trustedHops: 2,
      }),
    ).toBe('198.51.100.4');
  });

  it('falls back to the leftmost address when fewer hops arrived than are trusted', () => {
    expect(visitorAddress({ socketAddress: '10.0.0.2', forwardedFor: undefined, trustedHops: 3 })).toBe('10.0.0.2');
  });
});

describe('parseTrustedHops', () => {
  it('reads 0 when unset and refuses what is not a hop count', () => {
    expect(parseTrustedHops(undefined)).toBe(0);
    expect(parseTrustedHops(' 2 ')).toBe(2);
    expect(() => parseTrustedHops('true')).toThrow(/WEB_TRUST_PROXY/);
    expect(() => parseTrustedHops('11')).toThrow(/WEB_TRUST_PROXY/);
  });
});
