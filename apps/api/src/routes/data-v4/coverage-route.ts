/**
 * The coverage list of a class (issue 14 'Coverage list'): every asset of the asset master (the columns of
 * `/{prefix}/v4/{asset_class}/assets`) with its first and last day with daily data (any source) and how many days
 * have data; an asset without data has empty dates. JSON `{ data }` or CSV.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { AssetClass } from '@moodwire/domain';
import { type CoverageRow, CSV_CONTENT_TYPE, listCoverage, listScoreCoverage, writeCsv } from '@moodwire/warehouse';
import { readFromLake } from '../../lake/answer-from-lake';
import { getAssetIndex } from '../../lake/asset-index';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { ApikeyQuery, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { csvExample } from '../csv-example';
import {
  ASSET_COLUMNS,
  type AssetRecord,
  assetRecordSchema,
  EXAMPLE_ASSET_RECORD,
  toAssetRecord,
} from './asset-master-record';
import { DATA_PRODUCTS, DATA_V4_ACCESS, dataClassParam, dataSourceOf, findReadableDataClass } from './data-class';

export const COVERAGE_COLUMNS = [...ASSET_COLUMNS, 'firstDate', 'lastDate', 'days'] as const;
export type CoverageRecord = AssetRecord & { firstDate: string | null; lastDate: string | null; days: number };

const EXAMPLE: CoverageRecord = {
  ...EXAMPLE_ASSET_RECORD,
  firstDate: '2023-11-27',
  lastDate: '2026-11-25',
  days: 1095,
};

const Day = Type.Union([Type.String({ description: 'YYYY-MM-DD (UTC)' }), Type.Null()]);
const CoverageBody = Type.Object(
  {
    data: Type.Array(
      Type.Object({
        ...assetRecordSchema().properties,
        firstDate: Day,
        lastDate: Day,
        days: Type.Integer({ description: 'Days with daily data, any source' }),
      }),
    ),
  },
  { examples: [{ data: [EXAMPLE] }] },
);

/** The class's daily coverage by asset code, from the dataset behind it (regions read their base class). */
async function readCoverage(lakes: LakeView, lake: LoadedLake, assetClass: AssetClass): Promise<CoverageRow[]> {
  const source = dataSourceOf(lake, assetClass);
  if (source.dataset === 'rma') return listCoverage({ assetClass: source.datasetClass, dataDir: lakes.dataDir });
  return listScoreCoverage({ dataset: source.dataset, assetClass: source.datasetClass, dataDir: lakes.dataDir });
}

export function coverageRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const product of DATA_PRODUCTS) {
      app.get(
        `/${product}/v4/:asset_class/coverage`,
        {
          config: DATA_V4_ACCESS,
          schema: {
            tags: ['data'],
            security: KEYED_SECURITY,
            summary: `The coverage list of a ${product} asset class: every asset with its first and last day of data`,
            params: Type.Object({ asset_class: dataClassParam(product) }),
            querystring: Type.Object({
              format: Type.Optional(
                Type.Union([Type.Literal('json'), Type.Literal('csv')], {
                  default: 'json',
                  description: 'json (default) or csv',
                }),
              ),
              apikey: ApikeyQuery,
            }),
            response: {
              200: {
                description: 'The assets: JSON { data } by default, CSV with format=csv',
                content: {
                  'application/json': { schema: CoverageBody },
                  'text/csv': { schema: Type.String({ examples: [csvExample(COVERAGE_COLUMNS, EXAMPLE)] }) },
                },
              },
              ...errorResponses(401, 403, 404, 503),
            },
          },
        },
        async (request, reply) => {
          const assetClass = findReadableDataClass(app.ctx, request, product, request.params.asset_class);
          const lake = await lakes.current();
          const records = await readFromLake({
            request,
            reply,
            lakes,
            lake,
            // One kept answer for both formats.
            key: assetClass.code,
            parameter: 'asset_class',
            read: async () => {
              const coverage = new Map(
                (await readCoverage(lakes, lake, assetClass)).map((row) => [row.assetCode, row]),
              );
              return getAssetIndex(lake)
                .list(assetClass.code)
                .map((asset): CoverageRecord => {
                  const row = coverage.get(asset.id);
                  return {
                    ...toAssetRecord(asset),
                    firstDate: row?.firstDate ?? null,
                    lastDate: row?.lastDate ?? null,
                    days: row?.days ?? 0,
                  };
                });
            },
          });
          if (records === undefined) return reply;
          if (request.query.format === 'csv') {
            return reply.type(CSV_CONTENT_TYPE).send(writeCsv(COVERAGE_COLUMNS, records));
          }
          return reply.type('application/json; charset=utf-8').send({ data: records });
        },
      );
    }
  };
}
