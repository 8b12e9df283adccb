/**
 * GET /esg/v4/preview: a public glimpse of the ESG Core ranks (issue 16: the /esg4/intro page and the ESG solution
 * pages show a live example from our data). On the lake's last day, the most-covered companies of the public
 * group (Top 100 by Buzz, ESG Core) with their overall, pillar and controversies ranks. Fixed and small: no
 * parameter widens it; every other ESG answer needs a sign-in and the esg data permission.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { getGroupSnapshot } from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import type { LakeView } from '../../lake/open-lake';
import { dataOf, errorResponses } from '../../schemas/common-schemas';
import { answerFromCurrentLake } from '../lake-call';
import { toAssetRecord } from './web-assets';

/** The public top-buzz group (spec: 'Top 100 public') in its ESG Core variant. */
const PREVIEW_GROUP = 'equcor_top100';
/** Companies in the answer: the most covered (ESG buzz) of the group. */
const PREVIEW_ROWS = 12;
/** The ranks shown, in column order (ranks 1 to 100; for controversies 1 is the most controversial). */
export const ESG_PREVIEW_RANKS = [
  'ESG',
  'EnvironmentalPillar',
  'SocialPillar',
  'GovernancePillar',
  'ESGControversies',
] as const;

const Rank = Type.Union([Type.Number(), Type.Null()], { description: 'Rank 1 to 100; null without a value' });

const ROW_EXAMPLE = {
  asset: '4372179024',
  name: 'Apple',
  symbol: 'AAPL.O',
  buzz: 1520.5,
  ESG: 71,
  EnvironmentalPillar: 64,
  SocialPillar: 58,
  GovernancePillar: 80,
  ESGControversies: 33,
};

const EsgPreviewSchema = Type.Object(
  {
    group: Type.String(),
    groupName: Type.String(),
    date: Type.String({ description: 'The day of the ranks (the lake’s last day), YYYY-MM-DD' }),
    members: Type.Integer({ description: 'Members of the group' }),
    rows: Type.Array(
      Type.Object({
        asset: Type.String(),
        name: Type.String(),
        symbol: Type.String(),
        buzz: Type.Number({ description: 'ESG buzz over the 365-day window' }),
        ESG: Rank,
        EnvironmentalPillar: Rank,
        SocialPillar: Rank,
        GovernancePillar: Rank,
        ESGControversies: Rank,
      }),
      { description: `The ${PREVIEW_ROWS} members with the most ESG buzz, most first` },
    ),
  },
  {
    examples: [
      {
        group: PREVIEW_GROUP,
        groupName: 'Top 100 by Buzz (ESG Core)',
        date: '2026-11-25',
        members: 100,
        rows: [ROW_EXAMPLE],
      },
    ],
  },
);

export function esgPreviewRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/esg/v4/preview',
      {
        // Public, like the other intro previews (/pulse/v1/preview, /mms/v3/preview): a fixed, small slice.
        config: { access: { area: 'public' } },
        schema: {
          tags: ['web'],
          security: [],
          summary: 'A public glimpse of the ESG Core ranks: the most-covered companies on the last day',
          description:
            `For the ESG introduction page: on the lake's last day, the ${PREVIEW_ROWS} members of ${PREVIEW_GROUP} ` +
            'with the most ESG buzz, with their overall, environment, social, governance and controversies ranks ' +
            '(1 to 100; for controversies 1 is the most controversial). No key needed; the ESG data itself needs ' +
            'data_perms esg.',
          response: { 200: dataOf(EsgPreviewSchema, 'The preview'), ...errorResponses(503) },
        },
      },
      async (request, reply) =>
        answerFromCurrentLake(lakes, request, reply, {
          parameter: 'date',
          read: async (lake) => {
            const group = lake.groupsById.get(PREVIEW_GROUP);
            if (!group) {
              throw new HttpError(503, 'No ESG data', { message: 'The current build has no ESG Core companies.' });
            }
            const members = lake.members(group);
            const base = {
              assetClass: group.class,
              assetCodes: members.map((asset) => asset.id),
              source: 'News_Social',
              dataDir: lakes.dataDir,
            };
            const [first, ...others] = await Promise.all(
              ESG_PREVIEW_RANKS.map((indicator, index) =>
                getGroupSnapshot({
                  ...base,
                  indicator,
                  // The overall rank sets the order: the most covered first.
                  ...(index === 0 ? { sort: 'buzz' as const, limit: PREVIEW_ROWS } : {}),
                }),
              ),
            );
            if (!first) throw new HttpError(503, 'No ESG data', { message: 'The ESG ranks cannot be read.' });
            const byId = new Map(members.map((asset) => [asset.id, asset]));
            const levelOf = others.map((snapshot) => new Map(snapshot.rows.map((row) => [row.assetCode, row.level])));
            const rows = first.rows.flatMap((row) => {
              const asset = byId.get(row.assetCode);
              if (!asset) return [];
              const record = toAssetRecord(asset, group.class);
              return [
                {
                  asset: row.assetCode,
                  name: record.name,
                  symbol: record.symbol,
                  buzz: row.buzz,
                  ESG: row.level,
                  EnvironmentalPillar: levelOf[0]?.get(row.assetCode) ?? null,
                  SocialPillar: levelOf[1]?.get(row.assetCode) ?? null,
                  GovernancePillar: levelOf[2]?.get(row.assetCode) ?? null,
                  ESGControversies: levelOf[3]?.get(row.assetCode) ?? null,
                },
              ];
            });
            return {
              data: {
                group: group.id,
                groupName: group.name,
                date: first.windowTimestamp.slice(0, 10),
                members: members.length,
                rows,
              },
            };
          },
        }),
    );
  };
}
