/**
 * The web origin's `/x` prefix of the API (api-contract.md) and a URL builder on it, for what is not a typed call:
 * links and downloads the browser follows itself. Data calls go through the typed client (typed-client.ts).
 */
import { type QueryParams, withQuery } from '@moodwire/domain';

export const API_PREFIX = '/x';

/** `/x<path>?<query>`, the query encoded as spec §5 says. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  return withQuery(`${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`, params);
}
