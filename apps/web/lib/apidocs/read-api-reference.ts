/**
 * The reference as the server reads it: the API's own `/openapi.json` (a public call), fetched at request time from
 * API_URL and kept a minute, so that the docs follow the running API and a page view is not a 300 kB fetch.
 * Server code only (the browser never fetches the document for the reference).
 */
import { headers } from 'next/headers';
import { PROXY_PREFIX } from '@/lib/proxy/forward-to-api';
import { apiUrl } from '@/lib/runtime/api-url';
import { type ApiReference, buildApiReference } from './api-reference';
import { isOpenApiDocument } from './openapi-document';

const KEEP_MS = 60_000;
const FETCH_TIMEOUT_MS = 10_000;

export type ReferenceResult = { reference: ApiReference } | { error: string };

let cached: { root: string; at: number; result: Promise<ReferenceResult> } | null = null;

async function fetchReference(root: string): Promise<ReferenceResult> {
  try {
    const response = await fetch(`${root}/openapi.json`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return { error: `The API answered ${response.status} for its OpenAPI document.` };
    const document: unknown = await response.json();
    if (!isOpenApiDocument(document)) return { error: 'The API answered something other than an OpenAPI document.' };
    return { reference: buildApiReference(document) };
  } catch {
    return { error: 'The API could not be reached for its OpenAPI document.' };
  }
}

/** The reference of the running API; a failure is kept only until the next request, a success a minute. */
export async function readApiReference(): Promise<ReferenceResult> {
  const root = apiUrl();
  const now = Date.now();
  if (!cached || cached.root !== root || now - cached.at > KEEP_MS) {
    cached = { root, at: now, result: fetchReference(root) };
  }
  const entry = cached;
  const result = await entry.result;
  if ('error' in result && cached === entry) cached = null;
  return result;
}

/**
 * The API root a script uses, as the samples show it: this site's `/x` path (the forwarder to the API), at the
 * origin the visitor reached the site by.
 */
export async function readSampleApiRoot(): Promise<string> {
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost';
  const forwardedProto = list.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : 'https';
  return `${proto}://${host.split(',')[0]?.trim()}${PROXY_PREFIX}`;
}
