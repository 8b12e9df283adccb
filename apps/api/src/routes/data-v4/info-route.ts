/**
 * spec §7 '/{prefix}/v4/{asset_class}/info': the datacols, datatypes and freqs of a class with codes, names,
 * descriptions and ranges, from the one indicator catalogue and asset-class table of '@moodwire/domain', so that
 * clients build their menus from it (anchor facts §1b, §3 '/info').
 */
import { createHash } from 'node:crypto';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type AssetClass,
  type Indicator,
  listDataFrequencies,
  listDataTypes,
  listIndicators,
  RANGE_BOUNDS,
  type RangeKind,
} from '@moodwire/domain';
import { answerWithoutLake } from '../../lake/answer-from-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { DATA_PRODUCTS, DATA_V4_ACCESS, dataClassParam, findReadableDataClass } from './data-class';
import {
  type DatafieldRecord,
  datafieldRecordSchema,
  EXAMPLE_SENTIMENT_DATAFIELD,
  toDatafieldRecord,
} from './datafield-record';

/** Ranges as the reference's metadata writes them ('0 to Inf', '-1 to 1'). */
function rangeText(kind: RangeKind): string {
  const { min, max } = RANGE_BOUNDS[kind];
  return `${min} to ${Number.isFinite(max) ? max : 'Inf'}`;
}

function datacol(indicator: Indicator): DatafieldRecord {
  return toDatafieldRecord(indicator, rangeText(indicator.rangeKind));
}

const InfoSchema = Type.Object(
  {
    datacols: Type.Array(datafieldRecordSchema()),
    datatypes: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
    freqs: Type.Array(
      Type.Object({ code: Type.String(), name: Type.String(), description: Type.String(), altcode: Type.String() }),
    ),
  },
  {
    examples: [
      {
        datacols: [
          {
            code: 'buzz',
            name: 'Buzz',
            description: 'Total weight of all scored references to the asset; every other score is a share of it.',
            range: '0 to Inf',
          },
          EXAMPLE_SENTIMENT_DATAFIELD,
        ],
        datatypes: [{ code: 'News_Social', name: 'News and Social Media' }],
        freqs: [
          {
            code: 'dai',
            name: 'Daily',
            description: '24-hour window, updated daily at 20:30 UTC',
            altcode: 'WDAI_UDAI',
          },
        ],
      },
    ],
  },
);

interface ClassInfo {
  body: {
    data: {
      datacols: DatafieldRecord[];
      datatypes: { code: string; name: string }[];
      freqs: { code: string; name: string; description: string; altcode: string }[];
    };
  };
  etag: string;
}

const INFO = new Map<string, ClassInfo>();

/** A class's info, computed once (it depends only on the domain tables, so its ETag is their hash). */
function classInfo(assetClass: AssetClass): ClassInfo {
  let info = INFO.get(assetClass.code);
  if (!info) {
    const data = {
      datacols: listIndicators({ assetClass: assetClass.code }).map(datacol),
      datatypes: listDataTypes(assetClass.code),
      freqs: listDataFrequencies(assetClass.code).map(({ code, name, description, altcode }) => ({
        code,
        name,
        description,
        altcode,
      })),
    };
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
    info = { body: { data }, etag: `"info-${hash}"` };
    INFO.set(assetClass.code, info);
  }
  return info;
}

export function infoRoutes(): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const product of DATA_PRODUCTS) {
      app.get(
        `/${product}/v4/:asset_class/info`,
        {
          config: DATA_V4_ACCESS,
          schema: {
            tags: ['data'],
            security: KEYED_SECURITY,
            summary: `The indicator columns, data types and frequencies of a ${product} asset class`,
            params: Type.Object({ asset_class: dataClassParam(product) }),
            querystring: Type.Object({ apikey: ApikeyQuery }),
            response: { 200: dataOf(InfoSchema, 'The class metadata'), ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request, reply) => {
          const assetClass = findReadableDataClass(app.ctx, request, product, request.params.asset_class);
          const { etag, body } = classInfo(assetClass);
          return answerWithoutLake({ request, reply, etag, answer: body });
        },
      );
    }
  };
}
