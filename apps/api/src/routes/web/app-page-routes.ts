/**
 * spec §7 '/featuredchart', '/featuredheatmaps' and '/toplists': the featured content of the data overview /app
 * (issue 5): a few groups' featured charts and heatmaps, and the top and bottom lists of several classes. By
 * default the groups are the subject pickers' first group of each category (spec §2 'Subject pickers').
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  addDays,
  DEFAULT_MIN_BUZZ_SUMMARY,
  getDefaultSentimentIndicator,
  getFeaturedIndicator,
  HEATMAP_DEFAULT_MAXNUM,
  type PresetGroup,
  PUBLIC_SERIES_DAYS,
  resolveMinBuzz,
  type SourceName,
  SUBJECT_PICKER_CATEGORIES,
} from '@moodwire/domain';
import { getGroupActivity, getGroupSnapshot } from '@moodwire/warehouse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { dataOf, errorResponses } from '../../schemas/common-schemas';
import { type LakeCall, openLakeCall } from '../lake-call';
import { callerGroups, findGroup } from './caller-groups';
import { baseClassOf } from './dataset-class';
import { FEATURED_CHART_EXAMPLE, FEATURED_DAYS, FeaturedChartSchema, readFeaturedChart } from './overview-routes';
import { toAssetRecord } from './web-assets';
import {
  EndParam,
  GroupsParam,
  NullableNumber,
  NullableString,
  PeriodParam,
  parseGroups,
  parseSourceAndSpan,
  parseSpan,
  SourceParam,
  WindowParam,
} from './web-params';

const DEFAULT_SOURCE: SourceName = 'News_Social';
/** The first group of each subject-picker category: one per kind of asset. */
const DEFAULT_GROUPS: readonly string[] = SUBJECT_PICKER_CATEGORIES.flatMap((category) =>
  category.groupIds.slice(0, 1),
);
const TOPLIST_DAYS = 7;

/**
 * The build of a call of the /app page and the groups it names (404 for an unknown one), or the default groups the
 * lake has; its answer is keyed by the caller's variant (an admin's watchlists are groups too).
 */
async function openGroupsCall(
  ctx: AppContext,
  lakes: LakeView,
  request: FastifyRequest,
  reply: FastifyReply,
  value: string | undefined,
): Promise<LakeCall & { groups: PresetGroup[] }> {
  const { lake, answer } = await openLakeCall(lakes, request, reply);
  const { groups, variant } = await pickGroups(ctx, request, lake, value);
  return { lake, groups, answer: (options) => answer({ variant, ...options }) };
}

/**
 * The source and days of a call of the /app page: `period` days up to end, never from a start (the query takes
 * none; an unknown parameter is passed through, not removed, so it is left out here).
 */
function parseRecentDays(query: { src?: string; end?: string; period?: number }, lake: LoadedLake, period: number) {
  const recent = { src: query.src, end: query.end, period: query.period };
  return parseSourceAndSpan(recent, lake, { source: DEFAULT_SOURCE, period });
}

async function pickGroups(
  ctx: AppContext,
  request: FastifyRequest,
  lake: LoadedLake,
  value: string | undefined,
): Promise<{ groups: PresetGroup[]; variant: string }> {
  if (value === undefined) {
    const { byId, variant } = await callerGroups(ctx, request, lake);
    const groups = DEFAULT_GROUPS.flatMap((id) => {
      const group = byId.get(id);
      return group ? [group] : [];
    });
    return { groups, variant };
  }
  const groups: PresetGroup[] = [];
  let variant = '';
  for (const id of parseGroups(value, DEFAULT_GROUPS)) {
    const found = await findGroup(ctx, request, lake, id);
    groups.push(found.group);
    variant = found.variant;
  }
  return { groups, variant };
}

const TILE_EXAMPLE = {
  asset: '4372179024',
  name: 'Apple',
  symbol: 'AAPL.O',
  sector: 'Technology',
  size: 412.5,
  color: 0.12,
};
const FeaturedHeatmapSchema = Type.Object({
  group: Type.String(),
  groupName: Type.String(),
  class: Type.String(),
  varsize: Type.String({ description: 'Tile size: the featured indicator (buzz; bondBuzz for country markets)' }),
  varcolor: Type.String({ description: 'Tile colour: the default sentiment indicator of the class' }),
  date: Type.String(),
  tiles: Type.Array(
    Type.Object({
      asset: Type.String(),
      name: Type.String(),
      symbol: Type.String(),
      sector: NullableString,
      size: Type.Number(),
      color: NullableNumber,
    }),
  ),
});

const ListRowSchema = Type.Object({
  asset: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  value: Type.Number({ description: 'The indicator averaged buzz-weighted over the period' }),
  buzz: Type.Number({ description: 'Buzz over the period, summed' }),
});
const TOPLIST_ROW_EXAMPLE = { asset: 'BTC', name: 'Bitcoin', symbol: 'BTC', value: 0.31, buzz: 1250.5 };
const ToplistSchema = Type.Object({
  group: Type.String(),
  groupName: Type.String(),
  class: Type.String(),
  indicator: Type.String(),
  source: Type.String(),
  start: Type.String(),
  end: Type.String(),
  minBuzz: Type.Number({ description: 'Least buzz over the period of a listed member: minbuzz, else the class’s' }),
  top: Type.Array(ListRowSchema, { description: 'Highest values first' }),
  bottom: Type.Array(ListRowSchema, { description: 'Lowest values first' }),
});

export function appPageRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Spec §2: /app (data overview) is a public page; its featured charts, heatmaps and top lists show system
    // groups only, so anyone may read them.
    const config = { access: { area: 'public' as const } };
    const common = { tags: ['web'], security: [] };
    const groupsDescription = `Default: ${DEFAULT_GROUPS.join(', ')} (the first group of each subject-picker category).`;

    app.get(
      '/featuredchart',
      {
        config,
        schema: {
          ...common,
          summary: 'Featured charts of a few groups for the data overview (/app)',
          description:
            'Each group’s featured chart as /overview-featured gives it, read from its base class’s rma data ' +
            `(an ESG group’s ESG dataset is read by /overview-featured only). ${groupsDescription}`,
          querystring: Type.Object({
            groups: GroupsParam,
            src: SourceParam(DEFAULT_SOURCE),
            end: EndParam,
            period: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: PUBLIC_SERIES_DAYS,
                default: FEATURED_DAYS,
                description: `Days back from end (at most ${PUBLIC_SERIES_DAYS}: public content)`,
              }),
            ),
            window: WindowParam,
          }),
          response: {
            200: dataOf(
              Type.Array(FeaturedChartSchema, { examples: [[FEATURED_CHART_EXAMPLE]] }),
              'Featured charts, in the order of groups',
            ),
            ...errorResponses(400, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, groups, answer } = await openGroupsCall(app.ctx, lakes, request, reply, query.groups);
        const { source, span } = parseRecentDays(query, lake, FEATURED_DAYS);
        // Anyone may call this: like /public-asset it shows only the recent window, the history needs a sign-in.
        const firstPublicDay = addDays(lake.manifest.to, 1 - PUBLIC_SERIES_DAYS);
        if (span.start !== undefined && span.start < firstPublicDay) {
          throw badParameter(
            'end',
            `public featured charts cover the last ${PUBLIC_SERIES_DAYS} days of the data (from ${firstPublicDay}); sign in for the full history`,
          );
        }
        return answer({
          parameter: 'groups',
          read: async () => ({
            data: await Promise.all(
              groups.map((group) =>
                // Public content: every group's rma base class, as the /app page has always shown (the ESG
                // datasets are login content, read by /overview-featured on /esg4).
                readFeaturedChart({
                  lakes,
                  lake,
                  group,
                  dataClass: baseClassOf(group),
                  source,
                  span,
                  window: query.window ?? 1,
                }),
              ),
            ),
          }),
        });
      },
    );

    app.get(
      '/featuredheatmaps',
      {
        config,
        schema: {
          ...common,
          summary: 'Heatmaps of a few groups for the data overview (/app)',
          description:
            'Per group, its members with the most buzz (at most maxnum, spec §9 default 50) sized by the ' +
            'featured indicator and coloured by the default sentiment on the day (News_Social), as /heatmaps ' +
            `draws them. ${groupsDescription}`,
          querystring: Type.Object({
            groups: GroupsParam,
            end: EndParam,
            maxnum: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: HEATMAP_DEFAULT_MAXNUM })),
          }),
          response: {
            200: dataOf(
              Type.Array(FeaturedHeatmapSchema, {
                examples: [
                  [
                    {
                      group: 'equ_top100',
                      groupName: 'Top 100 by Buzz',
                      class: 'equ',
                      varsize: 'buzz',
                      varcolor: 'sentiment',
                      date: '2026-11-22T20:30:00.000Z',
                      tiles: [TILE_EXAMPLE],
                    },
                  ],
                ],
              }),
              'Heatmaps, in the order of groups',
            ),
            ...errorResponses(400, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, groups, answer } = await openGroupsCall(app.ctx, lakes, request, reply, query.groups);
        const span = parseSpan({ end: query.end }, lake);
        const maxnum = query.maxnum ?? HEATMAP_DEFAULT_MAXNUM;
        return answer({
          parameter: 'end',
          read: async () => {
            const data = await Promise.all(
              groups.map(async (group) => {
                const baseClass = baseClassOf(group);
                const members = lake.members(group);
                const varsize = getFeaturedIndicator(baseClass);
                const varcolor = getDefaultSentimentIndicator(baseClass);
                const base = {
                  assetClass: baseClass,
                  assetCodes: members.map((asset) => asset.id),
                  source: DEFAULT_SOURCE,
                  date: span.end,
                  dataDir: lakes.dataDir,
                };
                const [sizes, colors] = await Promise.all([
                  getGroupSnapshot({ ...base, indicator: varsize, sort: 'level' }),
                  getGroupSnapshot({ ...base, indicator: varcolor }),
                ]);
                const colorOf = new Map(colors.rows.map((row) => [row.assetCode, row.level]));
                const byId = new Map(members.map((asset) => [asset.id, asset]));
                const tiles = sizes.rows.flatMap((row) => {
                  const asset = byId.get(row.assetCode);
                  if (!asset || row.level === null) return [];
                  const record = toAssetRecord(asset, group.class);
                  return [
                    {
                      asset: row.assetCode,
                      name: record.name,
                      symbol: record.symbol,
                      sector: record.sector,
                      size: row.level,
                      color: colorOf.get(row.assetCode) ?? null,
                    },
                  ];
                });
                return {
                  group: group.id,
                  groupName: group.name,
                  class: group.class,
                  varsize,
                  varcolor,
                  date: sizes.windowTimestamp,
                  tiles: tiles.slice(0, maxnum),
                };
              }),
            );
            return { data };
          },
        });
      },
    );

    app.get(
      '/toplists',
      {
        config,
        schema: {
          ...common,
          summary: 'Top and bottom lists of several groups by their default sentiment (data overview /app)',
          description:
            'Per group, the members with the highest and the lowest default sentiment (spec §9) averaged ' +
            'buzz-weighted over the last `period` days; only members talked about in the period, with at least ' +
            `minbuzz buzz over it (default per class: ${DEFAULT_MIN_BUZZ_SUMMARY}; so that one document never ` +
            `tops a list). ${groupsDescription}`,
          querystring: Type.Object({
            groups: GroupsParam,
            src: SourceParam(DEFAULT_SOURCE),
            end: EndParam,
            period: PeriodParam(TOPLIST_DAYS, 'Days the values are averaged over'),
            num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 5 })),
            minbuzz: Type.Optional(
              Type.Number({
                minimum: 0,
                description: 'Least buzz over the period (default: the class’s, named in the answer as minBuzz)',
              }),
            ),
          }),
          response: {
            200: dataOf(
              Type.Array(ToplistSchema, {
                examples: [
                  [
                    {
                      group: 'crypto',
                      groupName: 'All Cryptocurrencies',
                      class: 'crypto',
                      indicator: 'sentiment',
                      source: 'News_Social',
                      start: '2026-11-16',
                      end: '2026-11-22',
                      minBuzz: 15,
                      top: [TOPLIST_ROW_EXAMPLE],
                      bottom: [
                        { ...TOPLIST_ROW_EXAMPLE, asset: 'DOGE', name: 'Dogecoin', symbol: 'DOGE', value: -0.2 },
                      ],
                    },
                  ],
                ],
              }),
              'Top lists, in the order of groups',
            ),
            ...errorResponses(400, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, groups, answer } = await openGroupsCall(app.ctx, lakes, request, reply, query.groups);
        const { source, span } = parseRecentDays(query, lake, TOPLIST_DAYS);
        const start = span.start ?? span.end;
        const num = query.num ?? 5;
        return answer({
          parameter: 'src',
          read: async () => {
            const data = await Promise.all(
              groups.map(async (group) => {
                const baseClass = baseClassOf(group);
                const indicator = getDefaultSentimentIndicator(baseClass);
                const minBuzz = resolveMinBuzz(baseClass, query.minbuzz);
                const members = lake.members(group);
                const activity = await getGroupActivity({
                  assetClass: baseClass,
                  assetCodes: members.map((asset) => asset.id),
                  source,
                  from: start,
                  to: span.to,
                  indicator,
                  dataDir: lakes.dataDir,
                });
                const rows = activity.rows.flatMap((row, m) => {
                  const asset = members[m];
                  if (!asset || row.value === null || row.windows === 0 || row.buzz < minBuzz) return [];
                  const record = toAssetRecord(asset, group.class);
                  return [
                    {
                      asset: row.assetCode,
                      name: record.name,
                      symbol: record.symbol,
                      value: row.value,
                      buzz: row.buzz,
                    },
                  ];
                });
                const byCode = (a: { asset: string }, b: { asset: string }) => a.asset.localeCompare(b.asset);
                return {
                  group: group.id,
                  groupName: group.name,
                  class: group.class,
                  indicator,
                  source: activity.dataType,
                  start,
                  end: span.end,
                  minBuzz,
                  top: [...rows].sort((a, b) => b.value - a.value || byCode(a, b)).slice(0, num),
                  bottom: [...rows].sort((a, b) => a.value - b.value || byCode(a, b)).slice(0, num),
                };
              }),
            );
            return { data };
          },
        });
      },
    );
  };
}
