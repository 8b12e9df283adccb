import { VISITOR_COUNTRY_PATH } from '../geo/visitor-country-path';

/**
 * The visitor-location lookup used when GEO_LOOKUP_URL is unset: the web server's own route over the embedded
 * IP-to-country database, so that by default the browser asks no third party (spec §7: a GET, 3000 ms).
 * A relative path has no origin of its own: the CSP's connect-src needs nothing beyond 'self' for it.
 */
export const DEFAULT_GEO_LOOKUP_URL = VISITOR_COUNTRY_PATH;
