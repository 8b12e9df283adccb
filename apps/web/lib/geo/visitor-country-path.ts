/** The web server's own visitor-location answer (app/api/visitor-country): the default lookup, same origin. */
export const VISITOR_COUNTRY_PATH = '/api/visitor-country';
