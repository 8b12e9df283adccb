/**
 * The API as server code calls it: directly at API_URL (the address the `/x` proxy forwards to), either without a
 * key (public calls) or with the key of the request's own `apikey` cookie, so that the API checks the same
 * account and permissions as for the browser's calls. The key never leaves the server and is never logged.
 */
import { cookies } from 'next/headers';
import { createTypedApiClient, type TypedApiClient } from '@/lib/api/typed-client';
import { apiUrl } from '@/lib/runtime/api-url';

/** How long a server-side call may take before the page goes on without its answer. */
const SERVER_CALL_TIMEOUT_MS = 5_000;

/** A client for public calls (no key). */
export function publicApi(): TypedApiClient {
  return createTypedApiClient({ baseUrl: apiUrl() });
}

/** A client that calls as the request's account (its `apikey` cookie), or null when the request has no key. */
export async function accountApi(): Promise<TypedApiClient | null> {
  const key = (await cookies()).get('apikey')?.value;
  if (!key) return null;
  return createTypedApiClient({
    baseUrl: apiUrl(),
    fetch: (request) => {
      const headers = new Headers(request.headers);
      headers.set('cookie', `apikey=${key}`);
      return fetch(new Request(request, { headers, signal: AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS) }));
    },
  });
}
