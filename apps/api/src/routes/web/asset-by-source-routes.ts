/**
 * spec §7 '/assetpage-buzz' and '/assetpage-sentiments': the asset page's buzz bars and sentiment lines, one value
 * per source and daily window (asset-page-query.ts lists the page's calls).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { getDefaultSentimentIndicator } from '@moodwire/domain';
import { type GetAssetSeriesBySourceOptions, getAssetSeriesBySource } from '@moodwire/warehouse';
import type { LakeView } from '../../lake/open-lake';
import { dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { type AssetCall, openAssetCall } from './asset-call';
import { ASSET_PAGE_QUERY } from './asset-page-query';
import {
  ASSET_RECORD_EXAMPLE,
  AssetRecordFields,
  type DaySpan,
  IndicatorParam,
  NullableNumber,
  parseSpan,
  SpanParams,
  WindowParam,
} from './web-params';

/** What tells the two charts' reads apart: the indicator, and buzz as the window's buzz or a smoothed score. */
type BySourceIndicator = Pick<GetAssetSeriesBySourceOptions, 'indicator' | 'isWindowBuzz' | 'smoothing'>;

/** Asset-page charts show the last year unless asked for another span. */
const CHART_DAYS = 365;

const BySourceSchema = Type.Object({
  date: Type.String(),
  News_Social: NullableNumber,
  News: NullableNumber,
  Social: NullableNumber,
  News_Headline: NullableNumber,
});
const BY_SOURCE_EXAMPLE = {
  date: '2026-11-20T20:30:00.000Z',
  News_Social: 41.5,
  News: 30,
  Social: 11.5,
  News_Headline: 9,
};

const BuzzSchema = Type.Object(
  { ...AssetRecordFields, indicator: Type.String(), points: Type.Array(BySourceSchema) },
  { examples: [{ ...ASSET_RECORD_EXAMPLE, indicator: 'buzz', points: [BY_SOURCE_EXAMPLE] }] },
);
const SentimentsSchema = Type.Object(
  { ...AssetRecordFields, indicator: Type.String(), window: Type.Integer(), points: Type.Array(BySourceSchema) },
  {
    examples: [
      {
        ...ASSET_RECORD_EXAMPLE,
        indicator: 'sentiment',
        window: 1,
        points: [{ date: '2026-11-20T20:30:00.000Z', News_Social: 0.12, News: 0.1, Social: 0.18, News_Headline: null }],
      },
    ],
  },
);

export function assetBySourceRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  /** One indicator of the asset over the span, a value per source and daily window, from its class's dataset. */
  function readBySource(call: AssetCall, span: DaySpan, options: BySourceIndicator) {
    return getAssetSeriesBySource({
      assetClass: call.dataClass,
      assetCode: call.asset.id,
      ...options,
      from: span.start,
      to: span.to,
      dataDir: lakes.dataDir,
    });
  }

  return async (app) => {
    const config = { access: { area: 'web' as const } };
    const common = { tags: ['web'], security: KEYED_SECURITY };

    app.get(
      '/assetpage-buzz',
      {
        config,
        schema: {
          ...common,
          summary: "An asset's daily buzz by source (the asset page's buzz bars)",
          description:
            'One point per daily window with the buzz of each source: News_Social is News plus Social; ' +
            'News_Headline counts the headlines of News. The last 365 days unless start or period says. An ESG ' +
            'class gives its ESG buzz (ESG Core: News_Social only, the other sources null).',
          querystring: Type.Object({
            ...ASSET_PAGE_QUERY,
            ...SpanParams(CHART_DAYS),
          }),
          response: { 200: dataOf(BuzzSchema, 'Buzz by source'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const call = await openAssetCall({ ctx: app.ctx, lakes, request, reply }, query);
        const span = parseSpan(query, call.lake, CHART_DAYS);
        return call.answer({
          parameter: 'asset',
          read: async () => {
            const points = await readBySource(call, span, { indicator: 'buzz', isWindowBuzz: true });
            return { data: { ...call.record, indicator: 'buzz', points } };
          },
        });
      },
    );

    app.get(
      '/assetpage-sentiments',
      {
        config,
        schema: {
          ...common,
          summary: "An asset's default sentiment indicator by source (the asset page's sentiment lines)",
          description:
            'The class’s default sentiment indicator (spec §9; cvar picks another), one line per source, ' +
            'optionally smoothed buzz-weighted over `window` days. The last 365 days unless start or period says. ' +
            'An ESG class reads its own dataset: ESG Core ranks (ESG, News_Social only, the other sources null) ' +
            'or ESG Advanced scores (community).',
          querystring: Type.Object({
            ...ASSET_PAGE_QUERY,
            cvar: IndicatorParam('Indicator code (default: the default sentiment of the class)'),
            ...SpanParams(CHART_DAYS),
            window: WindowParam,
          }),
          response: {
            200: dataOf(SentimentsSchema, 'Sentiment by source'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const call = await openAssetCall({ ctx: app.ctx, lakes, request, reply }, query);
        const span = parseSpan(query, call.lake, CHART_DAYS);
        const indicator = query.cvar ?? getDefaultSentimentIndicator(call.dataClass);
        const window = query.window ?? 1;
        return call.answer({
          parameter: 'cvar',
          read: async () => {
            const points = await readBySource(call, span, { indicator, smoothing: window });
            return { data: { ...call.record, indicator, window, points } };
          },
        });
      },
    );
  };
}
