/**
 * The production web server (`npm run start -w @moodwire/web`): Next's own request handler behind a Node HTTP
 * server whose one job is to hand on X-Forwarded-For as the visitor's real address (lib/runtime/visitor-address.ts
 * says why). Everything else is `next start`: PORT, HOSTNAME, the build in NEXT_DIST_DIR or .next.
 */
import { createServer } from 'node:http';
import next from 'next';
import { parseTrustedHops, visitorAddress } from './lib/runtime/visitor-address';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME?.trim() || undefined;
const trustedHops = parseTrustedHops(process.env.WEB_TRUST_PROXY);

const app = next({ dev: false, dir: import.meta.dirname, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();

createServer((request, response) => {
  const address = visitorAddress({
    socketAddress: request.socket.remoteAddress,
    forwardedFor: request.headers['x-forwarded-for'],
    trustedHops,
  });
  if (address) request.headers['x-forwarded-for'] = address;
  else delete request.headers['x-forwarded-for'];
  // Other client-set address headers are not believed either.
  delete request.headers['x-real-ip'];
  delete request.headers.forwarded;
  void handle(request, response);
}).listen(port, hostname, () => {
  console.log(`web: listening on http://${hostname ?? 'localhost'}:${port}`);
});
