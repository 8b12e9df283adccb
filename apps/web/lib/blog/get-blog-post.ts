/**
 * One blog post with its HTML body (spec §7 '/home-blog2?url'), or null when the API knows no post of that slug
 * (the page then answers 404). Cached per request: the page and its metadata read the same post once.
 */
import { cache } from 'react';
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';
import { statusOfFailure } from '@/lib/server/subject-check';
import type { BlogPost } from './blog-types';

/** A post's slug as the API accepts it; anything else cannot name a post. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const getBlogPost = cache(async (slug: string): Promise<BlogPost | null> => {
  if (!SLUG.test(slug) || slug.length > 200) return null;
  try {
    const data = await readData(publicApi().GET('/home-blog2', { params: { query: { url: slug } } }));
    if (!('html' in data)) throw new Error('The blog answered a list where one post was asked for');
    return data;
  } catch (error) {
    if (statusOfFailure(error) === 404) return null;
    throw error;
  }
});
