/**
 * The visitor's country from the embedded IP-to-country database (spec §7 'visitor location', served by
 * app/api/visitor-country): the CC0/CC BY 4.0 geo-whois-asn-country database of @ip-location-db, read with
 * maxmind. Refreshed by updating that package. Server-only (reads node_modules at run time).
 */
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';

const DATABASE_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/** A record of the database: only the ISO 3166-1 alpha-2 country code. */
type CountryRecord = Response & { country_code?: unknown };

/**
 * The client address from the request headers. The web server (`next start`) sets X-Forwarded-For to the
 * socket's address when the request has none; a reverse proxy in front appends the address it saw. So the
 * last entry is the one the nearest hop wrote. (Without a proxy in front, a client can write the header
 * itself: it can then only choose its own ESG visibility, which a VPN gives it anyway.)
 */
export function getClientAddress(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return null;
  const last = forwarded.split(',').at(-1)?.trim() ?? '';
  return normalizeAddress(last);
}

/** An IP address without port, brackets or the IPv4-mapped IPv6 prefix; null when it is not one. */
export function normalizeAddress(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  // The database keys IPv4 addresses as IPv4: '::ffff:1.2.3.4' (a dual-stack socket) finds nothing.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) ? address : null;
}

/**
 * Private, loopback, link-local, shared and documentation ranges: no country. The database maps some of them
 * to one (192.168.0.0/16 reads AU in the packaged data), so they are answered before it is asked.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

function isPublicAddress(address: string): boolean {
  return !NON_PUBLIC.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

let reader: Promise<Reader<CountryRecord>> | undefined;

/** The database path, resolved from the running app's folder (not bundled: about 8 MB read once at run time). */
function databasePath(): string {
  return createRequire(join(process.cwd(), 'package.json')).resolve(DATABASE_FILE);
}

/** Opens the database once per server process; every later lookup reuses the reader. */
function openCountryReader(): Promise<Reader<CountryRecord>> {
  reader ??= maxmind.open<CountryRecord>(databasePath()).catch((error: unknown) => {
    reader = undefined; // a later request tries again rather than failing for the life of the process
    throw error;
  });
  return reader;
}

/** The ISO country code (upper case) of an address, or null: private, reserved or unknown addresses. */
export async function findCountryByAddress(address: string | null): Promise<string | null> {
  if (!address || !isPublicAddress(address)) return null;
  const record = (await openCountryReader()).get(address);
  const code = record?.country_code;
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
}

/** The visitor's country for a request, or null (unknown) on any failure (spec §7 'unknown on failure'). */
export async function findVisitorCountry(headers: Headers): Promise<string | null> {
  try {
    return await findCountryByAddress(getClientAddress(headers));
  } catch (error) {
    console.error('visitor country: the IP-to-country database could not be read', error);
    return null;
  }
}
