/**
 * The DNS-rebinding guard of the MCP endpoint (MCP specification, transports: 'Servers MUST validate the Origin
 * header on all incoming connections'; issue 12 §6). A page on another site, or one reached through a rebound
 * host name, must not drive a local assistant's session: a browser Origin other than the site's own (SITE_ORIGIN)
 * is refused with 403. MCP clients are not browsers and send no Origin, so a request without one passes.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http-error';

export const refuseForeignOrigin: onRequestAsyncHookHandler = async (request) => {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (request.server.ctx.config.siteOrigins.includes(origin)) return;
  throw new HttpError(403, 'Origin not allowed', {
    message:
      'A web page of another site may not call /mcp. MCP clients send no Origin header; the site itself is ' +
      'allowed through SITE_ORIGIN.',
  });
};
