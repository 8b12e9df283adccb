/**
 * spec §7 '/home-announce', '/home-news2?limit', '/home-blog2?url,limit,offset', '/home-featured': the public
 * content of the marketing site, answered from the content loaded at start.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { BlogPost, ContentIndex, NewsItem } from '@moodwire/content';
import { getProduct } from '@moodwire/domain';
import { HttpError } from '../../http-error';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { dataOf, errorResponses } from '../../schemas/common-schemas';
import { contentEtag, contentNotModified, FEATURED_CACHE, PUBLIC_CONTENT_CACHE } from './content-cache';
import { AnnouncementSchema, BlogAnswerSchema, FeaturedListSchema, NewsItemSchema } from './content-schemas';

/** `slug`, `/blog/slug` or a full address of the post's page. */
const POST_URL = /^(?:.*\/blog\/)?([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

function postSummary(post: BlogPost) {
  const { slug, url, title, date, summary, tags, author, featured, readingMinutes } = post;
  return { slug, url, title, date, summary, tags, author, featured, readingMinutes };
}

/** A news item as /home-news2 lists it; an announcement is the same record with its level. */
function newsItemRecord(entry: NewsItem) {
  const { slug, title, date, summary, tags, author, link, html } = entry;
  return { id: slug, title, date, summary, tags, author, link, html };
}

/** The published lake, or null when none is built yet (the home page still shows posts and docs then). */
async function currentLakeOrNull(lakes: LakeView): Promise<LoadedLake | null> {
  try {
    return await lakes.current();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 503) return null;
    throw error;
  }
}

export function homeRoutes(content: ContentIndex, lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    // API_AREAS.public: anyone may call these, so they declare no `access` (a guarded route authenticates first).
    const tags = ['content'];

    app.get(
      '/home-announce',
      {
        schema: {
          tags,
          summary: 'Current announcements for the home page, newest first',
          response: {
            200: dataOf(Type.Array(AnnouncementSchema, { examples: [[]] }), 'Announcements'),
          },
        },
      },
      async (request, reply) => {
        if (contentNotModified(request, reply, contentEtag(content.hashes.announcements), PUBLIC_CONTENT_CACHE)) {
          return reply;
        }
        return {
          data: content.announcements.map((entry) => ({ ...newsItemRecord(entry), level: entry.level })),
        };
      },
    );

    app.get(
      '/home-news2',
      {
        schema: {
          tags,
          summary: 'News items, newest first',
          querystring: Type.Object({
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'How many' })),
          }),
          response: {
            200: dataOf(Type.Array(NewsItemSchema, { examples: [[]] }), 'News items'),
            ...errorResponses(400),
          },
        },
      },
      async (request, reply) => {
        if (contentNotModified(request, reply, contentEtag(content.hashes.news), PUBLIC_CONTENT_CACHE)) return reply;
        const limit = request.query.limit ?? 10;
        return {
          data: content.news.slice(0, limit).map(newsItemRecord),
        };
      },
    );

    app.get(
      '/home-blog2',
      {
        schema: {
          tags,
          summary: 'Blog posts, newest first, or one post with its HTML when url is given',
          querystring: Type.Object({
            url: Type.Optional(
              Type.String({
                maxLength: 300,
                description: "The post's slug, or its page address ending in /blog/{slug}",
                examples: ['how-buzz-and-sentiment-are-computed'],
              }),
            ),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
          }),
          response: { 200: dataOf(BlogAnswerSchema, 'Posts, or one post'), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { url, limit = 10, offset = 0 } = request.query;
        // spec §5: empty query values are dropped by the client; treat one that arrives as absent.
        if (url !== undefined && url.trim() !== '') {
          const slug = POST_URL.exec(url.trim())?.[1];
          if (slug === undefined) throw badParameter('url', 'must be a post slug or an address ending in /blog/{slug}');
          const post = content.postsBySlug.get(slug);
          if (!post) throw new HttpError(404, 'Unknown blog post', { message: `There is no blog post '${slug}'.` });
          if (contentNotModified(request, reply, contentEtag(post.hash), PUBLIC_CONTENT_CACHE)) return reply;
          return { data: { ...postSummary(post), html: post.html, headings: post.headings } };
        }
        if (contentNotModified(request, reply, contentEtag(content.hashes.posts), PUBLIC_CONTENT_CACHE)) return reply;
        return {
          data: {
            total: content.posts.length,
            offset,
            limit,
            posts: content.posts.slice(offset, offset + limit).map(postSummary),
          },
        };
      },
    );

    app.get(
      '/home-featured',
      {
        schema: {
          tags,
          summary: 'Groups, posts and docs featured on the home page',
          description:
            'Groups are shown only when the published lake has them, with their live member count and featured asset; ' +
            'without a published lake only posts and docs are featured.',
          response: { 200: dataOf(FeaturedListSchema, 'Featured items') },
        },
      },
      async (request, reply) => {
        const lake = await currentLakeOrNull(lakes);
        const etag = contentEtag(content.hashes.featured, lake?.buildId ?? 'nolake');
        if (contentNotModified(request, reply, etag, FEATURED_CACHE)) return reply;
        const items = content.featured.flatMap((entry) => {
          const base = { kind: entry.kind, ref: entry.ref, title: entry.title, summary: entry.summary };
          if (entry.kind === 'post') {
            const post = content.postsBySlug.get(entry.ref);
            return post ? [{ ...base, href: post.url }] : [];
          }
          if (entry.kind === 'doc') {
            const [area = '', ...rest] = entry.ref.split('/');
            const page = content.docs.get(area)?.byPath.get(rest.join('/'));
            return page ? [{ ...base, href: page.webPath }] : [];
          }
          // Only groups of the system list, never a watchlist, and only when this lake has them.
          const group = lake?.groupsById.get(entry.ref);
          if (!lake || !group || group.type !== 'system') return [];
          const featured = group.featured === null ? undefined : lake.assetsById.get(group.featured);
          return [
            {
              ...base,
              href: `/${getProduct(group.product).webPrefix}/${group.class}/${group.id}/overview`,
              group: {
                Group: group.id,
                Name: group.name,
                Class: group.class,
                Count: group.count,
                Dataset: group.dataset,
              },
              ...(featured ? { asset: { Asset: featured.id, Name: featured.name } } : {}),
            },
          ];
        });
        return { data: items };
      },
    );
  };
}
