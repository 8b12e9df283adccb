/**
 * Where to send the browser after sign-in (`/signin?next=`), without an open redirect (issue 12 §6: `/\evil.invalid/x`
 * left the site, since browsers read a backslash as a slash). Only a same-origin path is kept; anything else falls
 * back.
 */

/** A stand-in origin: the value is resolved against it and must stay on it. */
const ORIGIN = 'https://moodwire.invalid';

export const DEFAULT_REDIRECT = '/app';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function resolveSafeRedirect(next: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return fallback;
  // Backslashes, a second leading slash (protocol-relative) and control characters (which URL parsers drop, so
  // that '/\t/evil' becomes '//evil') are refused before parsing.
  if (next.includes('\\') || next.startsWith('//') || hasControlCharacter(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
