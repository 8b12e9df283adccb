import { type NextRequest, NextResponse } from 'next/server';
import { apiUrl } from './lib/runtime/api-url';
import { DEFAULT_GEO_LOOKUP_URL } from './lib/runtime/geo-default';
import { buildCsp, isFrameablePath, originOf } from './lib/security/build-csp';

/**
 * Two jobs, both needing runtime settings (so neither can live in next.config):
 * 1. `/x/*` is forwarded to the API root read from API_URL at request time (`/x/auth` -> `${API_URL}/auth`);
 *    method, query, body, cookies and Set-Cookie pass through the rewrite (ARCHITECTURE.md 'Request flow').
 * 2. Pages get a per-request CSP nonce; connect-src allows the configured GEO_LOOKUP_URL origin; only the
 *    embeddable widgets (/widget/*) may be framed by other sites.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/x' || pathname.startsWith('/x/')) {
    const target = new URL(`${apiUrl()}${pathname.slice(2) || '/'}${search}`);
    return NextResponse.rewrite(target);
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const geo = originOf(process.env.GEO_LOOKUP_URL ?? DEFAULT_GEO_LOOKUP_URL);
  const csp = buildCsp({
    nonce,
    connectOrigins: geo ? [geo] : [],
    isDev: process.env.NODE_ENV === 'development',
    isHttps: request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
    frameable: isFrameablePath(pathname),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    '/x/:path*',
    {
      source: '/((?!_next/static|_next/image|api/|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
