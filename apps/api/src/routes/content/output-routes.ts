/** spec §7 '/webdocs/output/{file}': the generated files of the docs area (docs-output.ts says which). */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { HttpError } from '../../http-error';
import { ApikeyQuery, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { contentNotModified, DOCS_CACHE } from './content-cache';
import { buildCatalogueFiles, buildOpenApiFile, type DocsOutputFile } from './docs-output';

export const outputRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = new Map(buildCatalogueFiles().map((entry) => [entry.name, entry]));
  const names = ['openapi.json', ...catalogue.keys()];
  // The OpenAPI document is complete only once every route is registered: made on first request.
  let openApi: DocsOutputFile | undefined;

  app.get(
    '/webdocs/output/:file',
    {
      config: { access: { area: 'docs' } },
      schema: {
        tags: ['content'],
        security: KEYED_SECURITY,
        summary: 'A generated file of the docs area: openapi.json, indicators.csv, asset-classes.csv, sources.csv',
        params: Type.Object({
          file: Type.String({
            pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:json|csv)$',
            maxLength: 60,
            description: `One of ${names.join(', ')}`,
            examples: ['indicators.csv'],
          }),
        }),
        querystring: Type.Object({ apikey: ApikeyQuery }),
        response: {
          200: {
            description: 'The file',
            content: {
              'application/json': {
                schema: Type.Object({}, { additionalProperties: true, examples: [{ openapi: '3.1.0' }] }),
              },
              'text/csv': {
                schema: Type.String({ examples: ['Code,Name,Label\nall,News_Social,News and Social Media\n'] }),
              },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const name = request.params.file;
      let entry = catalogue.get(name);
      if (name === 'openapi.json') {
        openApi ??= buildOpenApiFile(app.swagger());
        entry = openApi;
      }
      if (!entry) {
        throw new HttpError(404, 'Unknown file', {
          message: `There is no docs file '${name}'. Files: ${names.join(', ')}.`,
        });
      }
      if (contentNotModified(request, reply, entry.etag, DOCS_CACHE)) return reply;
      reply.type(entry.contentType);
      if (entry.contentType.startsWith('text/csv')) {
        reply.header('content-disposition', `attachment; filename="${entry.name}"`);
      }
      return reply.send(entry.body);
    },
  );
};
