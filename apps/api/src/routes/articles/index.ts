/**
 * Articles (spec §7 '/articles/data_preview?ids and /articles/data?ids'): the documents behind the indices by id,
 * as a preview or whole with the engine's scores per asset, for MASF v4 users; and the recent articles of an
 * asset (`/articles/list`) for every signed-in user's asset page. The lake keeps full texts for its retention
 * window and every imported document (README 'Documents'): an id it does not hold is reported in `missing`
 * with the reason, and a request none of whose ids is held is a 404 naming them.
 */
import { type FastifyPluginAsyncTypebox, type TSchema, Type } from '@fastify/type-provider-typebox';
import { ASSET_CLASS_CODES } from '@moodwire/domain';
import {
  type DocumentAsset,
  documentPreview,
  type GetDocumentsResult,
  getDocuments,
  type LakeDocument,
  listDocuments,
  MAX_DOCUMENT_IDS,
  MAX_DOCUMENT_OFFSET,
  MAX_DOCUMENT_PAGE,
} from '@moodwire/warehouse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { answerFromLake, readFromLake } from '../../lake/answer-from-lake';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { findClass, findClassAsset } from '../product-areas/class-assets';
import { parseList } from '../web/web-params';
import { ArticleListSchema, ArticlePreviewsSchema, ArticlesSchema } from './article-schemas';

/** Longest id the lake gives a document (the importers refuse longer ones). */
const MAX_ID_CHARS = 200;
const DEFAULT_PAGE = 20;

/** What every article answer says of a document, whole, previewed or listed (the lake's source type is `source`). */
function articleHead(document: Pick<LakeDocument, 'id' | 'time' | 'sourceType' | 'outlet' | 'title' | 'url'>) {
  const { id, time, sourceType, outlet, title, url } = document;
  return { id, time, source: sourceType, outlet, title, url };
}

/** An asset an article refers to, as the article answers name it. */
function articleAssetRef(asset: DocumentAsset) {
  return { class: asset.assetClass, code: asset.assetCode, name: asset.name };
}

const IdsQuery = Type.Object({
  ids: Type.String({
    maxLength: MAX_DOCUMENT_IDS * (MAX_ID_CHARS + 1),
    description: `Comma-separated article ids, 1 to ${MAX_DOCUMENT_IDS} per request (more, or none, is a 400)`,
    examples: ['gen-2026-11-20-1k,gen-2026-11-20-1m'],
  }),
  apikey: ApikeyQuery,
});

/** The ids of `?ids=`, each once; none or more than the maximum is a 400 naming the parameter. */
export function parseIds(value: string): string[] {
  const ids = [...new Set(parseList(value) ?? [])];
  if (ids.length === 0) throw badParameter('ids', `name 1 to ${MAX_DOCUMENT_IDS} article ids, comma-separated`);
  if (ids.length > MAX_DOCUMENT_IDS) {
    throw badParameter('ids', `names ${ids.length} articles; at most ${MAX_DOCUMENT_IDS} per request`);
  }
  const long = ids.find((id) => id.length > MAX_ID_CHARS);
  if (long !== undefined)
    throw badParameter('ids', `'${long.slice(0, 40)}…' is longer than ${MAX_ID_CHARS} characters`);
  return ids;
}

/** A 404 when none of the asked ids is in the lake (each named with its reason); otherwise the result as is. */
function someFound(result: GetDocumentsResult): GetDocumentsResult {
  if (result.documents.length > 0) return result;
  const message = result.missing.map((missing) => missing.message).join(' ');
  const error = result.missing.length === 1 ? 'Article not found' : 'Articles not found';
  throw new HttpError(404, error, { message });
}

export function articleRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const masf = { access: { area: 'masfV4' as const } };
    const common = { tags: ['articles'], security: KEYED_SECURITY };

    /** The schema of a call of articles by id (spec §7): the ids, the articles found in the call's shape, missing. */
    function byIdsSchema<T extends TSchema>(summary: string, articles: T) {
      return {
        ...common,
        summary,
        description: `Articles in the order asked; ids the lake does not hold are listed in missing with the reason (a 404 when it holds none of them). At most ${MAX_DOCUMENT_IDS} ids per request.`,
        querystring: IdsQuery,
        response: {
          200: dataOf(articles, 'The articles found and the ids missing'),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      };
    }

    /**
     * The answer of a call of articles by id for the request's build: each article found as `toArticle` shapes it,
     * and the missing ids; a 404 when none is found (the reply when a 304 has been sent).
     */
    async function answerByIds<Article>(
      idsParameter: string,
      request: FastifyRequest,
      reply: FastifyReply,
      toArticle: (document: LakeDocument) => Article,
    ) {
      const ids = parseIds(idsParameter);
      const lake = await lakes.current();
      const result = await readFromLake({
        request,
        reply,
        lakes,
        lake,
        parameter: 'ids',
        read: () => getDocuments({ ids, dataDir: lakes.dataDir }),
      });
      if (!result) return reply;
      const { documents, missing } = someFound(result);
      return { data: { articles: documents.map((document) => toArticle(document)), missing } };
    }

    app.get(
      '/articles/data_preview',
      {
        config: masf,
        schema: byIdsSchema(
          'Previews of articles by id: title, time, source, outlet, url, the opening of the body, assets',
          ArticlePreviewsSchema,
        ),
      },
      async (request, reply) =>
        answerByIds(request.query.ids, request, reply, (document) => ({
          ...articleHead(document),
          preview: documentPreview(document.body),
          assets: document.assets.map(articleAssetRef),
        })),
    );

    app.get(
      '/articles/data',
      {
        config: masf,
        schema: byIdsSchema('Whole articles by id, with the engine scores of each asset they refer to', ArticlesSchema),
      },
      async (request, reply) =>
        answerByIds(request.query.ids, request, reply, (document) => ({
          ...articleHead(document),
          body: document.body,
          language: document.language,
          imported: document.imported,
          assets: document.assets.map((asset) => ({
            ...articleAssetRef(asset),
            mentions: asset.mentions,
            buzz: asset.buzz,
            sentiment: asset.sentiment,
          })),
        })),
    );

    app.get(
      '/articles/list',
      {
        config: { access: { area: 'web' } },
        schema: {
          ...common,
          summary: "An asset's recent articles, newest first (the asset page)",
          description:
            'The articles the lake keeps that refer to the asset (its retention window and imported articles), with the engine scores for the asset.',
          querystring: Type.Object({
            class: Type.String({ minLength: 1, maxLength: 32, description: 'Asset class', examples: ['equ'] }),
            code: Type.String({ minLength: 1, maxLength: 100, description: 'Asset code', examples: ['4372179024'] }),
            limit: Type.Optional(
              Type.Integer({ minimum: 1, maximum: MAX_DOCUMENT_PAGE, default: DEFAULT_PAGE, description: 'Page size' }),
            ),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DOCUMENT_OFFSET, default: 0 })),
            source: Type.Optional(
              Type.String({
                maxLength: 20,
                description: 'News or Social (or nws, soc); News_Social or all (the default) for both',
                examples: ['News'],
              }),
            ),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(ArticleListSchema, "A page of the asset's articles"),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { query } = request;
        const lake = await lakes.current();
        const assetClass = findClass(query.class, ASSET_CLASS_CODES);
        const asset = findClassAsset(lake, assetClass.code, query.code);
        const limit = query.limit ?? DEFAULT_PAGE;
        const offset = query.offset ?? 0;
        // ESG and regional classes read the articles of their base class (the same companies and countries).
        return answerFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'source',
          read: async () => {
            const page = await listDocuments({
              assetClass: assetClass.baseClass,
              assetCode: asset.id,
              ...(query.source === undefined || query.source === '' ? {} : { source: query.source }),
              limit,
              offset,
              dataDir: lakes.dataDir,
            });
            return {
              data: {
                asset: { class: assetClass.code, code: asset.id, name: asset.name },
                total: page.total,
                offset,
                limit,
                retainedFrom: lake.manifest.documents.stored?.retainedFrom ?? null,
                articles: page.documents.map((document) => ({
                  ...articleHead(document),
                  preview: document.preview,
                  imported: document.imported,
                  mentions: document.mentions,
                  buzz: document.buzz,
                  sentiment: document.sentiment,
                })),
              },
            };
          },
        });
      },
    );
  };
}
