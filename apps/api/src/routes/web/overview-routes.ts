/**
 * spec §7 '/overview-featured' and '/topactivity': the group overview /ma4/[prefixData]/[groupId]/overview
 * (issue 5): the group's featured chart (its featured member's featured indicator and default sentiment) and its
 * buzz leaders over a period. An ESG group (/esg4) reads its own dataset (`groupDatasetClass`): the ESG Core ranks
 * with ESG as its default, News_Social only, or the ESG Advanced scores with community; buzz is the ESG buzz.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type AssetClassCode,
  addDays,
  DEFAULT_MIN_BUZZ_SUMMARY,
  getDefaultMinBuzz,
  getDefaultSentimentIndicator,
  getDisplaySymbol,
  getFeaturedIndicator,
  type PresetGroup,
  type SourceName,
} from '@moodwire/domain';
import { getGroupActivity, getSeries } from '@moodwire/warehouse';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { baseClassOf, datasetSourceOf, groupDatasetClass } from './dataset-class';
import { openGroupCall } from './group-call';
import { toAssetRecord } from './web-assets';
import {
  type DaySpan,
  EndParam,
  GroupParam,
  IndicatorParam,
  NullableNumber,
  NullableString,
  PeriodParam,
  parseSource,
  parseSourceAndSpan,
  parseSpan,
  SourceParam,
  SpanParams,
  WindowParam,
} from './web-params';

const DEFAULT_SOURCE: SourceName = 'News_Social';
/** The featured chart shows the last 90 days unless asked for another span. */
export const FEATURED_DAYS = 90;
const ACTIVITY_DAYS = 7;

export const FEATURED_CHART_EXAMPLE = {
  group: 'equ_top100',
  groupName: 'Top 100 by Buzz',
  class: 'equ',
  asset: '4372179024',
  name: 'Apple',
  symbol: 'AAPL.O',
  source: 'News_Social',
  featuredIndicator: 'buzz',
  indicator: 'sentiment',
  window: 1,
  points: [{ date: '2026-11-20T20:30:00.000Z', featured: 412.5, value: 0.12 }],
};

export const FeaturedChartSchema = Type.Object(
  {
    group: Type.String(),
    groupName: Type.String(),
    class: Type.String(),
    asset: Type.Union([Type.String(), Type.Null()], { description: 'The featured member; null for an empty group' }),
    name: NullableString,
    symbol: NullableString,
    source: Type.String({ description: 'The source read (News_Social for an ESG Core group, whatever src says)' }),
    featuredIndicator: Type.String({
      description: "The bars: buzz (bondBuzz for country markets), spec §9; an ESG group's is its ESG buzz",
    }),
    indicator: Type.String({
      description:
        'The line: the default sentiment indicator of the class, spec §9 (sentiment; ESG, the ESG Core rank ' +
        '1-100, for ESG Core groups; community for ESG Advanced groups)',
    }),
    window: Type.Integer(),
    points: Type.Array(Type.Object({ date: Type.String(), featured: NullableNumber, value: NullableNumber })),
  },
  { examples: [FEATURED_CHART_EXAMPLE] },
);

export interface FeaturedChartOptions {
  lakes: LakeView;
  lake: LoadedLake;
  group: PresetGroup;
  /** The class whose dataset is read, with its spec §9 indicators (`groupDatasetClass`: checked for the caller). */
  dataClass: AssetClassCode;
  source: SourceName;
  span: DaySpan;
  window: number;
}

/** A group's featured chart: its featured member's featured indicator and default sentiment, daily. */
export async function readFeaturedChart(options: FeaturedChartOptions) {
  const { group, lake, dataClass } = options;
  const baseClass = baseClassOf(group);
  const featuredIndicator = getFeaturedIndicator(dataClass);
  const indicator = getDefaultSentimentIndicator(dataClass);
  const source = datasetSourceOf(dataClass, options.source);
  const asset = group.featured === null ? undefined : lake.assetsById.get(group.featured);
  const member = asset?.class === baseClass ? asset : lake.members(group).find((one) => one.id === group.featured);
  const chart = {
    group: group.id,
    groupName: group.name,
    class: group.class,
    asset: member?.id ?? null,
    name: member?.name ?? null,
    symbol: member ? getDisplaySymbol({ id: member.id, class: member.class, ric: member.ric }) : null,
    source: source as string,
    featuredIndicator,
    indicator,
    window: options.window,
    points: [] as { date: string; featured: number | null; value: number | null }[],
  };
  if (!member) return chart;
  const series = await getSeries({
    assetClass: dataClass,
    assetCode: member.id,
    indicators: [...new Set([featuredIndicator, indicator])],
    source,
    frequency: 'daily',
    from: options.span.start,
    to: options.span.to,
    smoothing: options.window,
    dataDir: options.lakes.dataDir,
  });
  chart.source = series.dataType;
  chart.points = series.points.map((point) => ({
    date: point.windowTimestamp,
    featured: point.values[featuredIndicator] ?? null,
    value: point.values[indicator] ?? null,
  }));
  return chart;
}

const ActivitySchema = Type.Object(
  {
    group: Type.String(),
    source: Type.String(),
    indicator: Type.String({ description: 'Averaged buzz-weighted over each member’s windows of the period' }),
    start: Type.String({ description: 'First day of the period' }),
    end: Type.String({ description: 'Last day of the period' }),
    previousStart: Type.String({ description: 'First day of the period before, of the same length' }),
    totalBuzz: Type.Number({ description: 'Buzz of every member over the period, summed' }),
    minBuzz: Type.Number({ description: 'Least buzz over the period of a listed member: the class’s default' }),
    rows: Type.Array(
      Type.Object({
        asset: Type.String(),
        name: Type.String(),
        symbol: Type.String(),
        sector: NullableString,
        buzz: Type.Number({ description: 'Buzz over the period, summed over the member’s daily windows' }),
        previousBuzz: Type.Number({ description: 'The same over the period before' }),
        buzzChange: Type.Union([Type.Number(), Type.Null()], {
          description: 'buzz / previousBuzz - 1; null when there was none before',
        }),
        share: Type.Number({ description: 'Share of the group’s buzz over the period, 0..1' }),
        days: Type.Integer({ description: 'Days of the period the member was talked about' }),
        value: Type.Union([Type.Number(), Type.Null()], { description: 'The indicator, buzz-weighted' }),
      }),
    ),
  },
  {
    examples: [
      {
        group: 'equ_top100',
        source: 'News_Social',
        indicator: 'sentiment',
        start: '2026-11-16',
        end: '2026-11-22',
        previousStart: '2026-11-09',
        totalBuzz: 18250.5,
        minBuzz: 20,
        rows: [
          {
            asset: '4372179024',
            name: 'Apple',
            symbol: 'AAPL.O',
            sector: 'Technology',
            buzz: 1840.5,
            previousBuzz: 1210,
            buzzChange: 0.521,
            share: 0.1008,
            days: 7,
            value: 0.11,
          },
        ],
      },
    ],
  },
);

export function overviewRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'web' as const } };
    const common = { tags: ['web'], security: KEYED_SECURITY };

    app.get(
      '/overview-featured',
      {
        config,
        schema: {
          ...common,
          summary: "A group's featured chart: its featured member's buzz and default sentiment, daily",
          description:
            'The featured member is the group’s Featured (its member with the most buzz). The last 90 days ' +
            'unless start or period says; `window` smooths both series (buzz as a plain mean, sentiment ' +
            'buzz-weighted). An ESG group reads its own dataset: ESG Core ranks (ESG, News_Social only) or ' +
            'ESG Advanced scores (community), with the ESG buzz.',
          querystring: Type.Object({
            group: GroupParam,
            src: SourceParam(DEFAULT_SOURCE),
            ...SpanParams(FEATURED_DAYS),
            window: WindowParam,
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(FeaturedChartSchema, 'The featured chart'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, group, answer } = await openGroupCall({ ctx: app.ctx, lakes, request, reply }, query.group);
        const { source, span } = parseSourceAndSpan(query, lake, { source: DEFAULT_SOURCE, period: FEATURED_DAYS });
        const dataClass = groupDatasetClass(app.ctx, request, group);
        return answer({
          parameter: 'group',
          read: async () => ({
            data: await readFeaturedChart({ lakes, lake, group, dataClass, source, span, window: query.window ?? 1 }),
          }),
        });
      },
    );

    app.get(
      '/topactivity',
      {
        config,
        schema: {
          ...common,
          summary: "A group's most talked-about members over a period (buzz leaders)",
          description:
            'Members ranked by their buzz summed over the last `period` days up to `end` (members with less ' +
            'than the class’s default minimum buzz over the period, `minBuzz` in the answer, are left out: ' +
            `${DEFAULT_MIN_BUZZ_SUMMARY}), with the buzz of the period before, their share of the group’s buzz, and an ` +
            'indicator (default: the class’s default sentiment) averaged buzz-weighted over the period. An ESG ' +
            'group reads its own dataset: its ESG buzz, and ESG Core ranks (ESG, News_Social only) or ESG ' +
            'Advanced scores (community).',
          querystring: Type.Object({
            group: GroupParam,
            src: SourceParam(DEFAULT_SOURCE),
            cvar: IndicatorParam('Indicator averaged over the period (default: the default sentiment)'),
            end: EndParam,
            period: PeriodParam(ACTIVITY_DAYS, 'Days of the period'),
            num: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 10 })),
            apikey: ApikeyQuery,
          }),
          response: { 200: dataOf(ActivitySchema, 'Buzz leaders'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, group, answer } = await openGroupCall({ ctx: app.ctx, lakes, request, reply }, query.group);
        const dataClass = groupDatasetClass(app.ctx, request, group);
        const source = datasetSourceOf(dataClass, parseSource(query.src, DEFAULT_SOURCE));
        const period = query.period ?? ACTIVITY_DAYS;
        const span = parseSpan({ end: query.end, period }, lake);
        const start = span.start ?? span.end;
        const previousStart = addDays(start, -period);
        const indicator = query.cvar ?? getDefaultSentimentIndicator(dataClass);
        const minBuzz = getDefaultMinBuzz(dataClass);
        const members = lake.members(group);
        return answer({
          parameter: 'cvar',
          read: async () => {
            const read = (from: string, to: string, withIndicator: boolean) =>
              getGroupActivity({
                assetClass: dataClass,
                assetCodes: members.map((asset) => asset.id),
                source,
                from,
                to,
                indicator: withIndicator ? indicator : undefined,
                dataDir: lakes.dataDir,
              });
            const [current, before] = await Promise.all([
              read(start, span.to, true),
              read(previousStart, start, false),
            ]);
            const totalBuzz = current.rows.reduce((sum, row) => sum + row.buzz, 0);
            const rows = current.rows
              .flatMap((row, m) => {
                const asset = members[m];
                const listed = asset && row.buzz > 0 && row.buzz >= minBuzz;
                return listed ? [{ row, asset, previous: before.rows[m]?.buzz ?? 0 }] : [];
              })
              .sort((a, b) => b.row.buzz - a.row.buzz || a.row.assetCode.localeCompare(b.row.assetCode))
              .slice(0, query.num ?? 10)
              .map(({ row, asset, previous }) => {
                const record = toAssetRecord(asset, group.class);
                return {
                  asset: row.assetCode,
                  name: record.name,
                  symbol: record.symbol,
                  sector: record.sector,
                  buzz: row.buzz,
                  previousBuzz: previous,
                  buzzChange: previous > 0 ? row.buzz / previous - 1 : null,
                  share: totalBuzz > 0 ? row.buzz / totalBuzz : 0,
                  days: row.windows,
                  value: row.value,
                };
              });
            return {
              data: {
                group: group.id,
                source: current.dataType,
                indicator,
                start,
                end: span.end,
                previousStart,
                totalBuzz,
                minBuzz,
                rows,
              },
            };
          },
        });
      },
    );
  };
}
