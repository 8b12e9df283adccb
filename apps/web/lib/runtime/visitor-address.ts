/**
 * The visitor's address as the web server sees it, for the X-Forwarded-For it hands on (issue 12 §6). Next passes a
 * visitor's own X-Forwarded-For through untouched (it fills the header only when none came), so the API, which
 * trusts exactly one hop (the web server), would count sign-in attempts against whatever address a visitor wrote.
 * The web server therefore replaces the header: with no proxy in front (WEB_TRUST_PROXY=0, the default) the
 * visitor is the socket's peer; with n trusted proxies in front it is the address the outermost of them appended.
 */
export function visitorAddress(options: {
  /** The TCP peer of the web server. */
  socketAddress: string | undefined;
  /** The request's X-Forwarded-For, as received. */
  forwardedFor: string | string[] | undefined;
  /** Proxies in front of the web server whose X-Forwarded-For entries are believed (WEB_TRUST_PROXY). */
  trustedHops: number;
}): string | undefined {
  const { socketAddress, forwardedFor, trustedHops } = options;
  if (trustedHops <= 0) return socketAddress;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Right to left: the socket's peer is the nearest proxy, each proxy appended the address it saw.
  const chain = socketAddress ? [...entries, socketAddress] : entries;
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** WEB_TRUST_PROXY: a whole number of hops from 0 to 10; anything else is a configuration error. */
export function parseTrustedHops(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 0;
  if (!/^\d+$/.test(text) || Number(text) > 10) {
    throw new Error(`WEB_TRUST_PROXY must be a number of proxy hops from 0 to 10 (got '${text}')`);
  }
  return Number(text);
}
