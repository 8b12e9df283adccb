import type { MetadataRoute } from 'next';
import { BLOG_FEED_SIZE } from '@/lib/blog/blog-types';
import { listBlogPosts } from '@/lib/blog/list-blog-posts';
import { listPublicPaths } from '@/lib/seo/list-public-paths';
import { getSiteOrigin } from '@/lib/seo/site-origin';

/**
 * /sitemap.xml (issue 16): every public page of the route table (solution pages included) and every blog post,
 * with the post's date. Made per request, as the site origin and the posts are the running server's.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await getSiteOrigin();
  const pages: MetadataRoute.Sitemap = listPublicPaths().map((path) => ({ url: `${origin}${path}` }));
  const posts: MetadataRoute.Sitemap = [];
  // The API pages its answer; read every page (bounded by the total it reports).
  for (let offset = 0; ; offset += BLOG_FEED_SIZE) {
    const page = await listBlogPosts({ offset, limit: BLOG_FEED_SIZE });
    for (const post of page.posts) posts.push({ url: `${origin}${post.url}`, lastModified: post.date });
    if (page.posts.length === 0 || offset + BLOG_FEED_SIZE >= page.total) break;
  }
  return [...pages, ...posts];
}
