import { APIKEY_COOKIE } from '@moodwire/domain';
import type { FastifyRequest } from 'fastify';

/** The request's API key: the `apikey` query parameter (spec §7), else the `apikey` cookie. */
export function getRequestApikey(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.apikey;
  if (typeof fromQuery === 'string' && fromQuery.trim() !== '') return fromQuery.trim();
  const fromCookie = request.cookies?.[APIKEY_COOKIE];
  if (typeof fromCookie === 'string' && fromCookie.trim() !== '') return fromCookie.trim();
  return undefined;
}
