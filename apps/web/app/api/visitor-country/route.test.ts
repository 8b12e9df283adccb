import { isEsgHiddenForCountry } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { getVisitorCountry } from '../../../lib/geo/get-visitor-country';
import { GET } from './route';

const ask = (forwardedFor?: string) =>
  GET(
    new Request('http://localhost/api/visitor-country', {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }),
  );

describe('GET /api/visitor-country (spec §7 visitor location, from the embedded database)', () => {
  it('answers the country code of the caller, uncached', async () => {
    const response = await ask('14.139.0.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ country_code: 'IN' });
  });

  it('answers null when the address is unknown', async () => {
    expect(await (await ask('192.168.1.20')).json()).toEqual({ country_code: null });
    expect(await (await ask()).json()).toEqual({ country_code: null });
  });

  it('hides ESG content for a visitor from India through the browser lookup (spec §6 hideESG)', async () => {
    const fromIndia = await getVisitorCountry('/api/visitor-country', () => ask('117.192.0.1'));
    expect(isEsgHiddenForCountry(fromIndia)).toBe(true);
    const fromUs = await getVisitorCountry('/api/visitor-country', () => ask('8.8.8.8'));
    expect(fromUs).toBe('US');
    expect(isEsgHiddenForCountry(fromUs)).toBe(false);
    expect(isEsgHiddenForCountry(await getVisitorCountry('/api/visitor-country', () => ask('10.0.0.1')))).toBe(false);
  });
});
