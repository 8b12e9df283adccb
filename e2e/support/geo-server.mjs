// Test double for the visitor-location service: answers { country_code } for the country set by
// POST /set?country=XX (default US), GET /json. Used only by the end-to-end tests.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4199);
let country = 'US';
let delayMs = 0;

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const cors = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
  if (url.pathname === '/healthz') return res.writeHead(200, cors).end('{"ok":true}');
  if (url.pathname === '/set') {
    country = url.searchParams.get('country') ?? 'US';
    delayMs = Number(url.searchParams.get('delay') ?? 0);
    return res.writeHead(200, cors).end(JSON.stringify({ country_code: country }));
  }
  setTimeout(() => res.writeHead(200, cors).end(JSON.stringify({ country_code: country })), delayMs);
}).listen(port, '127.0.0.1');
