import { describe, expect, it } from 'vitest';
import { getVisitorCountry } from './get-visitor-country';

describe('visitor-location lookup (spec §7: 3000 ms timeout, unknown on failure)', () => {
  it('reads country_code', async () => {
    const result = await getVisitorCountry('http://geo/json', async () => Response.json({ country_code: 'in' }));
    expect(result).toBe('IN');
  });

  it('is unknown on an error status, a bad body, a network failure or no configured provider', async () => {
    expect(await getVisitorCountry('http://geo/json', async () => new Response('x', { status: 500 }))).toBeNull();
    expect(await getVisitorCountry('http://geo/json', async () => Response.json({ country: 'IN' }))).toBeNull();
    expect(
      await getVisitorCountry('http://geo/json', async () => Promise.reject(new TypeError('Failed to fetch'))),
    ).toBeNull();
    expect(await getVisitorCountry('', async () => Response.json({ country_code: 'IN' }))).toBeNull();
  });

  it('gives up after the timeout', async () => {
    const hanging = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    expect(await getVisitorCountry('http://geo/json', hanging, 20)).toBeNull();
  });
});
