/**
 * A page of the blog's posts, newest first, as the content API serves them (spec §7 '/home-blog2?limit,offset',
 * posts from packages/content). Read on the server without a key: the blog is public.
 */
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';
import type { BlogPostPage } from './blog-types';

export interface ListBlogPostsOptions {
  offset: number;
  limit: number;
}

export async function listBlogPosts({ offset, limit }: ListBlogPostsOptions): Promise<BlogPostPage> {
  const data = await readData(publicApi().GET('/home-blog2', { params: { query: { offset, limit } } }));
  if (!('posts' in data)) throw new Error('The blog answered one post where a list was asked for');
  return data;
}
