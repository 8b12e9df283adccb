/** The Content-Security-Policy of every page: scripts only with the per-request nonce (strict-dynamic). */
export interface CspOptions {
  nonce: string;
  /** Extra origins the browser may fetch from (the visitor-location provider). */
  connectOrigins: string[];
  isDev: boolean;
  isHttps: boolean;
  /** The embeddable widgets (/widget/*) may be framed by any site; every other page by none. */
  frameable?: boolean;
}

/** Paths other sites may show in an iframe: the embeddable widgets only. */
export function isFrameablePath(pathname: string): boolean {
  return pathname.startsWith('/widget/');
}

/** The origin of a URL for connect-src, or null when it is not an http(s) URL. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function buildCsp({ nonce, connectOrigins, isDev, isHttps, frameable = false }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    // React needs eval only in development (server error stacks); never in production.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // Radix positions popovers with inline style attributes, which nonces cannot cover.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connectOrigins.length ? ` ${connectOrigins.join(' ')}` : ''}${isDev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameable ? 'frame-ancestors *' : "frame-ancestors 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
  // Only upgrade when served over TLS: on plain-http localhost it would break same-machine services.
  if (isHttps) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
