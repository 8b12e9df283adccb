/**
 * spec §7 '/assetpage-activity': the asset page's pulse events and daily activity (asset-page-query.ts lists the
 * page's calls).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { UniverseClass } from '@moodwire/domain';
import { getAssetDailyActivity, listEvents, type PulseEvent, ReadError } from '@moodwire/warehouse';
import { BuildCache } from '../../lake/answer-cache';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { openAssetCall } from './asset-call';
import { ASSET_PAGE_QUERY } from './asset-page-query';
import { ASSET_RECORD_EXAMPLE, AssetRecordFields, NullableString, parseSpan, SpanParams } from './web-params';

const ACTIVITY_DAYS = 90;
/** Pulse events of one asset per build (a few to a few hundred each). */
const EVENT_CACHE_SIZE = 500;

const EVENT_EXAMPLE = {
  id: 'pulse:2026-09-13:equ:4372179024',
  date: '2026-09-13T20:30:00.000Z',
  headline: 'Apple announces layoffs amid restructuring',
  topic: 'Layoffs',
  sentiment: 'Negative',
  pulseLevel: 2,
  summary: 'Apple said it would lay off workers as part of a restructuring.',
  buzz: 51.2,
  buzzZ: 9.8,
  url: 'https://news.example.com/2026-09-13/gen-2026-09-13-5j',
};
const ActivitySchema = Type.Object(
  {
    ...AssetRecordFields,
    start: Type.String(),
    end: Type.String(),
    events: Type.Array(
      Type.Object({
        id: Type.String(),
        date: Type.String(),
        headline: Type.String(),
        topic: Type.String(),
        sentiment: Type.String({ description: 'Positive, Negative or Neutral' }),
        pulseLevel: Type.Integer({ description: '1..3, the size of the surprise' }),
        summary: Type.String(),
        buzz: Type.Number(),
        buzzZ: Type.Number({ description: 'How unusual the day’s buzz was (z-score)' }),
        url: NullableString,
      }),
      { description: 'Pulse events of the span, newest first (at most num)' },
    ),
    days: Type.Array(
      Type.Object({
        date: Type.String(),
        buzz: Type.Number({ description: 'News_Social buzz of the day (0 when not talked about)' }),
        mentions: Type.Union([Type.Number(), Type.Null()], { description: 'Plain mention count (traded classes)' }),
        events: Type.Integer({ description: 'Pulse events that day' }),
      }),
      { description: 'Daily activity over the span, oldest first; quiet days are left out' },
    ),
  },
  {
    examples: [
      {
        ...ASSET_RECORD_EXAMPLE,
        start: '2026-08-25',
        end: '2026-11-22',
        events: [EVENT_EXAMPLE],
        days: [{ date: '2026-09-13T20:30:00.000Z', buzz: 51.2, mentions: 44, events: 1 }],
      },
    ],
  },
);

export function assetActivityRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const events = new BuildCache<PulseEvent[]>(EVENT_CACHE_SIZE);

    function assetEvents(lake: LoadedLake, baseClass: UniverseClass, assetCode: string): Promise<PulseEvent[]> {
      return events.get(`${lake.buildId}|${baseClass}|${assetCode}`, async () => {
        try {
          return await listEvents({ assetClass: baseClass, assetCode, limit: 10_000, dataDir: lakes.dataDir });
        } catch (error) {
          // The only class-dependent refusal: a class without pulse events (company groups) simply has none.
          if (error instanceof ReadError && error.code === 'bad_request') return [];
          throw error;
        }
      });
    }

    app.get(
      '/assetpage-activity',
      {
        config: { access: { area: 'web' } },
        schema: {
          tags: ['web'],
          security: KEYED_SECURITY,
          summary: "An asset's recent pulse events and daily activity (buzz, mentions, events per day)",
          description:
            'The last 90 days unless start or period says; company groups have no pulse events. An ESG class ' +
            'gives its ESG buzz and mentions (ESG Advanced companies; none for ESG Core) with the pulse events ' +
            'of the company or country.',
          querystring: Type.Object({
            ...ASSET_PAGE_QUERY,
            ...SpanParams(ACTIVITY_DAYS),
            num: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 10, description: 'Events listed' })),
          }),
          response: {
            200: dataOf(ActivitySchema, 'Events and daily activity'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const call = await openAssetCall({ ctx: app.ctx, lakes, request, reply }, query);
        const span = parseSpan(query, call.lake, ACTIVITY_DAYS);
        return call.answer({
          read: async () => {
            // Pulse events are the company's or country's own (its base class), whatever class it is opened in.
            const all = await assetEvents(call.lake, call.baseClass, call.asset.id);
            const activity = await readLake('asset', () =>
              getAssetDailyActivity({
                assetClass: call.dataClass,
                assetCode: call.asset.id,
                events: all,
                from: span.start,
                to: span.to,
                eventLimit: query.num,
                dataDir: lakes.dataDir,
              }),
            );
            return {
              data: {
                ...call.record,
                start: span.start ?? call.lake.manifest.from,
                end: span.end,
                events: activity.events,
                days: activity.days,
              },
            };
          },
        });
      },
    );
  };
}
