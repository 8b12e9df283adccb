/** spec §7 '/asset-trmi3' (daily) and '/asset-trmi-hou' (hourly): one asset's series of one indicator. */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  getDefaultSentimentIndicator,
  getDisplaySymbol,
  getSource,
  requireAssetClass,
  SOURCE_VARIANT_PREFIX,
  type UniverseClass,
} from '@moodwire/domain';
import { getSeriesRows } from '@moodwire/warehouse';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, DATE_PATTERN, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { openLakeCall } from '../lake-call';
import { findAsset } from './caller-groups';
import { findLakeGroup } from './find-lake-group';
import { seriesJson } from './series-json';
import { findAssetInClass } from './web-assets';
import { parseSpan } from './web-params';

const SeriesSchema = Type.Object(
  {
    asset: Type.String(),
    name: Type.String(),
    symbol: Type.String({ description: 'Display symbol (spec §9)' }),
    class: Type.String(),
    indicator: Type.String(),
    source: Type.String(),
    window: Type.Integer(),
    points: Type.Array(
      Type.Object({ date: Type.String(), buzz: Type.Number(), value: Type.Union([Type.Number(), Type.Null()]) }),
    ),
  },
  {
    examples: [
      {
        asset: '4372179024',
        name: 'Apple',
        symbol: 'AAPL.OQ',
        class: 'equ',
        indicator: 'sentiment',
        source: 'News_Social',
        window: 1,
        points: [{ date: '2026-11-20T20:30:00.000Z', buzz: 41.5, value: 0.12 }],
      },
    ],
  },
);

const SeriesQuery = Type.Object({
  asset: Type.String({ minLength: 1, maxLength: 100, description: 'Asset code', examples: ['4372179024'] }),
  group: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Preset group (sets the class)' })),
  cvar: Type.Optional(Type.String({ maxLength: 100, description: 'Indicator code', examples: ['sentiment'] })),
  cvarlong: Type.Optional(
    Type.String({ maxLength: 100, description: 'Long indicator code mp_{src}_{code}', examples: ['mp_all_sentiment'] }),
  ),
  period: Type.Optional(Type.Integer({ minimum: 1, maximum: 36_500, description: 'Days back from end when no start' })),
  start: Type.Optional(Type.String({ pattern: DATE_PATTERN, description: 'First day (inclusive)' })),
  end: Type.Optional(Type.String({ pattern: DATE_PATTERN, description: 'Last day (inclusive)' })),
  src: Type.Optional(
    Type.String({ maxLength: 20, description: 'News_Social (default), News, Social, News_Headline or a code' }),
  ),
  window: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 1, description: 'Smoothing in windows' })),
  apikey: ApikeyQuery,
});

const LONG_CODE = new RegExp(`^${SOURCE_VARIANT_PREFIX}(all|nws|soc|nhl)_(.+)$`);

export function seriesRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'web' as const } };
    for (const [url, frequency] of [
      ['/asset-trmi3', 'daily'],
      ['/asset-trmi-hou', 'hourly'],
    ] as const) {
      app.get(
        url,
        {
          config,
          schema: {
            tags: ['web'],
            security: KEYED_SECURITY,
            summary: `An asset's ${frequency} series of one indicator, optionally smoothed`,
            querystring: SeriesQuery,
            response: { 200: dataOf(SeriesSchema, 'The series'), ...errorResponses(400, 401, 403, 404, 503) },
          },
        },
        async (request, reply) => {
          const query = request.query;
          const { lake, answer } = await openLakeCall(lakes, request, reply);
          const named = findAsset(lake, query.asset);
          const found = query.group ? await findLakeGroup(app.ctx, request, lake, query.group) : null;
          const classCode = found ? found.group.class : named.class;
          const baseClass = requireAssetClass(classCode).baseClass as UniverseClass;
          // A country and its market share a code ('US'): the group's class says which one is meant.
          const asset = findAssetInClass(lake, query.asset, baseClass);
          if (!asset) throw badParameter('asset', `'${named.id}' is not in group '${query.group}'`);
          // spec §9: the all-sources prefix picks the source (mp_all_ = News_Social); src wins when given.
          // The read layer serves the rma layouts: an ESG group reads its members' rma series (the ESG datasets come
          // with the ESG calls), so the default indicator is that of the base class.
          let indicator = query.cvar ?? getDefaultSentimentIndicator(baseClass);
          let source = 'News_Social';
          const long = query.cvarlong === undefined ? null : LONG_CODE.exec(query.cvarlong);
          if (query.cvarlong !== undefined && !long)
            throw badParameter('cvarlong', 'expected mp_{all|nws|soc|nhl}_{indicator}');
          if (long?.[1] && long[2]) {
            source = long[1];
            indicator = long[2];
          }
          const prefixed = LONG_CODE.exec(indicator);
          if (prefixed?.[1] && prefixed[2]) {
            source = prefixed[1];
            indicator = prefixed[2];
          }
          if (query.src !== undefined) {
            const named = getSource(query.src);
            if (!named)
              throw badParameter('src', 'expected News_Social, News, Social, News_Headline or all, nws, soc, nhl');
            source = named.name;
          }
          const { start, end, to } = parseSpan(query, lake);
          const parameter = query.cvarlong !== undefined ? 'cvarlong' : 'cvar';
          const smoothing = query.window ?? 1;
          return answer({
            variant: found?.variant,
            // Everything the answer depends on, resolved (defaults applied): unknown parameters do not multiply it.
            key: `${parameter}|${classCode}|${asset.id}|${indicator}|${source}|${start}|${end}|${smoothing}`,
            parameter,
            read: async () => {
              const rows = await getSeriesRows({
                assetClass: baseClass,
                assetCode: asset.id,
                indicators: [indicator],
                source,
                frequency,
                from: start,
                to,
                smoothing,
                dataDir: lakes.dataDir,
              });
              const head = {
                asset: asset.id,
                name: asset.name,
                symbol: getDisplaySymbol(asset),
                class: classCode,
                indicator,
                source: rows.dataType,
              };
              // Already JSON text, which the helper sends as it is (the response schema documents it; serialising
              // an object per window would cost more than the read).
              return seriesJson({ ...head, window: rows.smoothing }, rows);
            },
          });
        },
      );
    }
  };
}
