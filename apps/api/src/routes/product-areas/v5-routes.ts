/**
 * Market and ESG analytics v5 (spec §7 /ma/v5/... and /esg/v5/...): the classes of each product, a class's
 * assets, the datafields (shaped like the v4 /info datacols: code, name, description, range, from the one
 * catalogue of packages/domain) and an asset's series.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type ApiArea,
  type AssetClass,
  classesOfProduct,
  type Indicator,
  listIndicators,
  type ProductCode,
  SOURCES,
  type UniverseAsset,
} from '@moodwire/domain';
import { listAssetRows } from '@moodwire/warehouse';
import { readFromLake } from '../../lake/answer-from-lake';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import {
  ASSET_COLUMNS,
  type AssetRecord,
  assetRecordCsvExample,
  assetRecordSchema,
  EXAMPLE_ASSET_RECORD,
  toAssetRecord,
} from '../data-v4/asset-master-record';
import {
  type DatafieldRecord,
  datafieldRecordSchema,
  EXAMPLE_SENTIMENT_DATAFIELD,
  toDatafieldRecord,
} from '../data-v4/datafield-record';
import { answerFromCurrentLake } from '../lake-call';
import { parseList } from '../web/web-params';
import {
  DatacolsQuery,
  DatatypeQuery,
  EndDate,
  FormatQuery,
  jsonOrCsv,
  listOf,
  SCORE_ROWS_CSV_EXAMPLE,
  type ScoreRow,
  ScoreRowSchema,
  StartDate,
} from './area-schemas';
import { classAssets, findClass, findClassAsset } from './class-assets';
import { classData, FREQUENCIES, parseDatacols, parseDatatype } from './class-data';
import { dateRange } from './date-range';
import { sendCsv } from './send-answer';

/** Documented maxima per request, and the default range without start_date, per frequency. */
export const V5_RANGES = {
  dai: { defaultDays: 365, maxDays: 1_830 },
  hou: { defaultDays: 7, maxDays: 92 },
} as const;

interface V5Product {
  prefix: 'ma' | 'esg';
  product: ProductCode;
  area: ApiArea;
  label: string;
}

const PRODUCTS: readonly V5Product[] = [
  { prefix: 'ma', product: 'rma', area: 'maV5', label: 'market analytics' },
  { prefix: 'esg', product: 'esg', area: 'esgV5', label: 'ESG analytics' },
];

/** The range column of the v4 /info datacols (anchor facts §1b): '0 to Inf', '-1 to 1', '0 to 1*', '1 to 100'. */
const RANGE_LABELS: Record<Indicator['rangeKind'], string> = {
  count: '0 to Inf',
  bipolar: '-1 to 1',
  unipolar: '0 to 1*',
  rank: '1 to 100',
};

function toDatafield(indicator: Indicator): DatafieldRecord {
  return toDatafieldRecord(indicator, RANGE_LABELS[indicator.rangeKind]);
}

const DatafieldSchema = datafieldRecordSchema({ examples: [EXAMPLE_SENTIMENT_DATAFIELD] });

const CodeName = Type.Object({ code: Type.String(), name: Type.String(), description: Type.Optional(Type.String()) });
const ClassSchema = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    dataset: Type.String({ description: 'rma, esgcor or esgadv' }),
    assets: Type.Integer({ description: 'Assets of the class in the lake' }),
    freqs: Type.Array(CodeName),
    datatypes: Type.Array(CodeName),
  },
  {
    examples: [
      {
        code: 'equ',
        name: 'Companies',
        dataset: 'rma',
        assets: 2000,
        freqs: [{ code: 'dai', name: 'Daily', description: '24-hour window, one row per day' }],
        datatypes: [{ code: 'News_Social', name: 'News and Social Media' }],
      },
    ],
  },
);

/** v5 names the region by its code. */
const EXAMPLE_ASSET: AssetRecord = { ...EXAMPLE_ASSET_RECORD, Region: 'amer' };
const AssetSchema = assetRecordSchema({ examples: [EXAMPLE_ASSET] });

const assetRecords = new WeakMap<readonly UniverseAsset[], AssetRecord[]>();

/** The asset-master records of a class (anchor facts §3 asset master columns), made once per build and class. */
function recordsOf(members: readonly UniverseAsset[]): AssetRecord[] {
  let records = assetRecords.get(members);
  if (!records) {
    // The v4 asset master's record, but v5 gives the region's code ('amer'), not its name ('Americas').
    records = members.map((asset) => ({ ...toAssetRecord(asset), Region: asset.region ?? null }));
    assetRecords.set(members, records);
  }
  return records;
}

function classRecord(lake: LoadedLake, assetClass: AssetClass) {
  const data = classData(assetClass);
  return {
    code: assetClass.code,
    name: assetClass.name,
    dataset: assetClass.dataset,
    assets: classAssets(lake, assetClass.code).length,
    freqs: FREQUENCIES.filter((freq) => data.frequencies.includes(freq.code)).map((freq) => ({
      code: freq.code,
      name: freq.name,
      description: freq.description,
    })),
    datatypes: SOURCES.filter((source) => data.dataTypes.includes(source.name)).map((source) => ({
      code: source.name,
      name: source.label,
    })),
  };
}

export function v5Routes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const { prefix, product, area, label } of PRODUCTS) {
      const config = { access: { area } };
      const common = { tags: ['v5'], security: KEYED_SECURITY };
      const codes = classesOfProduct(product).map((assetClass) => assetClass.code);
      const ClassParam = Type.String({
        minLength: 1,
        maxLength: 32,
        description: `Asset class: ${codes.join(', ')}`,
        examples: [codes[0]],
      });

      app.get(
        `/${prefix}/v5/classes`,
        {
          config,
          schema: {
            ...common,
            summary: `The asset classes of ${label} v5`,
            querystring: Type.Object({ apikey: ApikeyQuery }),
            response: {
              200: dataOf(listOf(ClassSchema), 'The classes'),
              ...errorResponses(401, 403, 503),
            },
          },
        },
        async (request, reply) =>
          answerFromCurrentLake(lakes, request, reply, {
            read: async (lake) => ({
              data: classesOfProduct(product).map((assetClass) => classRecord(lake, assetClass)),
            }),
          }),
      );

      app.get(
        `/${prefix}/v5/:class/assets`,
        {
          config,
          schema: {
            ...common,
            summary: `The assets of a ${label} v5 class`,
            params: Type.Object({ class: ClassParam }),
            querystring: Type.Object({
              search: Type.Optional(
                Type.String({
                  maxLength: 100,
                  description: 'Part of a name, code, RIC or ticker',
                  examples: ['apple'],
                }),
              ),
              assets: Type.Optional(
                Type.String({
                  maxLength: 10_000,
                  description: 'Comma-separated asset codes',
                  examples: ['4372179024'],
                }),
              ),
              format: FormatQuery,
              apikey: ApikeyQuery,
            }),
            response: {
              200: jsonOrCsv(listOf(AssetSchema), 'The assets', assetRecordCsvExample(EXAMPLE_ASSET)),
              ...errorResponses(400, 401, 403, 404, 503),
            },
          },
        },
        async (request, reply) => {
          const { query } = request;
          const lake = await lakes.current();
          const assetClass = findClass(request.params.class, codes);
          const records = await readFromLake({
            request,
            reply,
            lakes,
            lake,
            read: async () => {
              let records = recordsOf(classAssets(lake, assetClass.code));
              const wanted = parseList(query.assets);
              if (wanted && wanted.length > 0) {
                const set = new Set(wanted);
                records = records.filter((record) => set.has(record.assetCode));
              }
              const search = query.search?.trim().toLowerCase();
              if (search) {
                records = records.filter((record) =>
                  [record.name, record.assetCode, record.RIC, record.Ticker].some((field) =>
                    field?.toLowerCase().includes(search),
                  ),
                );
              }
              return records;
            },
          });
          if (records === undefined) return reply;
          if (query.format === 'csv') return sendCsv(reply, ASSET_COLUMNS, records);
          return { data: records };
        },
      );

      app.get(
        `/${prefix}/v5/datafields`,
        {
          config,
          schema: {
            ...common,
            summary: `The datafields of ${label} v5 (code, name, description, range)`,
            description:
              'Shaped like the datacols of the v4 /info call; without asset_class, every datafield of the product.',
            querystring: Type.Object({
              asset_class: Type.Optional(ClassParam),
              apikey: ApikeyQuery,
            }),
            response: {
              200: dataOf(listOf(DatafieldSchema), 'The datafields'),
              ...errorResponses(400, 401, 403, 404),
            },
          },
        },
        async (request) => {
          const code = request.query.asset_class;
          if (code !== undefined) {
            const assetClass = findClass(code, codes);
            return { data: listIndicators({ assetClass: assetClass.code }).map(toDatafield) };
          }
          const seen = new Set<string>();
          const fields = classesOfProduct(product)
            .flatMap((assetClass) => listIndicators({ assetClass: assetClass.code }))
            .filter((indicator) => {
              if (seen.has(indicator.code)) return false;
              seen.add(indicator.code);
              return true;
            });
          return { data: fields.map(toDatafield) };
        },
      );

      app.get(
        `/${prefix}/v5/data/:class/:freq/:code`,
        {
          config,
          schema: {
            ...common,
            summary: `An asset's ${label} v5 series`,
            description: `Rows oldest first: the row keys, buzz, then the datacols. dai: without start_date the last ${V5_RANGES.dai.defaultDays} days, at most ${V5_RANGES.dai.maxDays} days per request; hou: the last ${V5_RANGES.hou.defaultDays} days, at most ${V5_RANGES.hou.maxDays}.`,
            params: Type.Object({
              class: ClassParam,
              freq: Type.String({ maxLength: 10, description: 'dai (daily) or hou (hourly)', examples: ['dai'] }),
              code: Type.String({ minLength: 1, maxLength: 100, description: 'Asset code', examples: ['4372179024'] }),
            }),
            querystring: Type.Object({
              start_date: StartDate,
              end_date: EndDate,
              datatype: DatatypeQuery,
              datacols: DatacolsQuery,
              format: FormatQuery,
              apikey: ApikeyQuery,
            }),
            response: {
              200: jsonOrCsv(listOf(ScoreRowSchema), 'The rows', SCORE_ROWS_CSV_EXAMPLE),
              ...errorResponses(400, 401, 403, 404, 503),
            },
          },
        },
        async (request, reply) => {
          const { params, query } = request;
          const lake = await lakes.current();
          const assetClass = findClass(params.class, codes);
          const asset = findClassAsset(lake, assetClass.code, params.code);
          const data = classData(assetClass);
          const freq = FREQUENCIES.find((candidate) => candidate.code === params.freq);
          if (!freq || !data.frequencies.includes(freq.code)) {
            throw badParameter('freq', `use ${data.frequencies.join(' or ')} for ${assetClass.code}`);
          }
          const dataType = parseDatatype(query.datatype, data);
          const columns = parseDatacols(query.datacols, assetClass);
          const range = dateRange(query, lake, V5_RANGES[freq.code]);
          const result = await readFromLake({
            request,
            reply,
            lakes,
            lake,
            parameter: 'datacols',
            read: () =>
              listAssetRows({
                dataset: data.dataset,
                assetClass: data.lakeClass,
                assetCode: asset.id,
                frequency: freq.lake,
                ...(dataType === undefined ? {} : { dataType }),
                ...(columns === undefined ? {} : { columns }),
                ...range,
                dataDir: lakes.dataDir,
              }),
          });
          if (result === undefined) return reply;
          if (query.format === 'csv') return sendCsv(reply, result.columns, result.rows);
          return { data: result.rows as ScoreRow[] };
        },
      );
    }
  };
}
