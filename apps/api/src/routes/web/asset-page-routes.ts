/**
 * spec §7 '/asset-summary', '/assetpage-buzz', '/assetpage-sentiments', '/assetpage-activity' and
 * '/assetpage-ranks2': the asset page /ma4/asset/[assetId] (issue 5): its header, buzz bars by source with the
 * default sentiment lines, recent pulse events with the daily activity, and the panel of every indicator of the
 * asset's class with level, change and rank in a group.
 *
 * An asset opened in an ESG class (an ESG group on /esg4, or cls) is read from that class's own dataset
 * (`datasetClassOf`): the ESG Core ranks (ESG by default, News_Social only) or the ESG Advanced scores (community),
 * with the ESG buzz and the class's catalogue of indicators. Prices and pulse events are the company's or
 * country's own (its base class). Any other class reads its base class's rma dataset.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  API_AREAS,
  type AssetClassCode,
  getDefaultSentimentIndicator,
  listDataTypes,
  listIndicators,
  requireAssetClass,
  type SourceName,
  type UniverseClass,
} from '@moodwire/domain';
import {
  getClassCrossSection,
  getGroupSnapshot,
  getSeries,
  listEvents,
  type PulseEvent,
  ReadError,
  type SnapshotRow,
} from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { requestKey } from '../../lake/single-flight';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { type AnswerCache, BuildCache } from './build-cache';
import { inSpan, type PriceReader } from './price-routes';
import { classGroup, classMembers, memberIds, resolveAsset, toAssetRecord } from './web-assets';
import { badParameter, datasetSourceOf, lakeEtag, notModified, readLake } from './web-common';
import {
  ASSET_RECORD_EXAMPLE,
  AssetParam,
  AssetRecordFields,
  ClassParam,
  cell,
  EndParam,
  IndicatorParam,
  NullableNumber,
  NullableString,
  OptionalGroupParam,
  PeriodParam,
  parseSource,
  parseSpan,
  SourceParam,
  StartParam,
  WindowParam,
} from './web-params';

const DEFAULT_SOURCE: SourceName = 'News_Social';
/** Asset-page charts show the last year unless asked for another span. */
const CHART_DAYS = 365;
const ACTIVITY_DAYS = 90;
/** Pulse events of one asset per build (a few to a few hundred each). */
const EVENT_CACHE_SIZE = 500;

const AssetQuery = {
  asset: AssetParam,
  cls: ClassParam,
  group: OptionalGroupParam,
  apikey: ApikeyQuery,
};

const MeasureSchema = Type.Object({
  indicator: Type.String(),
  value: NullableNumber,
  previous: NullableNumber,
  change: Type.Union([Type.Number(), Type.Null()], { description: 'value - previous' }),
  date: Type.Union([Type.String(), Type.Null()], { description: 'Window the value comes from' }),
  rank: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Rank in the class by value, 1 = highest (ties by asset code); null without a value',
  }),
  rankOf: Type.Integer({ description: 'Assets of the class with a value' }),
});

const SummarySchema = Type.Object(
  {
    ...AssetRecordFields,
    className: Type.String(),
    source: Type.String(),
    date: Type.String({ description: 'Window of the summary (the last day of the lake unless end says)' }),
    previousDate: Type.String({ description: 'Window the changes are measured from' }),
    price: Type.Union([
      Type.Object({ date: Type.String(), price: NullableNumber, Return: NullableNumber }),
      Type.Null(),
    ]),
    buzz: MeasureSchema,
    sentiment: MeasureSchema,
  },
  {
    examples: [
      {
        ...ASSET_RECORD_EXAMPLE,
        className: 'Companies',
        source: 'News_Social',
        date: '2026-11-22T20:30:00.000Z',
        previousDate: '2026-11-21T20:30:00.000Z',
        price: { date: '2026-11-22T20:30:00.000Z', price: 231.4, Return: 0.0123 },
        buzz: {
          indicator: 'buzz',
          value: 412.5,
          previous: 380,
          change: 32.5,
          date: '2026-11-22T20:30:00.000Z',
          rank: 3,
          rankOf: 1950,
        },
        sentiment: {
          indicator: 'sentiment',
          value: 0.12,
          previous: 0.08,
          change: 0.04,
          date: '2026-11-22T20:30:00.000Z',
          rank: 402,
          rankOf: 1950,
        },
      },
    ],
  },
);

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

const EVENT_EXAMPLE = {
  id: 'pulse:2026-09-13:equ:4295905573',
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
        level: NullableNumber,
        previous: NullableNumber,
        change: Type.Union([Type.Number(), Type.Null()], { description: 'level - previous' }),
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
            rank: 14,
            rankOf: 97,
          },
        ],
      },
    ],
  },
);

/** 1 + the rows ranked above (higher level, or equal and a smaller code): ordinal ranks 1..n over those with a level. */
function rankOf(rows: readonly SnapshotRow[], assetCode: string): { rank: number | null; count: number } {
  const mine = rows.find((row) => row.assetCode === assetCode)?.level ?? null;
  let count = 0;
  let above = 0;
  for (const row of rows) {
    if (row.level === null) continue;
    count++;
    if (mine !== null && (row.level > mine || (row.level === mine && row.assetCode < assetCode))) above++;
  }
  return { rank: mine === null ? null : above + 1, count };
}

function measure(rows: readonly SnapshotRow[], assetCode: string, indicator: string) {
  const row = rows.find((candidate) => candidate.assetCode === assetCode);
  const { rank, count } = rankOf(rows, assetCode);
  return {
    indicator,
    value: row?.level ?? null,
    previous: row?.previous ?? null,
    change: row?.delta ?? null,
    date: row?.levelTimestamp ?? null,
    rank,
    rankOf: count,
  };
}

type BySource = Record<SourceName, number | null> & { date: string };

/**
 * One indicator of an asset from every source of its dataset class, merged by window (null where a source has no
 * window, and for every source but News_Social in ESG Core, which has no other).
 */
async function readBySource(options: {
  lakes: LakeView;
  dataClass: AssetClassCode;
  assetCode: string;
  indicator: string;
  start: string | undefined;
  to: string;
  smoothing?: number;
  useBuzz?: boolean;
}): Promise<BySource[]> {
  const sources = listDataTypes(options.dataClass).map((dataType) => dataType.code);
  const series = await Promise.all(
    sources.map((source) =>
      getSeries({
        assetClass: options.dataClass,
        assetCode: options.assetCode,
        indicators: [options.indicator],
        source,
        frequency: 'daily',
        from: options.start,
        to: options.to,
        smoothing: options.smoothing ?? 1,
        dataDir: options.lakes.dataDir,
      }),
    ),
  );
  const byDate = new Map<string, BySource>();
  series.forEach((one, s) => {
    const name = sources[s] ?? 'News_Social';
    for (const point of one.points) {
      let row = byDate.get(point.windowTimestamp);
      if (!row) {
        row = { date: point.windowTimestamp, News_Social: null, News: null, Social: null, News_Headline: null };
        byDate.set(point.windowTimestamp, row);
      }
      row[name] = options.useBuzz ? point.buzz : (point.values[options.indicator] ?? null);
    }
  });
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function assetPageRoutes(lakes: LakeView, prices: PriceReader, answers: AnswerCache): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { requirement: API_AREAS.web } };
    const common = { tags: ['web'], security: KEYED_SECURITY };
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
      '/asset-summary',
      {
        config,
        schema: {
          ...common,
          summary: 'The header of the asset page: reference fields, last price, latest buzz and default sentiment',
          description:
            'Buzz and the default sentiment indicator of the class (spec §9) on the last day of the lake (or ' +
            '`end`), their change over `period` days, and their rank in the class (cls, the group’s class, or ' +
            'the asset’s own). A value is the asset’s latest daily window at or before the day, as on the charts. ' +
            'An ESG class reads its own dataset: ESG Core ranks (ESG, News_Social only) or ESG Advanced scores ' +
            '(community), with the ESG buzz.',
          querystring: Type.Object({
            ...AssetQuery,
            src: SourceParam(DEFAULT_SOURCE),
            period: PeriodParam(1, 'Days of the change'),
            end: EndParam,
          }),
          response: { 200: dataOf(SummarySchema, 'The asset summary'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const lake = await lakes.current();
        const resolved = await resolveAsset(app.ctx, request, lake, query);
        const source = datasetSourceOf(resolved.dataClass, parseSource(query.src, DEFAULT_SOURCE));
        const span = parseSpan({ end: query.end }, lake);
        if (notModified(request, reply, lakeEtag(lake, resolved.variant))) return reply;
        const { asset, baseClass, classCode, dataClass } = resolved;
        const indicator = getDefaultSentimentIndicator(dataClass);
        const key = requestKey(request.url, lake.buildId, resolved.variant);
        return lakes.flights.run(key, () =>
          answers.get(key, async () => {
            // Ranked among the class's assets: an ESG or regional class is a subset of its base class.
            const assetCodes =
              classCode === baseClass ? undefined : classMembers(lake, classCode).map((member) => member.id);
            const snapshot = (name: string) =>
              getGroupSnapshot({
                assetClass: dataClass,
                assetCodes,
                indicator: name,
                source,
                date: span.end,
                period: query.period ?? 1,
                dataDir: lakes.dataDir,
              });
            const [buzz, sentiment, pricePoints] = await Promise.all([
              readLake('src', () => snapshot('buzz')),
              readLake('src', () => snapshot(indicator)),
              baseClass === 'cou' ? Promise.resolve([]) : prices.read(lake, baseClass, asset.id, 'daily'),
            ]);
            const last = inSpan(pricePoints, { start: undefined, end: span.end, to: span.to }).at(-1);
            return {
              data: {
                ...toAssetRecord(asset, classCode),
                className: requireAssetClass(classCode).name,
                source: buzz.dataType,
                date: buzz.windowTimestamp,
                previousDate: buzz.previousTimestamp,
                price: last ? { date: last.windowTimestamp, price: last.close, Return: last.Return } : null,
                buzz: measure(buzz.rows, asset.id, 'buzz'),
                sentiment: measure(sentiment.rows, asset.id, indicator),
              },
            };
          }),
        );
      },
    );

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
            ...AssetQuery,
            start: StartParam,
            end: EndParam,
            period: PeriodParam(CHART_DAYS),
          }),
          response: { 200: dataOf(BuzzSchema, 'Buzz by source'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const lake = await lakes.current();
        const resolved = await resolveAsset(app.ctx, request, lake, query);
        const span = parseSpan(query, lake, CHART_DAYS);
        if (notModified(request, reply, lakeEtag(lake, resolved.variant))) return reply;
        const key = requestKey(request.url, lake.buildId, resolved.variant);
        return lakes.flights.run(key, () =>
          answers.get(key, async () => {
            const points = await readLake('asset', () =>
              readBySource({
                lakes,
                dataClass: resolved.dataClass,
                assetCode: resolved.asset.id,
                indicator: 'buzz',
                start: span.start,
                to: span.to,
                useBuzz: true,
              }),
            );
            return { data: { ...toAssetRecord(resolved.asset, resolved.classCode), indicator: 'buzz', points } };
          }),
        );
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
            ...AssetQuery,
            cvar: IndicatorParam('Indicator code (default: the default sentiment of the class)'),
            start: StartParam,
            end: EndParam,
            period: PeriodParam(CHART_DAYS),
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
        const lake = await lakes.current();
        const resolved = await resolveAsset(app.ctx, request, lake, query);
        const span = parseSpan(query, lake, CHART_DAYS);
        if (notModified(request, reply, lakeEtag(lake, resolved.variant))) return reply;
        const indicator = query.cvar ?? getDefaultSentimentIndicator(resolved.dataClass);
        const window = query.window ?? 1;
        const key = requestKey(request.url, lake.buildId, resolved.variant);
        return lakes.flights.run(key, async () => {
          const points = await readLake('cvar', () =>
            readBySource({
              lakes,
              dataClass: resolved.dataClass,
              assetCode: resolved.asset.id,
              indicator,
              start: span.start,
              to: span.to,
              smoothing: window,
            }),
          );
          return {
            data: { ...toAssetRecord(resolved.asset, resolved.classCode), indicator, window, points },
          };
        });
      },
    );

    app.get(
      '/assetpage-activity',
      {
        config,
        schema: {
          ...common,
          summary: "An asset's recent pulse events and daily activity (buzz, mentions, events per day)",
          description:
            'The last 90 days unless start or period says; company groups have no pulse events. An ESG class ' +
            'gives its ESG buzz and mentions (ESG Advanced companies; none for ESG Core) with the pulse events ' +
            'of the company or country.',
          querystring: Type.Object({
            ...AssetQuery,
            start: StartParam,
            end: EndParam,
            period: PeriodParam(ACTIVITY_DAYS),
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
        const lake = await lakes.current();
        const resolved = await resolveAsset(app.ctx, request, lake, query);
        const span = parseSpan(query, lake, ACTIVITY_DAYS);
        if (notModified(request, reply, lakeEtag(lake, resolved.variant))) return reply;
        const { asset, baseClass, dataClass } = resolved;
        const hasMentions = listIndicators({ assetClass: dataClass }).some(
          (indicator) => indicator.code === 'mentions',
        );
        const key = requestKey(request.url, lake.buildId, resolved.variant);
        return lakes.flights.run(key, async () => {
          const [series, all] = await Promise.all([
            readLake('asset', () =>
              getSeries({
                assetClass: dataClass,
                assetCode: asset.id,
                indicators: [hasMentions ? 'mentions' : 'buzz'],
                source: DEFAULT_SOURCE,
                frequency: 'daily',
                from: span.start,
                to: span.to,
                dataDir: lakes.dataDir,
              }),
            ),
            assetEvents(lake, baseClass, asset.id),
          ]);
          // Events come newest first; the span's are those dated from start up to the end of end.
          const recent = all.filter(
            (event) => (span.start === undefined || event.Date >= span.start) && event.Date < span.to,
          );
          const days = new Map<string, { date: string; buzz: number; mentions: number | null; events: number }>();
          for (const point of series.points) {
            days.set(point.windowTimestamp, {
              date: point.windowTimestamp,
              buzz: point.buzz,
              mentions: hasMentions ? (point.values.mentions ?? null) : null,
              events: 0,
            });
          }
          for (const event of recent) {
            const day = days.get(event.Date) ?? { date: event.Date, buzz: 0, mentions: null, events: 0 };
            day.events++;
            days.set(event.Date, day);
          }
          return {
            data: {
              ...toAssetRecord(asset, resolved.classCode),
              start: span.start ?? lake.manifest.from,
              end: span.end,
              events: recent.slice(0, query.num ?? 10).map((event) => ({
                id: event._id,
                date: event.Date,
                headline: event.Headline,
                topic: event.Topic,
                sentiment: event.Sentiment,
                pulseLevel: event.PulseLevel,
                summary: event.Summary,
                buzz: event.buzz,
                buzzZ: event.buzzZ,
                url: event.url,
              })),
              days: [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
            },
          };
        });
      },
    );

    app.get(
      '/assetpage-ranks2',
      {
        config,
        schema: {
          ...common,
          summary: 'Every indicator of the asset’s class: level, change over a period and rank in a group',
          description:
            'The indicators of the class in catalogue order (spec §3), each with the asset’s level on the day ' +
            '(its latest daily window at or before it), the change over `period` days, and its rank by level ' +
            'among the group’s members (default: all assets of the class). An ESG class lists its own catalogue ' +
            'from its dataset: the ESG Core ranks (News_Social only) or the ESG Advanced scores.',
          querystring: Type.Object({
            ...AssetQuery,
            src: SourceParam(DEFAULT_SOURCE),
            period: PeriodParam(1, 'Days of the change'),
            end: EndParam,
          }),
          response: { 200: dataOf(RanksSchema, 'Indicator ranks'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const lake = await lakes.current();
        const resolved = await resolveAsset(app.ctx, request, lake, query);
        const source = datasetSourceOf(resolved.dataClass, parseSource(query.src, DEFAULT_SOURCE));
        const span = parseSpan({ end: query.end }, lake);
        const group = resolved.group ?? classGroup(lake, resolved.classCode);
        if (!group) {
          throw new HttpError(404, 'Unknown group', {
            message: `The lake has no group of class ${resolved.classCode}.`,
          });
        }
        const members = memberIds(lake, group);
        if (!members.has(resolved.asset.id)) {
          throw badParameter('asset', `'${resolved.asset.id}' is not a member of group '${group.id}'`);
        }
        if (notModified(request, reply, lakeEtag(lake, resolved.variant))) return reply;
        const { asset, dataClass } = resolved;
        const key = requestKey(request.url, lake.buildId, resolved.variant);
        return lakes.flights.run(key, async () => {
          const section = await readLake('end', () =>
            getClassCrossSection({
              assetClass: dataClass,
              source,
              date: span.end,
              period: query.period ?? 1,
              dataDir: lakes.dataDir,
            }),
          );
          const positions: number[] = [];
          for (const code of members) {
            const position = section.indexOf.get(code);
            if (position !== undefined) positions.push(position);
          }
          const mine = section.indexOf.get(asset.id);
          const column = new Map(section.indicators.map((code, i) => [code, i]));
          const rows = listIndicators({ assetClass: dataClass }).flatMap((indicator) => {
            const i = column.get(indicator.code);
            if (i === undefined) return [];
            const levels = section.levels[i] as Float64Array;
            const level = mine === undefined ? null : cell(levels[mine]);
            const previous = mine === undefined ? null : cell(section.previous[i]?.[mine]);
            let count = 0;
            let above = 0;
            for (const p of positions) {
              const other = levels[p] ?? Number.NaN;
              if (Number.isNaN(other)) continue;
              count++;
              if (level !== null && (other > level || (other === level && (section.assetCodes[p] ?? '') < asset.id))) {
                above++;
              }
            }
            return [
              {
                indicator: indicator.code,
                name: indicator.name,
                polarity: indicator.polarity,
                rangeKind: indicator.rangeKind,
                level,
                previous,
                change: level === null || previous === null ? null : level - previous,
                rank: level === null ? null : above + 1,
                rankOf: count,
              },
            ];
          });
          return {
            data: {
              ...toAssetRecord(asset, resolved.classCode),
              group: group.id,
              groupCount: members.size,
              source: section.dataType,
              date: section.windowTimestamp,
              previousDate: section.previousTimestamp,
              rows,
            },
          };
        });
      },
    );
  };
}
