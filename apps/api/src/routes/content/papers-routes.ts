/**
 * spec §7 '/papers (cached indefinitely)' and spec §2 'Papers: /papers (login required)': our research papers, our
 * method notes and the reading list, and the standalone HTML document of each of our research papers. Both answers
 * are immutable for a deploy: the list's ETag is the hash of its files, a document's the hash of its bytes.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { ContentIndex } from '@moodwire/content';
import { HttpError } from '../../http-error';
import { ApikeyQuery, AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { contentEtag, contentNotModified, PAPERS_CACHE } from './content-cache';
import { PaperListSchema } from './content-schemas';

const DOCUMENT_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.html$/;

export function papersRoutes(content: ContentIndex): FastifyPluginAsyncTypebox {
  return async (app) => {
    const etag = contentEtag(content.hashes.papers);
    const ids = [...content.paperDocuments.keys()];
    app.get(
      '/papers',
      {
        config: { access: { area: 'papers' } },
        schema: {
          tags: ['content'],
          security: KEYED_SECURITY,
          summary: 'Our research papers and method notes, and the published research on text sentiment we build on',
          description:
            'Cached indefinitely: `Cache-Control: private, max-age=31536000, immutable` with an ETag that changes only ' +
            'when the list does. Our research papers carry a date, an abstract and `downloadUrl`, their HTML document.',
          querystring: AuthQuery,
          response: { 200: dataOf(PaperListSchema, 'Papers and method notes'), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        if (contentNotModified(request, reply, etag, PAPERS_CACHE)) return reply;
        return { data: content.papers };
      },
    );

    app.get(
      '/papers/:file',
      {
        config: { access: { area: 'papers' } },
        schema: {
          tags: ['content'],
          security: KEYED_SECURITY,
          summary: 'One of our research papers as a standalone HTML document',
          description:
            'A self-contained HTML file (inline style, no script, nothing to load) under a strict ' +
            'Content-Security-Policy. Opens in the browser (`Content-Disposition: inline`), or is saved with ' +
            '`download=1` (`attachment`). Cached indefinitely with an ETag, as `/papers`.',
          params: Type.Object({
            file: Type.String({
              pattern: DOCUMENT_FILE.source,
              maxLength: 100,
              description: `{id}.html of a research paper: ${ids.map((id) => `${id}.html`).join(', ')}`,
              examples: [`${ids[0] ?? 'golden-set-evaluation'}.html`],
            }),
          }),
          querystring: Type.Object({
            apikey: ApikeyQuery,
            download: Type.Optional(
              Type.Union([Type.Literal('1'), Type.Literal('0')], {
                description: '1: save the file (Content-Disposition attachment) instead of opening it',
              }),
            ),
          }),
          response: {
            200: {
              description: 'The paper',
              content: { 'text/html': { schema: Type.String({ examples: ['<!doctype html>\n<html lang="en">…'] }) } },
            },
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const id = DOCUMENT_FILE.exec(request.params.file)?.[1] ?? '';
        const paper = content.paperDocuments.get(id);
        if (!paper) {
          throw new HttpError(404, 'Unknown paper', {
            message: `There is no paper '${request.params.file}'. Papers: ${ids.map((name) => `${name}.html`).join(', ')}.`,
          });
        }
        const { document } = paper;
        const disposition = request.query.download === '1' ? 'attachment' : 'inline';
        // The document's own policy replaces the API's default (default-src 'none' would block its inline style).
        reply
          .header('content-security-policy', `${document.contentSecurityPolicy}; frame-ancestors 'none'`)
          .header('content-disposition', `${disposition}; filename="${document.fileName}"`);
        if (contentNotModified(request, reply, contentEtag(document.hash), PAPERS_CACHE)) return reply;
        return reply.type('text/html; charset=utf-8').send(document.html);
      },
    );
  };
}
