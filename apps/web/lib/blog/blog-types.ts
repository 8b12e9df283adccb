/** The blog's shapes, read from the API's OpenAPI types (/home-blog2 answers a page of posts or one post). */
import type { paths } from '@/lib/api/openapi-types';

type BlogAnswer = paths['/home-blog2']['get']['responses'][200]['content']['application/json']['data'];

/** A page of posts, newest first (the answer without `url`). */
export type BlogPostPage = Extract<BlogAnswer, { posts: unknown }>;
export type BlogPostSummary = BlogPostPage['posts'][number];
/** One post with its HTML body and headings (the answer to `url`). */
export type BlogPost = Extract<BlogAnswer, { html: string }>;

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 5;

/** "14 September 2026" for a YYYY-MM-DD date (read as a calendar day, not a moment). */
export function formatPostDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Posts in the RSS feed (the API's largest page). */
export const BLOG_FEED_SIZE = 50;
