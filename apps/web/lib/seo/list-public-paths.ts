/**
 * The public pages of spec §2 that have one address (no parameter), from the route table, plus the solution
 * pages (in the table too): what the sitemap lists besides the blog's posts.
 */
import { ROUTES } from '@moodwire/domain';

/** Public, but nothing a search engine should offer: the sign-in form. */
const NOT_INDEXED = new Set(['/signin']);

export function listPublicPaths(): string[] {
  return ROUTES.filter(
    (route) => route.requirement.kind === 'public' && !route.pattern.includes('[') && !NOT_INDEXED.has(route.pattern),
  ).map((route) => route.pattern);
}
