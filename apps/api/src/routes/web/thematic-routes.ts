/**
 * spec §7 '/others/thematic-benchmark': the benchmark series of a theme for the thematic tool (spec §6 'Thematic
 * tool | thematicTool'). A theme is a basket of assets (a group, optionally narrowed to some of its members) and
 * an indicator; its benchmark is the indicator aggregated over the basket per day the way the reference's
 * notebooks aggregate (anchor facts §2): a score as the buzz-weighted mean of the members that have a value that
 * day, a count (buzz, mentions) as their sum, optionally smoothed buzz-weighted over a window of days.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { getClassIndicator, getDefaultSentimentIndicator, type SourceName } from '@moodwire/domain';
import { getGroupBenchmark } from '@moodwire/warehouse';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { baseClassOf } from './dataset-class';
import { openGroupCall } from './group-call';
import {
  GroupParam,
  IndicatorParam,
  parseList,
  parseSourceAndSpan,
  SourceParam,
  SpanParams,
  WindowParam,
} from './web-params';

const DEFAULT_SOURCE: SourceName = 'News_Social';
const BENCHMARK_DAYS = 365;

const BenchmarkSchema = Type.Object(
  {
    group: Type.String(),
    groupName: Type.String(),
    class: Type.String(),
    indicator: Type.String(),
    indicatorName: Type.String(),
    source: Type.String(),
    aggregation: Type.Union([Type.Literal('buzz-weighted mean'), Type.Literal('sum')]),
    window: Type.Integer(),
    members: Type.Integer({ description: 'Assets in the basket' }),
    points: Type.Array(
      Type.Object({
        date: Type.String(),
        value: Type.Union([Type.Number(), Type.Null()], { description: 'The benchmark (smoothed when window > 1)' }),
        buzz: Type.Number({ description: 'Buzz of the basket that day, summed' }),
        assets: Type.Integer({ description: 'Members with a value that day' }),
      }),
    ),
  },
  {
    examples: [
      {
        group: 'equ_top100',
        groupName: 'Top 100 by Buzz',
        class: 'equ',
        indicator: 'sentiment',
        indicatorName: 'Sentiment',
        source: 'News_Social',
        aggregation: 'buzz-weighted mean',
        window: 7,
        members: 100,
        points: [{ date: '2026-11-20T20:30:00.000Z', value: 0.083, buzz: 18250.5, assets: 87 }],
      },
    ],
  },
);

export function thematicRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/others/thematic-benchmark',
      {
        config: { access: { area: 'thematic' } },
        schema: {
          tags: ['web'],
          security: KEYED_SECURITY,
          summary: 'A theme’s benchmark: one indicator aggregated over a basket of assets per day',
          description:
            'The basket is a group, or the listed `assets` of it. Per daily window, a score is the buzz-weighted ' +
            'mean over the members with a value, sum(value * buzz) / sum(buzz); a count (buzz, mentions) is the ' +
            'members’ sum. `window` smooths the benchmark the same way over that many days. The last 365 days ' +
            'unless start or period says. Default indicator: the class’s default sentiment (spec §9).',
          querystring: Type.Object({
            group: GroupParam,
            assets: Type.Optional(
              Type.String({
                maxLength: 10_000,
                description: 'Comma-separated members of the group to keep',
                examples: ['4372179024,4631020536'],
              }),
            ),
            cvar: IndicatorParam('Indicator code (default: the default sentiment of the class)'),
            src: SourceParam(DEFAULT_SOURCE),
            ...SpanParams(BENCHMARK_DAYS),
            window: WindowParam,
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(BenchmarkSchema, 'The benchmark series'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, group, answer } = await openGroupCall({ ctx: app.ctx, lakes, request, reply }, query.group);
        const { source, span } = parseSourceAndSpan(query, lake, { source: DEFAULT_SOURCE, period: BENCHMARK_DAYS });
        const baseClass = baseClassOf(group);
        const indicator = query.cvar ?? getDefaultSentimentIndicator(baseClass);
        const known = getClassIndicator(baseClass, indicator);
        if (!known) throw badParameter('cvar', `indicator '${indicator}' is not available for ${baseClass}`);
        let members = lake.members(group).map((asset) => asset.id);
        const wanted = parseList(query.assets);
        if (wanted) {
          const keep = new Set(wanted);
          members = members.filter((code) => keep.has(code));
          if (members.length === 0) throw badParameter('assets', `none of them is a member of group '${group.id}'`);
        }
        const window = query.window ?? 1;
        return answer({
          parameter: 'cvar',
          read: async () => {
            const benchmark = await getGroupBenchmark({
              assetClass: baseClass,
              assetCodes: members,
              indicator,
              source,
              frequency: 'daily',
              from: span.start,
              to: span.to,
              smoothing: window,
              dataDir: lakes.dataDir,
            });
            return {
              data: {
                group: group.id,
                groupName: group.name,
                class: group.class,
                indicator,
                indicatorName: known.name,
                source: benchmark.dataType,
                aggregation: benchmark.aggregation,
                window,
                members: members.length,
                points: benchmark.points.map((point) => ({
                  date: point.windowTimestamp,
                  value: point.value,
                  buzz: point.buzz,
                  assets: point.assets,
                })),
              },
            };
          },
        });
      },
    );
  };
}
