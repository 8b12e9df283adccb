import { DEFAULT_GEO_LOOKUP_URL } from './geo-default';
import { getBuildVersion } from './get-build-version';

/** Settings read from the server environment at request time (not baked into the build). */
export interface RuntimeConfig {
  /** Visitor-location provider (spec §7); empty string = not configured, which means location unknown. */
  geoLookupUrl: string;
  buildVersion: string;
}

export function getRuntimeConfig(): RuntimeConfig {
  const geo = process.env.GEO_LOOKUP_URL;
  return {
    geoLookupUrl: geo === undefined ? DEFAULT_GEO_LOOKUP_URL : geo.trim(),
    buildVersion: getBuildVersion(),
  };
}
