/**
 * Calls to the API through the web origin's `/x` prefix (api-contract.md). Responses are read as `.data`
 * (spec §7); query strings use the encoder of spec §5.
 */
import { type QueryParams, withQuery } from '@moodwire/domain';
import { fetchJson } from './fetch-json';
import { createRequestCache } from './request-cache';

export const API_PREFIX = '/x';

export function apiUrl(path: string, params: QueryParams = {}): string {
  return withQuery(`${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`, params);
}

interface DataEnvelope<T> {
  data: T;
}

export async function apiGet<T>(path: string, params: QueryParams = {}, init?: RequestInit): Promise<T> {
  const body = await fetchJson<DataEnvelope<T>>(apiUrl(path, params), init);
  return body.data;
}

/** POST as a form body (the API accepts form or JSON; forms keep passwords out of URLs and logs). */
export async function apiPostForm<T>(
  path: string,
  form: Record<string, string>,
  params: QueryParams = {},
): Promise<T | undefined> {
  const body = await fetchJson<DataEnvelope<T> | undefined>(apiUrl(path, params), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return body?.data;
}

const sharedCache = createRequestCache();

/** GET with request dedupe (60 s): for reference lists many components ask for at once. */
export function apiGetDeduped<T>(path: string, params: QueryParams = {}): Promise<T> {
  const url = apiUrl(path, params);
  return sharedCache.dedupe(url, () => apiGet<T>(path, params));
}
