/**
 * The metadata of a public page (issue 16 'Every public page: title, description, Open Graph image, canonical
 * URL'): one call per page with its path. Paths are relative; the root layout's metadataBase (the site origin)
 * makes them absolute.
 */
import { getRoute } from '@moodwire/domain';
import type { Metadata } from 'next';

/** The site's Open Graph image (app/og-image.png/route.tsx), 1200 x 630 as the large-card format wants. */
export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: 'Moodwire' };

export interface PageMetadataOptions {
  /** The page's canonical path, e.g. `/blog/how-buzz-and-sentiment-are-computed`. */
  path: string;
  title: string;
  description: string;
  /** `article` for a blog post, with its date and author. */
  article?: { publishedTime: string; authors: string[]; tags: string[] };
}

export function pageMetadata({ path, title, description, article }: PageMetadataOptions): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: 'Moodwire',
      images: [OG_IMAGE],
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title, description, images: [OG_IMAGE.url] },
  };
}

/** The metadata of a page of the route table (spec §2), titled as its menus name it. */
export function routePageMetadata(pattern: string, description: string): Metadata {
  return pageMetadata({ path: pattern, title: getRoute(pattern).title, description });
}
