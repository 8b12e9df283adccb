/**
 * spec §7 '/{prefix}/v4/{asset_class}/assets?search,assets,format': the asset master of a class with the
 * reference's column names (anchor facts §3 'Asset master columns', as far as our universe has them), as JSON
 * `{ data }` or CSV; `search` runs on the in-memory asset index of the build (lake/asset-index.ts).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { AssetClass, UniverseAsset } from '@moodwire/domain';
import { CSV_CONTENT_TYPE, writeCsv } from '@moodwire/warehouse';
import { readFromLake } from '../../lake/answer-from-lake';
import { getAssetIndex } from '../../lake/asset-index';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { ApikeyQuery, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { parseList } from '../web/web-params';
import {
  ASSET_COLUMNS,
  assetRecordCsvExample,
  assetRecordSchema,
  EXAMPLE_ASSET_RECORD,
  toAssetRecord,
} from './asset-master-record';
import { DATA_PRODUCTS, DATA_V4_ACCESS, dataClassParam, findReadableDataClass } from './data-class';

const AssetsBody = Type.Object(
  { data: Type.Array(assetRecordSchema()) },
  { examples: [{ data: [EXAMPLE_ASSET_RECORD] }] },
);
const AssetsCsv = Type.String({
  description: 'The same records as CSV, header first',
  examples: [assetRecordCsvExample(EXAMPLE_ASSET_RECORD)],
});

const AssetsQuery = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Case-insensitive text in the name, ticker or RIC (or the start of the code); best matches first',
      examples: ['apple'],
    }),
  ),
  assets: Type.Optional(
    Type.String({ maxLength: 100_000, description: 'Comma-separated asset codes', examples: ['4372179024,US'] }),
  ),
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('csv')], { default: 'json', description: 'json (default) or csv' }),
  ),
  apikey: ApikeyQuery,
});

/** The class's assets: those matching `search` (best first) or all, then those of `assets` in the order asked for. */
function findAssets(
  lake: LoadedLake,
  assetClass: AssetClass,
  search: string | undefined,
  assets: string | undefined,
): readonly UniverseAsset[] {
  const index = getAssetIndex(lake);
  const found =
    search !== undefined && search.trim() !== ''
      ? index.search(search, { assetClass: assetClass.code })
      : index.list(assetClass.code);
  const codes = parseList(assets);
  if (!codes) return found;
  // Unknown codes, and codes the search did not find, are left out.
  const matching = new Set(found);
  return [...new Set(codes)].flatMap((code) => {
    const asset = index.get(code, assetClass.code);
    return asset && matching.has(asset) ? [asset] : [];
  });
}

export function assetsRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const product of DATA_PRODUCTS) {
      app.get(
        `/${product}/v4/:asset_class/assets`,
        {
          config: DATA_V4_ACCESS,
          schema: {
            tags: ['data'],
            security: KEYED_SECURITY,
            summary: `The assets of a ${product} asset class (asset master), optionally searched or picked by code`,
            params: Type.Object({ asset_class: dataClassParam(product) }),
            querystring: AssetsQuery,
            response: {
              200: {
                description: 'The assets: JSON { data } by default, CSV with format=csv',
                content: { 'application/json': { schema: AssetsBody }, 'text/csv': { schema: AssetsCsv } },
              },
              ...errorResponses(400, 401, 403, 404, 503),
            },
          },
        },
        async (request, reply) => {
          const assetClass = findReadableDataClass(app.ctx, request, product, request.params.asset_class);
          const lake = await lakes.current();
          const { search, assets, format } = request.query;
          const records = await readFromLake({
            request,
            reply,
            lakes,
            lake,
            // One kept answer for both formats (the records; CSV or JSON is written per request).
            key: JSON.stringify([assetClass.code, search ?? '', assets ?? '']),
            read: async () => findAssets(lake, assetClass, search, assets).map(toAssetRecord),
          });
          if (records === undefined) return reply;
          if (format === 'csv') {
            return reply.type(CSV_CONTENT_TYPE).send(writeCsv(ASSET_COLUMNS, records));
          }
          return reply.type('application/json; charset=utf-8').send({ data: records });
        },
      );
    }
  };
}
