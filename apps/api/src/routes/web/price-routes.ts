/**
 * spec §7 '/asset-price' and '/asset-bondprice': the price series drawn beside indicators on the charts (spec §3
 * special series price 'Price', Return 'Price Change', bondprice 'Bond Price'). Prices are simulated by the build
 * (ARCHITECTURE.md 'Data, honestly'); countries have none (their market, class coumkt, has a stock index price and
 * a 10-year bond).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { getPriceSeries, type PricePoint } from '@moodwire/warehouse';
import { BuildCache } from '../../lake/answer-cache';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter, readLake } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { openAssetCall } from './asset-call';
import {
  ASSET_RECORD_EXAMPLE,
  AssetParam,
  AssetRecordFields,
  ClassParam,
  type DaySpan,
  NullableNumber,
  OptionalGroupParam,
  parseSpan,
  SpanParams,
} from './web-params';

/** Whole price series of an asset per build; a series is about 1,100 daily or 2,200 hourly points. */
const PRICE_CACHE_SIZE = 500;

export interface PriceReader {
  /** The asset's whole price series of one frequency (read once per build). */
  read(lake: LoadedLake, assetClass: string, assetCode: string, frequency: 'daily' | 'hourly'): Promise<PricePoint[]>;
}

export function createPriceReader(lakes: LakeView): PriceReader {
  const cache = new BuildCache<PricePoint[]>(PRICE_CACHE_SIZE);
  return {
    read(lake, assetClass, assetCode, frequency) {
      return cache.get(`${lake.buildId}|${assetClass}|${frequency}|${assetCode}`, async () => {
        const series = await readLake('asset', () =>
          getPriceSeries({ assetClass, assetCode, frequency, dataDir: lakes.dataDir }),
        );
        return series.points;
      });
    },
  };
}

/** The points of a whole series that fall on the days of a span (ISO window text against YYYY-MM-DD bounds). */
export function inSpan<T extends { windowTimestamp: string }>(points: readonly T[], span: DaySpan): T[] {
  return points.filter(
    (point) => (span.start === undefined || point.windowTimestamp >= span.start) && point.windowTimestamp < span.to,
  );
}

const PriceQuery = Type.Object({
  asset: AssetParam,
  cls: ClassParam,
  group: OptionalGroupParam,
  ...SpanParams(undefined),
  hourly: Type.Optional(
    Type.Boolean({ default: false, description: 'Hourly prices (the lake keeps them for its most recent days only)' }),
  ),
  apikey: ApikeyQuery,
});

const PriceSchema = Type.Object(
  {
    ...AssetRecordFields,
    frequency: Type.Union([Type.Literal('daily'), Type.Literal('hourly')]),
    points: Type.Array(
      Type.Object({
        date: Type.String({ description: 'Window end (daily closes at 20:30 UTC)' }),
        price: NullableNumber,
        Return: Type.Union([Type.Number(), Type.Null()], {
          description: 'Price change: price / previous price - 1 (empty on the first point of the lake)',
        }),
      }),
    ),
  },
  {
    examples: [
      {
        ...ASSET_RECORD_EXAMPLE,
        frequency: 'daily',
        points: [{ date: '2026-11-20T20:30:00.000Z', price: 231.4, Return: 0.0123 }],
      },
    ],
  },
);

const BondQuery = Type.Object({
  asset: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'Country market code (ISO alpha-2)',
    examples: ['US'],
  }),
  ...SpanParams(undefined),
  apikey: ApikeyQuery,
});

const BondSchema = Type.Object(
  {
    ...AssetRecordFields,
    bond: Type.Union([Type.String(), Type.Null()], { description: 'The 10-year sovereign bond' }),
    points: Type.Array(
      Type.Object({
        date: Type.String(),
        bondPrice: Type.Union([Type.Number(), Type.Null()], { description: 'Price per 100 face value' }),
        bondYield: Type.Union([Type.Number(), Type.Null()], { description: 'Yield, percent' }),
        Return: Type.Union([Type.Number(), Type.Null()], { description: 'Bond price change: price / previous - 1' }),
      }),
    ),
  },
  {
    examples: [
      {
        asset: 'US',
        name: 'United States Markets',
        symbol: '.SPX',
        class: 'coumkt',
        sector: null,
        domicile: 'US',
        exchangeCountry: null,
        bond: 'US 10-Year Treasury',
        points: [{ date: '2026-11-20T20:30:00.000Z', bondPrice: 98.7, bondYield: 4.31, Return: -0.0012 }],
      },
    ],
  },
);

export function priceRoutes(lakes: LakeView, prices: PriceReader): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'web' as const } };
    const common = { tags: ['web'], security: KEYED_SECURITY };

    app.get(
      '/asset-price',
      {
        config,
        schema: {
          ...common,
          summary: "An asset's daily (or hourly) price series with Return (the price change)",
          description:
            'Every traded class has prices: companies, company groups, country markets (the stock index), ' +
            'currencies, cryptocurrencies and commodities; a country (cou) has none. The whole history unless ' +
            '`start` or `period` narrows it.',
          querystring: PriceQuery,
          response: { 200: dataOf(PriceSchema, 'The price series'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const call = await openAssetCall({ ctx: app.ctx, lakes, request, reply }, { ...query, baseClassOnly: true });
        if (call.baseClass === 'cou') {
          throw badParameter('asset', 'a country has no price series (its country market, class coumkt, has)');
        }
        const span = parseSpan(query, call.lake);
        const frequency = query.hourly ? 'hourly' : 'daily';
        return call.answer({
          read: async () => {
            const points = await prices.read(call.lake, call.baseClass, call.asset.id, frequency);
            return {
              data: {
                ...call.record,
                frequency,
                points: inSpan(points, span).map((point) => ({
                  date: point.windowTimestamp,
                  price: point.close,
                  Return: point.Return,
                })),
              },
            };
          },
        });
      },
    );

    app.get(
      '/asset-bondprice',
      {
        config,
        schema: {
          ...common,
          summary: "A country market's 10-year sovereign bond: daily price, yield and Return",
          querystring: BondQuery,
          response: { 200: dataOf(BondSchema, 'The bond price series'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const call = await openAssetCall(
          { ctx: app.ctx, lakes, request, reply },
          { asset: query.asset, cls: 'coumkt', baseClassOnly: true },
        );
        const span = parseSpan(query, call.lake);
        return call.answer({
          read: async () => {
            const points = await prices.read(call.lake, 'coumkt', call.asset.id, 'daily');
            const bond = (call.asset as { bond?: unknown }).bond;
            return {
              data: {
                ...call.record,
                bond: typeof bond === 'string' ? bond : null,
                points: inSpan(points, span).map((point) => ({
                  date: point.windowTimestamp,
                  bondPrice: point.bondPrice ?? null,
                  bondYield: point.bondYield ?? null,
                  Return: point.bondReturn ?? null,
                })),
              },
            };
          },
        });
      },
    );
  };
}
