/**
 * HTTPS detection and HSTS for the web pages (issue 12 §6: pages behind HTTPS sent no Strict-Transport-Security).
 * Sent only when the request came over HTTPS: on a plain-HTTP host it would be ignored anyway, and on localhost it
 * would pin the browser to HTTPS for every local service.
 */

/** Two years with subdomains, as browsers' preload lists ask of a site that means it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export interface RequestProtocol {
  /** The protocol of the URL the server saw ('https:' when it terminates TLS itself). */
  protocol: string;
  /** X-Forwarded-Proto from the TLS-terminating proxy; its first entry is the client's hop. */
  forwardedProto: string | null;
}

export function isHttpsRequest({ protocol, forwardedProto }: RequestProtocol): boolean {
  if (protocol === 'https:') return true;
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
