/**
 * The fetch wrapper of spec §8 'Fetch': a status of 400 or more throws the parsed JSON body (its HTTP status
 * attached as a non-enumerable `status`), or 'status statusText' as text when the body is not JSON; a body
 * that cannot be read throws 'error fetching data'.
 */
import { MESSAGES } from '@moodwire/domain';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The thrown JSON body of a failed response; `status` is the HTTP status. */
export type FetchErrorBody = Record<string, unknown> & { readonly status?: number };

export async function fetchJson<T = unknown>(
  url: string,
  init?: RequestInit,
  fetchImpl: FetchLike = (input, options) => fetch(input, options),
): Promise<T> {
  const response = await fetchImpl(url, { credentials: 'same-origin', ...init });
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw MESSAGES.fetchUnreadable;
  }
  if (response.status >= 400) {
    const parsed = parseJson(text);
    if (parsed !== undefined && parsed !== null && typeof parsed === 'object') {
      Object.defineProperty(parsed, 'status', { value: response.status, enumerable: false });
      throw parsed;
    }
    throw `${response.status} ${response.statusText}`.trim();
  }
  if (response.status === 204 || text === '') return undefined as T;
  const parsed = parseJson(text);
  if (parsed === undefined) throw MESSAGES.fetchUnreadable;
  return parsed as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
