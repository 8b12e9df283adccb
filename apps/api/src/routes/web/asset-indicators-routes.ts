/**
 * spec §7 '/assetpage-ranks2': the asset page's panel of every indicator of its class (asset-page-query.ts lists
 * the page's calls).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { getAssetIndicatorRanks } from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { openAssetCall } from './asset-call';
import { ASSET_DAY_QUERY, parseAssetDay } from './asset-page-query';
import { classGroup, memberIds } from './web-assets';
import { ASSET_RECORD_EXAMPLE, AssetRecordFields } from './web-params';

const RanksSchema = Type.Object(
  {
    ...AssetRecordFields,
    group: Type.String({ description: 'The group the ranks are taken in' }),
    groupCount: Type.Integer({ description: 'Members of the group' }),
    source: Type.String(),
    date: Type.String(),
    previousDate: Type.String(),
    rows: Type.Array(
      Type.Object({
        indicator: Type.String(),
        name: Type.String(),
        polarity: Type.Integer({ description: '+1: higher is good for the asset; -1: higher is bad' }),
        rangeKind: Type.String({
          description: 'bipolar (-1..1), unipolar (0..1), count, or rank (1..100, the ESG Core ranks)',
        }),
        level: Type.Union([Type.Number(), Type.Null()], {
          description: 'The value on the day; null (NA) when the asset has no data that day',
        }),
        previous: Type.Union([Type.Number(), Type.Null()], {
          description: 'The value `period` days earlier; null (NA) when the asset has no data that day',
        }),
        change: Type.Union([Type.Number(), Type.Null()], {
          description: 'level - previous; null unless both days have a value',
        }),
        date: Type.Union([Type.String(), Type.Null()], {
          description: 'Window the level is from (the day of the answer); null when the level is NA',
        }),
        previousDate: Type.Union([Type.String(), Type.Null()], {
          description: 'Window the previous level is from; null when it is NA',
        }),
        rank: Type.Union([Type.Integer(), Type.Null()], {
          description: 'Rank by level in the group, 1 = highest (ties by asset code); null without a level',
        }),
        rankOf: Type.Integer({ description: 'Members of the group with a level' }),
      }),
    ),
  },
  {
    examples: [
      {
        ...ASSET_RECORD_EXAMPLE,
        group: 'equ_top100',
        groupCount: 100,
        source: 'News_Social',
        date: '2026-11-22T20:30:00.000Z',
        previousDate: '2026-11-15T20:30:00.000Z',
        rows: [
          {
            indicator: 'sentiment',
            name: 'Sentiment',
            polarity: 1,
            rangeKind: 'bipolar',
            level: 0.12,
            previous: 0.05,
            change: 0.07,
            date: '2026-11-22T20:30:00.000Z',
            previousDate: '2026-11-15T20:30:00.000Z',
            rank: 14,
            rankOf: 97,
          },
        ],
      },
    ],
  },
);

export function assetIndicatorsRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/assetpage-ranks2',
      {
        config: { access: { area: 'web' } },
        schema: {
          tags: ['web'],
          security: KEYED_SECURITY,
          summary: 'Every indicator of the asset’s class: level, change over a period and rank in a group',
          description:
            'The indicators of the class in catalogue order (spec §3), each with the asset’s level on the day ' +
            '(its own daily window of that day: a day without data is NA, never an earlier day carried ' +
            'forward), the change over `period` days (null unless both days have a value), and its rank by level ' +
            'among the group’s members (default: all assets of the class). An ESG class lists its own catalogue ' +
            'from its dataset: the ESG Core ranks (News_Social only) or the ESG Advanced scores.',
          querystring: Type.Object(ASSET_DAY_QUERY),
          response: { 200: dataOf(RanksSchema, 'Indicator ranks'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const call = await openAssetCall({ ctx: app.ctx, lakes, request, reply }, query);
        const { source, span, period } = parseAssetDay(query, call.lake, call.dataClass);
        const group = call.group ?? classGroup(call.lake, call.classCode);
        if (!group) {
          throw new HttpError(404, 'Unknown group', {
            message: `The lake has no group of class ${call.classCode}.`,
          });
        }
        const members = memberIds(call.lake, group);
        if (!members.has(call.asset.id)) {
          throw badParameter('asset', `'${call.asset.id}' is not a member of group '${group.id}'`);
        }
        return call.answer({
          parameter: 'end',
          read: async () => {
            const ranks = await getAssetIndicatorRanks({
              assetClass: call.dataClass,
              assetCode: call.asset.id,
              memberCodes: members,
              source,
              date: span.end,
              period,
              dataDir: lakes.dataDir,
            });
            return {
              data: {
                ...call.record,
                group: group.id,
                groupCount: members.size,
                source: ranks.dataType,
                date: ranks.windowTimestamp,
                previousDate: ranks.previousTimestamp,
                rows: ranks.rows,
              },
            };
          },
        });
      },
    );
  };
}
