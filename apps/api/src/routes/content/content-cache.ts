/**
 * Caching of the content calls. Content changes only with a deploy, so answers are validated by a hash of the
 * files they were made from: the home and blog calls may be kept a few minutes by any cache; docs answers are
 * private (they need the docs permission); /papers is cached indefinitely (spec §7 'cached indefinitely'): the
 * browser never revalidates it, and a changed list comes with a new ETag after a deploy.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PUBLIC_CONTENT_CACHE = 'public, max-age=300, must-revalidate';
/** /home-featured also follows the lake's build (member counts and featured assets). */
export const FEATURED_CACHE = 'public, max-age=60, must-revalidate';
export const DOCS_CACHE = 'private, max-age=300, must-revalidate';
export const PAPERS_CACHE = 'private, max-age=31536000, immutable';

export function contentEtag(...parts: string[]): string {
  return `"content-${parts.filter(Boolean).join('-')}"`;
}

/**
 * Sets ETag and Cache-Control; answers 304 (and returns true) when the client already holds this answer.
 */
export function contentNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!tags.includes(etag) && !tags.includes('*')) return false;
  void reply.code(304).send();
  return true;
}
