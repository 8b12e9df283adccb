/**
 * Visitor-location lookup (spec §7 'Other'): a GET to the configured provider with a 3000 ms timeout; the result
 * carries country_code; a timeout or any failure means the location is unknown (null).
 */
import { IP_LOOKUP_TIMEOUT_MS } from '@moodwire/domain';
import type { FetchLike } from '../api/fetch-json';

export async function getVisitorCountry(
  url: string,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  timeoutMs: number = IP_LOOKUP_TIMEOUT_MS,
): Promise<string | null> {
  if (!url) return null;
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const code = body && typeof body === 'object' ? (body as { country_code?: unknown }).country_code : undefined;
    return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  }
}
