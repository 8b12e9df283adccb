import { Feed } from 'feed';
import { BLOG_FEED_SIZE } from '@/lib/blog/blog-types';
import { listBlogPosts } from '@/lib/blog/list-blog-posts';
import { getSiteOrigin } from '@/lib/seo/site-origin';

/** The blog's RSS 2.0 feed (issue 16): the newest posts with their summaries, linked from /blog. */
export async function GET() {
  const origin = await getSiteOrigin();
  const { posts } = await listBlogPosts({ offset: 0, limit: BLOG_FEED_SIZE });
  const feed = new Feed({
    title: 'Moodwire blog',
    description: 'Notes on the data, the engine and how customers use them.',
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: 'en',
    copyright: `© ${new Date().getFullYear()} Moodwire`,
    updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : undefined,
    feedLinks: { rss: `${origin}/blog/rss.xml` },
  });
  for (const post of posts) {
    const link = `${origin}${post.url}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.summary,
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author }],
      category: post.tags.map((name) => ({ name })),
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
