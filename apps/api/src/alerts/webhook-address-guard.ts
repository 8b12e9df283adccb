/**
 * The SSRF guard of alert webhooks (issue 15 'Bad input'): a user's webhook URL must not make the server call into
 * its own network. Only http(s) URLs; the host is resolved (every address) and refused when any address is
 * private, loopback, link-local, CGNAT, multicast, unspecified, reserved, or an IPv6 form of one of those (IPv4-
 * mapped, NAT64, 6to4), unless the operator allows private addresses (ALERTS_WEBHOOK_ALLOW_PRIVATE=1). Checked when
 * the URL is saved and again before every attempt (DNS may answer differently later), and the request connects to
 * the address checked, never to a second lookup's answer.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export class WebhookUrlError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookUrlError';
  }
}

const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // 'this network', unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const BLOCKED_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blockedV4 = new BlockList();
for (const [network, prefix] of BLOCKED_V4) blockedV4.addSubnet(network, prefix, 'ipv4');
const blockedV6 = new BlockList();
for (const [network, prefix] of BLOCKED_V6) blockedV6.addSubnet(network, prefix, 'ipv6');

/** The 8 groups of an IPv6 address as numbers (with an embedded dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] as string;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = (dotted[1] as string).split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -(dotted[1] as string).length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => Number.parseInt(group || '0', 16));
}

function v4FromGroups(high: number, low: number): string {
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Why an address may not be called, or null when it may. */
export function refusedAddressReason(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4') ? `address ${address} is not public` : null;
  if (family !== 6) return `'${address}' is not an IP address`;
  if (blockedV6.check(address, 'ipv6')) return `address ${address} is not public`;
  const groups = ipv6Groups(address);
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses reach the IPv4 address inside.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) {
    const inner = v4FromGroups(g6, g7);
    return blockedV4.check(inner, 'ipv4') ? `address ${address} maps to ${inner}, which is not public` : null;
  }
  // NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    const inner = v4FromGroups(g6, g7);
    return blockedV4.check(inner, 'ipv4') ? `address ${address} maps to ${inner}, which is not public` : null;
  }
  // 6to4 (2002::/16) carries an IPv4 address in bits 16-47.
  if (g0 === 0x2002) {
    const inner = v4FromGroups(g1, g2);
    return blockedV4.check(inner, 'ipv4') ? `address ${address} maps to ${inner}, which is not public` : null;
  }
  return null;
}

export interface CheckedWebhookUrl {
  url: URL;
  /** The address the request must connect to (one of those checked). */
  address: string;
  family: 4 | 6;
}

export interface CheckWebhookUrlOptions {
  allowPrivate: boolean;
  /** The resolver (tests replace it to answer a name with chosen addresses). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

const defaultResolve = (hostname: string) => lookup(hostname, { all: true, verbatim: true });

/** The longest webhook URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2_000;

/** Parses and checks a webhook URL; throws WebhookUrlError with the reason (the routes name the field 'url'). */
export async function checkWebhookUrl(raw: string, options: CheckWebhookUrlOptions): Promise<CheckedWebhookUrl> {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) throw new WebhookUrlError(`at most ${MAX_WEBHOOK_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookUrlError(`only http:// and https:// URLs are allowed, not ${url.protocol}//`);
  }
  // The signature is the credential: a password in the URL would be sent to every proxy and log on the way.
  if (url.username || url.password) throw new WebhookUrlError('must not contain a user name or password');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) }];
  else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(hostname);
    } catch {
      throw new WebhookUrlError(`the host '${hostname}' does not resolve`);
    }
    if (addresses.length === 0) throw new WebhookUrlError(`the host '${hostname}' does not resolve`);
  }
  if (!options.allowPrivate) {
    // Every address: a name that answers one public and one private address could be called on the private one.
    for (const { address } of addresses) {
      const reason = refusedAddressReason(address);
      if (reason) throw new WebhookUrlError(`${reason} (the host '${hostname}' may not be called)`);
    }
  }
  const first = addresses[0] as { address: string; family: number };
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
