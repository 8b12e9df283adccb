/**
 * The fetch rule of spec §8 'Fetch', once for the web app (fetchJson here, and the typed client's fetch in
 * typed-client.ts): a status of 400 or more throws the parsed JSON body (its HTTP status attached as a
 * non-enumerable `status`), or 'status statusText' as text when the body is not JSON; a body that cannot be read
 * throws 'error fetching data'.
 */
import { MESSAGES } from '@moodwire/domain';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The thrown JSON body of a failed response; `status` is the HTTP status. */
export type FetchErrorBody = Record<string, unknown> & { readonly status?: number };

/** Parsed JSON, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The text of a successful answer ('' for 204 or an empty body); throws as spec §8 says for an error status or a
 * body that cannot be read.
 */
export async function readAnswerText(response: Response): Promise<string> {
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
      throw parsed as FetchErrorBody;
    }
    throw `${response.status} ${response.statusText}`.trim();
  }
  return response.status === 204 ? '' : text;
}

export async function fetchJson<T = unknown>(
  url: string,
  init?: RequestInit,
  fetchImpl: FetchLike = (input, options) => fetch(input, options),
): Promise<T> {
  const text = await readAnswerText(await fetchImpl(url, { credentials: 'same-origin', ...init }));
  if (text === '') return undefined as T;
  const parsed = parseJson(text);
  if (parsed === undefined) throw MESSAGES.fetchUnreadable;
  return parsed as T;
}
