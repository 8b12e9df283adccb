/**
 * The site's public origin, the base of canonical URLs, Open Graph images, the sitemap and the RSS feed: the first
 * origin of SITE_ORIGIN (the setting the API reads too, comma-separated), else the origin the request came to
 * (Host and X-Forwarded-Proto), so a deployment without the setting still links to itself.
 */
import { headers } from 'next/headers';

type Env = Readonly<Record<string, string | undefined>>;

/** The first valid origin of SITE_ORIGIN, or null when it names none. */
export function readSiteOrigin(env: Env): string | null {
  for (const entry of (env.SITE_ORIGIN ?? '').split(',')) {
    const value = entry.trim();
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: the API refuses to start with it; here the next entry or the request decides.
    }
  }
  return null;
}

/** The origin a request was addressed to, from its Host and X-Forwarded-Proto headers. */
export function originOfRequest(requestHeaders: Pick<Headers, 'get'>): string | null {
  const host = requestHeaders.get('x-forwarded-host')?.split(',')[0]?.trim() || requestHeaders.get('host');
  if (!host || !/^[a-z0-9.[\]:-]+$/i.test(host)) return null;
  const proto = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** The site origin for this request (SITE_ORIGIN first); `http://localhost:3000` when neither says. */
export async function getSiteOrigin(): Promise<string> {
  return readSiteOrigin(process.env) ?? originOfRequest(await headers()) ?? 'http://localhost:3000';
}
