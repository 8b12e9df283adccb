/** The visitor-location provider used when GEO_LOOKUP_URL is unset (spec §7: a third-party GET, 3000 ms). */
export const DEFAULT_GEO_LOOKUP_URL = 'https://ipapi.co/json/';
