import { type NextRequest, NextResponse } from 'next/server';
import { DEFAULT_GEO_LOOKUP_URL } from './lib/runtime/geo-default';
import { buildCsp, isFrameablePath, originOf } from './lib/security/build-csp';
import { isHttpsRequest, STRICT_TRANSPORT_SECURITY } from './lib/security/strict-transport';

/**
 * Page headers that need runtime settings or the request (so they cannot live in next.config): a per-request CSP
 * nonce, connect-src with the configured GEO_LOOKUP_URL origin, framing for the embeddable widgets (/widget/*)
 * only, and HSTS when the page came over HTTPS. `/x/*` is not matched: its route handler forwards to the API
 * (app/x/[[...path]]/route.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isHttps = isHttpsRequest({
    protocol: request.nextUrl.protocol,
    forwardedProto: request.headers.get('x-forwarded-proto'),
  });
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const geo = originOf(process.env.GEO_LOOKUP_URL ?? DEFAULT_GEO_LOOKUP_URL);
  const csp = buildCsp({
    nonce,
    connectOrigins: geo ? [geo] : [],
    isDev: process.env.NODE_ENV === 'development',
    isHttps,
    frameable: isFrameablePath(pathname),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (isHttps) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|api/|x/|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
