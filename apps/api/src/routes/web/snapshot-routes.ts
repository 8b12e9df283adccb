/** spec §7 '/overview-topn' and '/heatmaps': a group's assets on one day, from the lake's group snapshot. */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type AssetClassCode,
  DEFAULT_MIN_BUZZ_SUMMARY,
  DEFAULT_SOURCE_NAME,
  daysBetween,
  GROUP_ASSETS_MAX,
  getDefaultMinBuzz,
  getDefaultSentimentIndicator,
  getSource,
  HEATMAP_DEFAULT_MAXNUM,
  isEsgClass,
  type PresetGroup,
} from '@moodwire/domain';
import { getGroupSnapshot, type SnapshotRow } from '@moodwire/warehouse';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter, readLake } from '../../lake/read-lake';
import { queryKey } from '../../lake/single-flight';
import { ApikeyQuery, DATE_PATTERN, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { datasetSourceOf, groupDatasetClass } from './dataset-class';
import { findLakeGroup } from './find-lake-group';
import { openGroupCall } from './group-call';
import { checkDay, GroupParam, parseList } from './web-params';

const DateParam = (description: string) => Type.Optional(Type.String({ pattern: DATE_PATTERN, description }));
const ListParam = (description: string) => Type.Optional(Type.String({ maxLength: 2_000, description }));

const SORTS = ['abs', 'up', 'down', 'level', 'buzz'] as const;
type TopnSort = (typeof SORTS)[number];
/**
 * The orders that rank movers: without minbuzz they apply the class's default (issue 13: one document never tops
 * a list). The level and buzz orders are whole-group reads (the world map, the screener, the assets list) and
 * list every member unless minbuzz is given.
 */
const MOVER_SORTS: ReadonlySet<TopnSort> = new Set(['abs', 'up', 'down']);

const TopnRowSchema = Type.Object({
  asset: Type.String(),
  name: Type.String(),
  sector: Type.Union([Type.String(), Type.Null()]),
  exchangeCountry: Type.Union([Type.String(), Type.Null()]),
  buzz: Type.Number({ description: 'Buzz on the day (0 when the asset has no data that day)' }),
  value: Type.Union([Type.Number(), Type.Null()], {
    description: 'The indicator on the day; null (NA) when the asset has no data that day',
  }),
  previous: Type.Union([Type.Number(), Type.Null()], {
    description: 'The indicator on the day the change is measured from; null (NA) likewise',
  }),
  delta: Type.Union([Type.Number(), Type.Null()], { description: 'value - previous; null unless both have a value' }),
  date: Type.Union([Type.String(), Type.Null()], {
    description: 'Window the value is from (the answer’s date); null when the value is NA',
  }),
  previousDate: Type.Union([Type.String(), Type.Null()], {
    description: 'Window the previous value is from (the answer’s previousDate); null when it is NA',
  }),
});
const TopnSchema = Type.Object(
  {
    group: Type.String(),
    indicator: Type.String(),
    source: Type.String(),
    date: Type.String(),
    previousDate: Type.String(),
    minBuzz: Type.Number({
      description: 'Least buzz on the day of a row: minbuzz, else the class’s default for the movers orders, else 0',
    }),
    rows: Type.Array(TopnRowSchema),
  },
  {
    examples: [
      {
        group: 'equ_top100',
        indicator: 'sentiment',
        source: 'News',
        date: '2026-11-21T20:30:00.000Z',
        previousDate: '2026-11-20T20:30:00.000Z',
        minBuzz: 20,
        rows: [
          {
            asset: '4372179024',
            name: 'Apple',
            sector: 'Technology',
            exchangeCountry: 'US',
            buzz: 40,
            value: 0.2,
            previous: 0.1,
            delta: 0.1,
            date: '2026-11-21T20:30:00.000Z',
            previousDate: '2026-11-20T20:30:00.000Z',
          },
        ],
      },
    ],
  },
);
const HeatmapSchema = Type.Object(
  {
    group: Type.String(),
    varsize: Type.String(),
    varcolor: Type.String(),
    date: Type.String(),
    tiles: Type.Array(
      Type.Object({
        asset: Type.String(),
        name: Type.String(),
        sector: Type.Union([Type.String(), Type.Null()]),
        size: Type.Union([Type.Number(), Type.Null()]),
        color: Type.Union([Type.Number(), Type.Null()]),
        buzz: Type.Number(),
      }),
    ),
  },
  {
    examples: [
      {
        group: 'equ_top100',
        varsize: 'buzz',
        varcolor: 'sentiment',
        date: '2026-11-21T20:30:00.000Z',
        tiles: [{ asset: '4372179024', name: 'Apple', sector: 'Technology', size: 40, color: 0.2, buzz: 40 }],
      },
    ],
  },
);

/** The ESG datasets' own default source, and the only one of ESG Core; rma groups keep `fallback`. */
const ESG_SOURCE = 'News_Social';

/**
 * The source read. ESG Core has News_Social ranks only (spec §3): any valid src answers News_Social, as the
 * answer's `source` says, so that a screen whose source picker stays on News still shows the group's ranks.
 */
function sourceOf(
  value: string | undefined,
  fallback: string,
  group: PresetGroup,
  datasetClass: AssetClassCode,
): string {
  if (value === undefined) return isEsgClass(group.class) ? ESG_SOURCE : fallback;
  const source = getSource(value);
  if (!source) throw badParameter('src', 'expected News, Social, News_Headline, News_Social or all, nws, soc, nhl');
  return datasetSourceOf(datasetClass, source.name);
}

/**
 * The day of a snapshot (end, default the lake's last day) and the days its change spans: from start when given
 * (which must come before end), else the call's period.
 */
function snapshotDays(
  query: { start?: string; end?: string },
  lake: LoadedLake,
  defaultPeriod: number,
): { end: string; period: number } {
  const end = checkDay('end', query.end) ?? lake.manifest.to;
  const start = checkDay('start', query.start);
  if (start === undefined) return { end, period: defaultPeriod };
  const period = daysBetween(start, end);
  if (period < 1) throw badParameter('start', 'must be before end');
  return { end, period };
}

/** The members, day, period and filters of a group's snapshot read: the same for both calls. */
function snapshotScope(
  lake: LoadedLake,
  group: PresetGroup,
  days: { end: string; period: number },
  filters: { sector?: string; exchange_country?: string },
) {
  return {
    assetCodes: lake.members(group).map((asset) => asset.id),
    date: days.end,
    period: days.period,
    sectors: parseList(filters.sector),
    exchangeCountries: parseList(filters.exchange_country),
  };
}

function sortRows(rows: SnapshotRow[], sortby: TopnSort): SnapshotRow[] {
  const key: Record<TopnSort, (row: SnapshotRow) => number | null> = {
    abs: (row) => (row.delta === null ? null : Math.abs(row.delta)),
    up: (row) => row.delta,
    down: (row) => (row.delta === null ? null : -row.delta),
    level: (row) => row.level,
    buzz: (row) => row.buzz,
  };
  const of = key[sortby];
  // Largest first, rows without a value last, ties by asset code so the order is stable.
  return [...rows].sort((a, b) => {
    const x = of(a);
    const y = of(b);
    if (x === null || y === null) return x === y ? a.assetCode.localeCompare(b.assetCode) : x === null ? 1 : -1;
    return y - x || a.assetCode.localeCompare(b.assetCode);
  });
}

export function snapshotRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'web' as const } };
    const common = { tags: ['web'], security: KEYED_SECURITY };
    app.get(
      '/overview-topn',
      {
        config,
        schema: {
          ...common,
          summary: "A group's top assets by the change (or level) of one indicator",
          description:
            'Each value is the asset’s own on the day (`date`), the change from its own value on the earlier day ' +
            '(`previousDate`): a day without data is NA (null), never an earlier day carried forward, and a change ' +
            'needs a value on both days (rows without one sort last). The movers orders rank only assets with ' +
            'enough buzz on the day (minbuzz, default per class).',
          querystring: Type.Object({
            group: GroupParam,
            cvar: Type.Optional(
              Type.String({
                maxLength: 100,
                description:
                  "Indicator code of the group's class (default its sentiment indicator of spec §9: sentiment; ESG " +
                  'for ESG Core groups, read from the esgcor ranks 1-100; community for ESG Advanced groups, from esgadv)',
                examples: ['sentiment'],
              }),
            ),
            src: Type.Optional(
              Type.String({
                maxLength: 20,
                description:
                  'Source (default News; News_Social for ESG groups). ESG Core groups have News_Social ranks only: ' +
                  'any source answers News_Social, named in the answer',
              }),
            ),
            period: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'Days of the change' })),
            delta: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'Same as period' })),
            num: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: GROUP_ASSETS_MAX,
                default: 10,
                description:
                  `Rows returned; up to ${GROUP_ASSETS_MAX}, every member of the largest top buzz set (5000), so ` +
                  'that the screener, assets list and world map read a whole group in one call',
              }),
            ),
            sortby: Type.Optional(
              Type.Union(
                SORTS.map((sort) => Type.Literal(sort)),
                { default: 'abs' },
              ),
            ),
            start: DateParam('Day the change is measured from (sets the period)'),
            end: DateParam('Day of the snapshot (default the last day of the lake)'),
            minbuzz: Type.Optional(
              Type.Number({
                minimum: 0,
                description:
                  'Least buzz on the day of a listed asset. Default for the movers orders (sortby abs, up, down): ' +
                  `the class’s (${DEFAULT_MIN_BUZZ_SUMMARY}), so that one document never tops the list; for ` +
                  'level and buzz: 0 (every member). The answer’s minBuzz says which applied',
              }),
            ),
            sector: ListParam('Comma-separated TRBC economic sectors'),
            exchange_country: ListParam('Comma-separated ISO alpha-2 exchange countries'),
            apikey: ApikeyQuery,
          }),
          response: { 200: dataOf(TopnSchema, 'Top assets'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, group, answer } = await openGroupCall(
          { ctx: app.ctx, lakes, request, reply, find: findLakeGroup },
          query.group,
        );
        // An ESG group reads its own dataset (ESG Core ranks or ESG Advanced scores) with its class's defaults.
        const assetClass = groupDatasetClass(app.ctx, request, group);
        const source = sourceOf(query.src, DEFAULT_SOURCE_NAME, group, assetClass);
        const days = snapshotDays(query, lake, query.period ?? query.delta ?? 1);
        const indicator = query.cvar ?? getDefaultSentimentIndicator(assetClass);
        const sortby = query.sortby ?? 'abs';
        const minBuzz = query.minbuzz ?? (MOVER_SORTS.has(sortby) ? getDefaultMinBuzz(assetClass) : 0);
        return answer({
          key: queryKey('', query),
          parameter: 'cvar',
          read: async () => {
            const snapshot = await getGroupSnapshot({
              ...snapshotScope(lake, group, days, query),
              assetClass,
              indicator,
              source,
              minBuzz,
              dataDir: lakes.dataDir,
            });
            const rows = sortRows(snapshot.rows, sortby).slice(0, query.num ?? 10);
            return {
              data: {
                group: group.id,
                indicator,
                source: snapshot.dataType,
                date: snapshot.windowTimestamp,
                previousDate: snapshot.previousTimestamp,
                minBuzz,
                rows: rows.map((row) => ({
                  asset: row.assetCode,
                  name: row.name,
                  sector: row.sector,
                  exchangeCountry: row.exchangeCountry,
                  buzz: row.buzz,
                  value: row.level,
                  previous: row.previous,
                  delta: row.delta,
                  date: row.level === null ? null : row.levelTimestamp,
                  previousDate: row.previous === null ? null : row.previousTimestamp,
                })),
              },
            };
          },
        });
      },
    );

    app.get(
      '/heatmaps',
      {
        config,
        schema: {
          ...common,
          summary: "A group's heatmap: tiles sized by one indicator and coloured by another",
          description:
            'Tiles of the members with a value of varsize on the day (their own: a member without data that day ' +
            'has no tile, never an earlier day’s value); the colour is NA (null) without a value, and with start ' +
            'the change needs a value on both days.',
          querystring: Type.Object({
            group: GroupParam,
            varsize: Type.Optional(
              Type.String({
                maxLength: 100,
                description: "Tile size indicator (default buzz; an ESG group's buzz is its ESG dataset's buzz)",
              }),
            ),
            varcolor: Type.Optional(
              Type.String({
                maxLength: 100,
                description:
                  "Tile colour indicator of the group's class (default its sentiment indicator of spec §9: " +
                  'sentiment; ESG for ESG Core groups; community for ESG Advanced groups)',
              }),
            ),
            buzz: Type.Optional(
              Type.Number({ minimum: 0, description: "Least buzz of a tile (an ESG group's: its ESG buzz)" }),
            ),
            start: DateParam(
              'When given, the colour is the change since this day: null (NA) unless the asset has a value on both days',
            ),
            end: DateParam('Day of the heatmap (default the last day of the lake)'),
            sector: ListParam('Comma-separated TRBC economic sectors'),
            maxnum: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, default: HEATMAP_DEFAULT_MAXNUM })),
            exchange_country: ListParam('Comma-separated ISO alpha-2 exchange countries'),
            apikey: ApikeyQuery,
          }),
          response: { 200: dataOf(HeatmapSchema, 'Heatmap tiles'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, group, answer } = await openGroupCall(
          { ctx: app.ctx, lakes, request, reply, find: findLakeGroup },
          query.group,
        );
        const days = snapshotDays(query, lake, 1);
        // An ESG group reads its own dataset (ESG Core ranks or ESG Advanced scores) with its class's defaults.
        const assetClass = groupDatasetClass(app.ctx, request, group);
        // Buzz in every dataset (rma, esgcor, esgadv); an ESG group's is its ESG buzz.
        const varsize = query.varsize ?? 'buzz';
        const varcolor = query.varcolor ?? getDefaultSentimentIndicator(assetClass);
        const base = {
          ...snapshotScope(lake, group, days, query),
          assetClass,
          source: 'News_Social',
          minBuzz: query.buzz,
          dataDir: lakes.dataDir,
        };
        return answer({
          key: queryKey('', query),
          read: async () => {
            const [sizes, colors] = await Promise.all([
              readLake('varsize', () => getGroupSnapshot({ ...base, indicator: varsize, sort: 'level' })),
              readLake('varcolor', () => getGroupSnapshot({ ...base, indicator: varcolor })),
            ]);
            const colorOf = new Map(colors.rows.map((row) => [row.assetCode, query.start ? row.delta : row.level]));
            const tiles = sizes.rows
              .filter((row) => row.level !== null)
              .slice(0, query.maxnum ?? HEATMAP_DEFAULT_MAXNUM)
              .map((row) => ({
                asset: row.assetCode,
                name: row.name,
                sector: row.sector,
                size: row.level,
                color: colorOf.get(row.assetCode) ?? null,
                buzz: row.buzz,
              }));
            return { data: { group: group.id, varsize, varcolor, date: sizes.windowTimestamp, tiles } };
          },
        });
      },
    );
  };
}
