/** spec §7 '/asset-summary': the header of the asset page (asset-page-query.ts lists the page's calls). */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { getDefaultSentimentIndicator, requireAssetClass } from '@moodwire/domain';
import { getAssetMeasures } from '@moodwire/warehouse';
import type { LakeView } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { openAssetCall } from './asset-call';
import { ASSET_DAY_QUERY, parseAssetDay } from './asset-page-query';
import { inSpan, type PriceReader } from './price-routes';
import { classMembers } from './web-assets';
import { ASSET_RECORD_EXAMPLE, AssetRecordFields, NullableNumber } from './web-params';

const MeasureSchema = Type.Object({
  indicator: Type.String(),
  value: Type.Union([Type.Number(), Type.Null()], {
    description: 'The value on the day; null (NA) when the asset has no data that day',
  }),
  previous: Type.Union([Type.Number(), Type.Null()], {
    description: 'The value `period` days earlier; null (NA) when the asset has no data that day',
  }),
  change: Type.Union([Type.Number(), Type.Null()], { description: 'value - previous; null unless both have a value' }),
  date: Type.Union([Type.String(), Type.Null()], {
    description: 'Window the value is from (the day of the summary); null when the value is NA',
  }),
  previousDate: Type.Union([Type.String(), Type.Null()], {
    description: 'Window the previous value is from; null when it is NA',
  }),
  rank: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Rank in the class by value, 1 = highest (ties by asset code); null without a value',
  }),
  rankOf: Type.Integer({ description: 'Assets of the class with a value' }),
});

const SummarySchema = Type.Object(
  {
    ...AssetRecordFields,
    className: Type.String(),
    source: Type.String(),
    date: Type.String({ description: 'Window of the summary (the last day of the lake unless end says)' }),
    previousDate: Type.String({ description: 'Window the changes are measured from' }),
    price: Type.Union([
      Type.Object({ date: Type.String(), price: NullableNumber, Return: NullableNumber }),
      Type.Null(),
    ]),
    buzz: MeasureSchema,
    sentiment: MeasureSchema,
  },
  {
    examples: [
      {
        ...ASSET_RECORD_EXAMPLE,
        className: 'Companies',
        source: 'News_Social',
        date: '2026-11-22T20:30:00.000Z',
        previousDate: '2026-11-21T20:30:00.000Z',
        price: { date: '2026-11-22T20:30:00.000Z', price: 231.4, Return: 0.0123 },
        buzz: {
          indicator: 'buzz',
          value: 412.5,
          previous: 380,
          change: 32.5,
          date: '2026-11-22T20:30:00.000Z',
          previousDate: '2026-11-21T20:30:00.000Z',
          rank: 3,
          rankOf: 1950,
        },
        sentiment: {
          indicator: 'sentiment',
          value: 0.12,
          previous: 0.08,
          change: 0.04,
          date: '2026-11-22T20:30:00.000Z',
          previousDate: '2026-11-21T20:30:00.000Z',
          rank: 402,
          rankOf: 1950,
        },
      },
    ],
  },
);

export function assetSummaryRoutes(lakes: LakeView, prices: PriceReader): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/asset-summary',
      {
        config: { access: { area: 'web' } },
        schema: {
          tags: ['web'],
          security: KEYED_SECURITY,
          summary: 'The header of the asset page: reference fields, last price, latest buzz and default sentiment',
          description:
            'Buzz and the default sentiment indicator of the class (spec §9) on the last day of the lake (or ' +
            '`end`), their change over `period` days, and their rank in the class (cls, the group’s class, or ' +
            'the asset’s own). A value is the asset’s own daily window of that day, labelled with it (`date`, ' +
            '`previousDate`): a day without data is NA (null), never an earlier day carried forward, and a change ' +
            'needs a value on both days. ' +
            'An ESG class reads its own dataset: ESG Core ranks (ESG, News_Social only) or ESG Advanced scores ' +
            '(community), with the ESG buzz.',
          querystring: Type.Object(ASSET_DAY_QUERY),
          response: { 200: dataOf(SummarySchema, 'The asset summary'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const call = await openAssetCall({ ctx: app.ctx, lakes, request, reply }, query);
        const { lake, asset, baseClass, classCode, dataClass } = call;
        const { source, span, period } = parseAssetDay(query, lake, dataClass);
        return call.answer({
          read: async () => {
            const [measured, pricePoints] = await Promise.all([
              // Only the measures name a parameter: the prices are the base class's own, whatever src says.
              readLake('src', () =>
                getAssetMeasures({
                  assetClass: dataClass,
                  assetCode: asset.id,
                  // Ranked among the class's assets: an ESG or regional class is a subset of its base class.
                  assetCodes:
                    classCode === baseClass ? undefined : classMembers(lake, classCode).map((member) => member.id),
                  indicator: getDefaultSentimentIndicator(dataClass),
                  source,
                  date: span.end,
                  period,
                  dataDir: lakes.dataDir,
                }),
              ),
              baseClass === 'cou' ? Promise.resolve([]) : prices.read(lake, baseClass, asset.id, 'daily'),
            ]);
            const last = inSpan(pricePoints, { start: undefined, end: span.end, to: span.to }).at(-1);
            return {
              data: {
                ...call.record,
                className: requireAssetClass(classCode).name,
                source: measured.dataType,
                date: measured.windowTimestamp,
                previousDate: measured.previousTimestamp,
                price: last ? { date: last.windowTimestamp, price: last.close, Return: last.Return } : null,
                buzz: measured.buzz,
                sentiment: measured.indicator,
              },
            };
          },
        });
      },
    );
  };
}
