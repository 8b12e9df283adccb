/**
 * Where the API lives for the web server (API_URL, read at request time): the `/x` proxy forwards there, and
 * server code (public pages, the charts' first view) calls it directly.
 */
export function apiUrl(): string {
  return (process.env.API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
}
