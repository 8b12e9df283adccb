/**
 * GET /public-asset: the public summary of one asset (issue 5 'Public data pages'): the indexable page
 * /asset/[assetId] and the embeddable asset widgets show it to signed-out visitors. It gives only the asset's
 * reference header (name, display symbol, class), its latest buzz and default sentiment (spec §9) and a short daily
 * series of the two over the last PUBLIC_SERIES_DAYS days of the lake, from the News_Social source; the full data
 * (every indicator, any period, ranks, articles) stays behind the sign-in.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { getDefaultSentimentIndicator, getIndicator, PUBLIC_SERIES_DAYS, requireAssetClass } from '@moodwire/domain';
import { getSeries } from '@moodwire/warehouse';
import type { LakeView } from '../../lake/open-lake';
import { queryKey } from '../../lake/single-flight';
import { dataOf, errorResponses } from '../../schemas/common-schemas';
import { openAssetCall } from './asset-call';
import { AssetParam, ClassParam, NullableNumber, parseSpan } from './web-params';

/** How far back the latest value is looked for: an asset not talked about for a month has none. */
const LOOKBACK_DAYS = 30;

const SERIES_POINT_EXAMPLE = { date: '2026-11-22T20:30:00.000Z', buzz: 412.5, value: 0.12 };

const PUBLIC_ASSET_EXAMPLE = {
  asset: '4372179024',
  name: 'Apple',
  symbol: 'AAPL.O',
  class: 'equ',
  className: 'Companies',
  source: 'News_Social',
  date: '2026-11-22T20:30:00.000Z',
  buzz: 412.5,
  sentiment: { indicator: 'sentiment', name: 'Sentiment', value: 0.12 },
  series: {
    days: PUBLIC_SERIES_DAYS,
    start: '2026-08-25',
    end: '2026-11-22',
    points: [
      { ...SERIES_POINT_EXAMPLE, date: '2026-11-21T20:30:00.000Z', buzz: 388, value: 0.09 },
      SERIES_POINT_EXAMPLE,
    ],
  },
};

const PublicSeriesSchema = Type.Object(
  {
    days: Type.Integer({ description: `Days of the window: always ${PUBLIC_SERIES_DAYS}` }),
    start: Type.String({ description: 'First day of the window, YYYY-MM-DD' }),
    end: Type.String({ description: 'Last day of the window: the last day of the lake, YYYY-MM-DD' }),
    points: Type.Array(
      Type.Object({
        date: Type.String({ description: 'The daily window (ISO time, UTC)' }),
        buzz: Type.Number({ description: 'Buzz of the day (0 when the asset was not talked about)' }),
        value: Type.Union([Type.Number(), Type.Null()], {
          description: 'The default sentiment indicator of the day; null without a value',
        }),
      }),
      { description: 'The daily windows of the window, oldest first' },
    ),
  },
  {
    description:
      `The asset’s daily buzz and default sentiment over the last ${PUBLIC_SERIES_DAYS} days of the lake, never ` +
      'more: a public teaser; the full history is on the signed-in asset page and the data API',
  },
);

const PublicAssetSchema = Type.Object(
  {
    asset: Type.String({ description: 'Asset code' }),
    name: Type.String(),
    symbol: Type.String({ description: 'Display symbol (spec §9): RIC, coin code, or currency against USD' }),
    class: Type.String({ description: 'Asset class code' }),
    className: Type.String(),
    source: Type.String({ description: 'The source of the values: always News_Social' }),
    date: Type.Union([Type.String(), Type.Null()], {
      description: 'The latest daily window with a value in the last 30 days of the lake; null without one',
    }),
    buzz: NullableNumber,
    sentiment: Type.Object({
      indicator: Type.String({ description: 'The default sentiment indicator of the class (spec §9)' }),
      name: Type.String(),
      value: NullableNumber,
    }),
    series: PublicSeriesSchema,
  },
  { examples: [PUBLIC_ASSET_EXAMPLE] },
);

export function publicAssetRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/public-asset',
      {
        // Public: the same two figures the public /app page's top lists already show for many assets, and a short
        // series of them like the public featured charts of /app.
        config: { access: { area: 'public' } },
        schema: {
          tags: ['web'],
          security: [],
          summary:
            'The public summary of an asset: name, symbol, class, latest buzz and default sentiment, and their ' +
            `daily series over the last ${PUBLIC_SERIES_DAYS} days`,
          description:
            'For the public asset page and the embeddable widgets: the asset’s latest daily News_Social window ' +
            `in the last ${LOOKBACK_DAYS} days of the lake, with its buzz and the default sentiment indicator of ` +
            `its class (spec §9), and the daily series of the two over the last ${PUBLIC_SERIES_DAYS} days of the ` +
            'lake (the asset chart widget). Anyone may call it, so the window is fixed: no parameter widens it; ' +
            'the full history needs a sign-in and a data subscription (/asset-trmi3, the data API).',
          querystring: Type.Object({ asset: AssetParam, cls: ClassParam }),
          response: {
            200: dataOf(PublicAssetSchema, 'The public asset summary'),
            ...errorResponses(400, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const call = await openAssetCall(
          { ctx: app.ctx, lakes, request, reply },
          { asset: query.asset, cls: query.cls, baseClassOnly: true },
        );
        const { lake, asset, baseClass, classCode } = call;
        // Public and unauthenticated: a fixed recent window, whatever the query says (a teaser, not the history).
        const span = parseSpan({ period: PUBLIC_SERIES_DAYS }, lake);
        const lookbackStart = parseSpan({ period: LOOKBACK_DAYS }, lake).start ?? span.end;
        const indicator = getDefaultSentimentIndicator(baseClass);
        return call.answer({
          // Keyed on the resolved asset, not the URL: unknown query parameters do not multiply the cached answers.
          key: queryKey('/public-asset', { asset: asset.id, cls: classCode }),
          parameter: 'asset',
          read: async () => {
            const series = await getSeries({
              assetClass: baseClass,
              assetCode: asset.id,
              indicators: [indicator],
              source: 'News_Social',
              frequency: 'daily',
              from: span.start,
              to: span.to,
              smoothing: 1,
              dataDir: lakes.dataDir,
            });
            const latest = series.points.at(-1);
            // Window timestamps are ISO times within their day, so they compare with a YYYY-MM-DD day as text.
            const last = latest && latest.windowTimestamp >= lookbackStart ? latest : undefined;
            return {
              data: {
                asset: asset.id,
                name: asset.name,
                symbol: call.record.symbol,
                class: classCode,
                className: requireAssetClass(classCode).name,
                source: 'News_Social',
                date: last?.windowTimestamp ?? null,
                buzz: last?.buzz ?? null,
                sentiment: {
                  indicator,
                  name: getIndicator(indicator)?.name ?? indicator,
                  value: last?.values[indicator] ?? null,
                },
                series: {
                  days: PUBLIC_SERIES_DAYS,
                  start: span.start ?? span.end,
                  end: span.end,
                  points: series.points.map((point) => ({
                    date: point.windowTimestamp,
                    buzz: point.buzz,
                    value: point.values[indicator] ?? null,
                  })),
                },
              },
            };
          },
        });
      },
    );
  };
}
