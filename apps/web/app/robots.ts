import { ROUTES } from '@moodwire/domain';
import type { MetadataRoute } from 'next';
import { getSiteOrigin } from '@/lib/seo/site-origin';

/**
 * /robots.txt (issue 16): crawl the public site; not the signed-in app (every route of the route table that needs
 * an account, up to its first parameter), the admin pages, the API proxy (/x/) or the web server's own API (/api/).
 * A public page under a refused prefix (/ma4/intro under /ma4/) is allowed by name: crawlers follow the longest
 * matching rule.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await getSiteOrigin();
  const disallow = new Set(['/x/', '/api/', '/admin']);
  for (const route of ROUTES) {
    if (route.requirement.kind !== 'public') disallow.add(route.pattern.replace(/\[.*$/, ''));
  }
  const allow = ROUTES.filter(
    (route) => route.requirement.kind === 'public' && [...disallow].some((prefix) => route.pattern.startsWith(prefix)),
  ).map((route) => route.pattern.replace(/\[.*$/, ''));
  return {
    rules: { userAgent: '*', allow: ['/', ...new Set(allow)], disallow: [...disallow].sort() },
    sitemap: `${origin}/sitemap.xml`,
  };
}
