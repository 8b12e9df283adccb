/**
 * GET /public-asset: the public summary of one asset (issue 5 'Public data pages'): the indexable page
 * /asset/[assetId] and the embeddable asset widget show it to signed-out visitors. It gives only the asset's
 * reference header (name, display symbol, class) and its latest buzz and default sentiment (spec §9) from the
 * News_Social source; the full data (every indicator, ranks, history, articles) stays behind the sign-in.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { API_AREAS, getDefaultSentimentIndicator, getIndicator, requireAssetClass } from '@moodwire/domain';
import { getSeries } from '@moodwire/warehouse';
import type { LakeView } from '../../lake/open-lake';
import { requestKey } from '../../lake/single-flight';
import { dataOf, errorResponses } from '../../schemas/common-schemas';
import { ANSWER_CACHE_SIZE, AnswerCache } from './build-cache';
import { resolveAsset, toAssetRecord } from './web-assets';
import { lakeEtag, notModified, readLake } from './web-common';
import { AssetParam, ClassParam, NullableNumber, parseSpan } from './web-params';

/** How far back the latest value is looked for: an asset not talked about for a month has none. */
const LOOKBACK_DAYS = 30;

const PUBLIC_ASSET_EXAMPLE = {
  asset: '4295905573',
  name: 'Apple Inc',
  symbol: 'AAPL.O',
  class: 'equ',
  className: 'Companies',
  source: 'News_Social',
  date: '2026-11-22T20:30:00.000Z',
  buzz: 412.5,
  sentiment: { indicator: 'sentiment', name: 'Sentiment', value: 0.12 },
};

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
  },
  { examples: [PUBLIC_ASSET_EXAMPLE] },
);

export function publicAssetRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const answers = new AnswerCache(ANSWER_CACHE_SIZE);
    app.get(
      '/public-asset',
      {
        // Public: the same two figures the public /app page's top lists already show for many assets.
        config: { access: { requirement: API_AREAS.public } },
        schema: {
          tags: ['web'],
          security: [],
          summary: 'The public summary of an asset: name, symbol, class, latest buzz and default sentiment',
          description:
            'For the public asset page and the embeddable widgets: the asset’s latest daily News_Social window ' +
            `in the last ${LOOKBACK_DAYS} days of the lake, with its buzz and the default sentiment indicator of ` +
            'its class (spec §9). Anyone may call it.',
          querystring: Type.Object({ asset: AssetParam, cls: ClassParam }),
          response: {
            200: dataOf(PublicAssetSchema, 'The public asset summary'),
            ...errorResponses(400, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const lake = await lakes.current();
        const resolved = await resolveAsset(app.ctx, request, lake, { asset: query.asset, cls: query.cls });
        const span = parseSpan({ period: LOOKBACK_DAYS }, lake);
        if (notModified(request, reply, lakeEtag(lake))) return reply;
        const { asset, baseClass, classCode } = resolved;
        const indicator = getDefaultSentimentIndicator(baseClass);
        const key = requestKey(request.url, lake.buildId, '');
        return lakes.flights.run(key, () =>
          answers.get(key, async () => {
            const series = await readLake('asset', () =>
              getSeries({
                assetClass: baseClass,
                assetCode: asset.id,
                indicators: [indicator],
                source: 'News_Social',
                frequency: 'daily',
                from: span.start,
                to: span.to,
                smoothing: 1,
                dataDir: lakes.dataDir,
              }),
            );
            const last = series.points.at(-1);
            return {
              data: {
                asset: asset.id,
                name: asset.name,
                symbol: toAssetRecord(asset, classCode).symbol,
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
              },
            };
          }),
        );
      },
    );
  };
}
