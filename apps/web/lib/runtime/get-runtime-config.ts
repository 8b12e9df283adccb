import { isSupportEmail } from '@moodwire/domain';
import { DEFAULT_GEO_LOOKUP_URL } from './geo-default';
import { getBuildVersion } from './get-build-version';

/** Settings read from the server environment at request time (not baked into the build). */
export interface RuntimeConfig {
  /**
   * Visitor-location lookup (spec §7): the web server's own route by default, a third-party URL when
   * GEO_LOOKUP_URL names one; empty string = not configured, which means location unknown.
   */
  geoLookupUrl: string;
  /** SUPPORT_EMAIL: the address of the expiry notice (spec §8); empty = support@{host}. */
  supportEmail: string;
  buildVersion: string;
}

type Env = Readonly<Record<string, string | undefined>>;

let hasWarnedSupportEmail = false;

/** The support address from SUPPORT_EMAIL; a value that is not one address is ignored (with a warning). */
export function readSupportEmail(env: Env): string {
  const value = env.SUPPORT_EMAIL?.trim() ?? '';
  if (value === '' || isSupportEmail(value)) return value;
  if (!hasWarnedSupportEmail) {
    hasWarnedSupportEmail = true;
    console.warn(`SUPPORT_EMAIL is not one e-mail address ('${value}'): the expiry notice names support@{host}.`);
  }
  return '';
}

export function readGeoLookupUrl(env: Env): string {
  const geo = env.GEO_LOOKUP_URL;
  return geo === undefined ? DEFAULT_GEO_LOOKUP_URL : geo.trim();
}

export function getRuntimeConfig(): RuntimeConfig {
  return {
    geoLookupUrl: readGeoLookupUrl(process.env),
    supportEmail: readSupportEmail(process.env),
    buildVersion: getBuildVersion(),
  };
}
