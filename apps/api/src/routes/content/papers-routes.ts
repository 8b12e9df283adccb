/**
 * spec §7 '/papers (cached indefinitely)' and spec §2 'Papers: /papers (login required)': the research papers and
 * method notes of the Papers page. The answer is immutable for a deploy: its ETag is the hash of papers.yaml.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContentIndex } from '@moodwire/content';
import { AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { contentEtag, contentNotModified, PAPERS_CACHE } from './content-cache';
import { PaperListSchema } from './content-schemas';

export function papersRoutes(content: ContentIndex): FastifyPluginAsyncTypebox {
  return async (app) => {
    const etag = contentEtag(content.hashes.papers);
    app.get(
      '/papers',
      {
        config: { access: { area: 'papers' } },
        schema: {
          tags: ['content'],
          security: KEYED_SECURITY,
          summary: 'Research papers on text sentiment and markets, and our method notes',
          description:
            'Cached indefinitely: `Cache-Control: private, max-age=31536000, immutable` with an ETag that changes only ' +
            'when the list does.',
          querystring: AuthQuery,
          response: { 200: dataOf(PaperListSchema, 'Papers and method notes'), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        if (contentNotModified(request, reply, etag, PAPERS_CACHE)) return reply;
        return { data: content.papers };
      },
    );
  };
}
