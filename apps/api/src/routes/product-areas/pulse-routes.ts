/** Pulse v1 (spec §7 /pulse/v1/events/{class}/{code}): the event feed of one asset or a whole class, every filter. */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ALL_INDUSTRIES, addDays, DAY_MS, INDUSTRIES, isIndustry, PULSE_CLASSES } from '@moodwire/domain';
import {
  EVENT_SERIES_KEYS,
  EVENT_SUMMARY_DAILY_DAYS,
  getEventSummary,
  listDocuments,
  listEvents,
  MAX_EVENT_OFFSET,
  type PulseEvent,
} from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import { readFromLake } from '../../lake/answer-from-lake';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { ArticleListSchema } from '../articles/article-schemas';
import { csvExample } from '../csv-example';
import { EndDate, FormatQuery, jsonOrCsv, listOf, Nullable, StartDate } from './area-schemas';
import { unknownClass } from './class-assets';
import { dateRange, HISTORY_RANGE, HISTORY_TEXT, parseDateParameter } from './date-range';
import { sendCsv } from './send-answer';

const EXAMPLE_EVENT: PulseEvent = {
  _id: 'pulse:2026-10-01:equ:4372179024',
  Date: '2026-10-01T20:30:00.000Z',
  assetClass: 'equ',
  assetCode: '4372179024',
  name: 'Apple',
  Headline: 'Apple earnings beat estimates as profit climbs',
  Topic: 'Earnings',
  Sentiment: 'Positive',
  PulseLevel: 2,
  Summary: 'Apple earnings beat estimates as profit climbs. The company reported record profit.',
  Domicile: 'US',
  ExchangeCountry: 'US',
  EconomicSector: 'Technology',
  buzz: 31.6,
  buzzZ: 7.66,
  sentimentZ: 1.28,
  sentimentScore: 0.65,
  documentId: 'gen-2026-10-01-5r',
  url: 'https://news.example.com/2026-10-01/gen-2026-10-01-5r',
};

/** The columns of an event, in the order of the reference's event files (anchor facts §3), then ours. */
const EVENT_COLUMNS = Object.keys(EXAMPLE_EVENT) as (keyof PulseEvent)[];

const EventSchema = Type.Object(
  {
    _id: Type.String(),
    Date: Type.String({ description: 'Time of the event (ISO, UTC)' }),
    assetClass: Type.String(),
    assetCode: Type.String(),
    name: Type.String(),
    Headline: Type.String(),
    Topic: Type.String({ description: 'Dominant topic of the top story' }),
    Sentiment: Type.String({ description: 'Positive, Negative or Neutral' }),
    PulseLevel: Type.Integer({ description: '1 to 3: the size of the surprise' }),
    Summary: Type.String(),
    Domicile: Nullable(Type.String()),
    ExchangeCountry: Nullable(Type.String()),
    EconomicSector: Nullable(Type.String()),
    buzz: Type.Number(),
    buzzZ: Type.Number({ description: 'Buzz against its recent normal, in standard deviations' }),
    sentimentZ: Type.Number(),
    sentimentScore: Type.Number(),
    documentId: Nullable(Type.String({ description: 'The top story (see /articles)' })),
    url: Nullable(Type.String()),
  },
  { examples: [EXAMPLE_EVENT] },
);

const SeriesSchema = Type.Array(
  Type.Object({
    key: Type.String({ description: 'A topic, a sector or a country code; Other sums the rest, None has none' }),
    total: Type.Integer(),
    counts: Type.Array(Type.Integer(), { description: 'Events per bucket, in the order of buckets' }),
  }),
);

const EventSummarySchema = Type.Object(
  {
    from: Nullable(Type.String({ description: 'Start of the range (ISO)' })),
    to: Nullable(Type.String({ description: 'End of the range, exclusive (ISO)' })),
    bucket: Type.Union([Type.Literal('day'), Type.Literal('week')]),
    buckets: Type.Array(Type.String(), { description: 'First day of each bucket with events (YYYY-MM-DD)' }),
    total: Type.Integer(),
    sentiment: Type.Object({ positive: Type.Integer(), negative: Type.Integer(), neutral: Type.Integer() }),
    byTopic: SeriesSchema,
    bySector: SeriesSchema,
    byCountry: SeriesSchema,
    countries: Type.Array(
      Type.Object({
        code: Type.String({ description: 'ISO alpha-2 code of the domicile' }),
        events: Type.Integer(),
        positive: Type.Integer(),
        negative: Type.Integer(),
        neutral: Type.Integer(),
      }),
    ),
    strongest: Type.Array(EventSchema),
  },
  {
    examples: [
      {
        from: '2026-08-28T00:00:00.000Z',
        to: '2026-11-26T00:00:00.000Z',
        bucket: 'day',
        buckets: ['2026-10-01'],
        total: 1,
        sentiment: { positive: 1, negative: 0, neutral: 0 },
        byTopic: [{ key: 'Earnings', total: 1, counts: [1] }],
        bySector: [{ key: 'Technology', total: 1, counts: [1] }],
        byCountry: [{ key: 'US', total: 1, counts: [1] }],
        countries: [{ code: 'US', events: 1, positive: 1, negative: 0, neutral: 0 }],
        strongest: [EXAMPLE_EVENT],
      },
    ],
  },
);

/** The public preview: the last 30 days of company events, the three strongest of the last week. */
const PREVIEW_DAYS = 30;
const PREVIEW_EVENTS = 3;

const PulsePreviewSchema = Type.Object(
  {
    from: Type.String({ description: 'First day (YYYY-MM-DD)' }),
    to: Type.String({ description: 'End, exclusive (YYYY-MM-DD)' }),
    total: Type.Integer(),
    sentiment: Type.Object({ positive: Type.Integer(), negative: Type.Integer(), neutral: Type.Integer() }),
    topics: Type.Array(Type.Object({ topic: Type.String(), events: Type.Integer() })),
    strongest: Type.Array(EventSchema),
  },
  {
    examples: [
      {
        from: '2026-10-27',
        to: '2026-11-26',
        total: 1,
        sentiment: { positive: 1, negative: 0, neutral: 0 },
        topics: [{ topic: 'Earnings', events: 1 }],
        strongest: [EXAMPLE_EVENT],
      },
    ],
  },
);

/** The dashboard's default range and its longest (weekly buckets past EVENT_SUMMARY_DAILY_DAYS). */
const SUMMARY_DEFAULT_DAYS = 90;
const SUMMARY_MAX_DAYS = 731;

const SENTIMENTS = ['Positive', 'Negative', 'Neutral'] as const;
const MAX_EVENTS = 10_000;
const COUNTRY = { pattern: '^[A-Za-z]{2}$', minLength: 2, maxLength: 2 };

export function pulseRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/pulse/v1/events/:class/:code',
      {
        config: { access: { area: 'pulse' } },
        schema: {
          tags: ['pulse'],
          security: KEYED_SECURITY,
          summary: 'Pulse events of an asset, or of every asset of a class',
          description: `Newest first, the bigger surprise first within a day. Classes: ${PULSE_CLASSES.join(', ')}. ${HISTORY_TEXT}`,
          params: Type.Object({
            class: Type.String({ minLength: 1, maxLength: 32, description: 'Asset class', examples: ['equ'] }),
            code: Type.String({ minLength: 1, maxLength: 100, description: 'Asset code, or all', examples: ['all'] }),
          }),
          querystring: Type.Object({
            start_date: StartDate,
            end_date: EndDate,
            domicile: Type.Optional(
              Type.String({ ...COUNTRY, description: 'ISO country code of the domicile', examples: ['US'] }),
            ),
            topic: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 100,
                description: 'Topic as events carry it',
                examples: ['Earnings'],
              }),
            ),
            exchange_country: Type.Optional(
              Type.String({ ...COUNTRY, description: 'ISO country code of the listing exchange', examples: ['US'] }),
            ),
            economic_sector: Type.Optional(
              Type.String({
                maxLength: 100,
                description: `TRBC economic sector (${INDUSTRIES.join(', ')}); All for every one`,
                examples: ['Technology'],
              }),
            ),
            pulselevel: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: 'Pulse level 1 to 3' })),
            sentiment: Type.Optional(
              Type.String({ maxLength: 20, description: 'Positive, Negative or Neutral', examples: ['Negative'] }),
            ),
            limit: Type.Optional(
              Type.Integer({ minimum: 1, maximum: MAX_EVENTS, default: 1_000, description: 'Most events returned' }),
            ),
            offset: Type.Optional(
              Type.Integer({
                minimum: 0,
                maximum: MAX_EVENT_OFFSET,
                default: 0,
                description: 'Events skipped before the first returned, in the same order (paging a feed)',
              }),
            ),
            format: FormatQuery,
            apikey: ApikeyQuery,
          }),
          response: {
            200: jsonOrCsv(listOf(EventSchema), 'The events', csvExample(EVENT_COLUMNS, EXAMPLE_EVENT)),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { params, query } = request;
        const lake = await lakes.current();
        if (!(PULSE_CLASSES as readonly string[]).includes(params.class))
          throw unknownClass(params.class, PULSE_CLASSES);
        if (params.code !== 'all') {
          const asset = lake.assetsById.get(params.code);
          if (!asset || asset.class !== params.class) {
            throw new HttpError(404, 'Unknown asset', {
              message: `There is no asset '${params.code}' in class '${params.class}'.`,
            });
          }
        }
        const range = dateRange(query, lake, HISTORY_RANGE);
        let sector: string | undefined;
        if (query.economic_sector !== undefined && query.economic_sector !== ALL_INDUSTRIES) {
          if (!isIndustry(query.economic_sector)) {
            throw badParameter('economic_sector', `use ${ALL_INDUSTRIES} or one of ${INDUSTRIES.join(', ')}`);
          }
          sector = query.economic_sector;
        }
        let sentiment: string | undefined;
        if (query.sentiment !== undefined) {
          sentiment = SENTIMENTS.find((label) => label.toLowerCase() === query.sentiment?.toLowerCase());
          if (!sentiment) throw badParameter('sentiment', `use ${SENTIMENTS.join(', ')}`);
        }
        const events = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'start_date',
          read: () =>
            listEvents({
              assetClass: params.class,
              assetCode: params.code,
              ...range,
              ...(query.domicile === undefined ? {} : { domicile: query.domicile }),
              ...(query.topic === undefined ? {} : { topic: query.topic }),
              ...(query.exchange_country === undefined ? {} : { exchangeCountry: query.exchange_country }),
              ...(sector === undefined ? {} : { economicSector: sector }),
              ...(query.pulselevel === undefined ? {} : { pulseLevel: query.pulselevel }),
              ...(sentiment === undefined ? {} : { sentiment }),
              limit: query.limit ?? 1_000,
              offset: query.offset ?? 0,
              dataDir: lakes.dataDir,
            }),
        });
        if (events === undefined) return reply;
        if (query.format === 'csv')
          return sendCsv(reply, EVENT_COLUMNS, events as unknown as Record<string, unknown>[]);
        return { data: events };
      },
    );

    app.get(
      '/pulse/v1/summary/:class',
      {
        config: { access: { area: 'pulse' } },
        schema: {
          tags: ['pulse'],
          security: KEYED_SECURITY,
          summary: 'Pulse events of a class counted by topic, sector and country over time, and the strongest',
          description: `The Pulse dashboard's aggregates. Counts per day, or per week (from Monday) when the range is longer than ${EVENT_SUMMARY_DAILY_DAYS} days; each breakdown keeps its ${EVENT_SERIES_KEYS - 1} largest keys and sums the rest as Other (events without a sector or a country count as None). The strongest events are those of the last recent_days before the range's last event, the highest pulse level first, then the largest buzz against its normal. Without start_date the last ${SUMMARY_DEFAULT_DAYS} days; at most ${SUMMARY_MAX_DAYS} days per request.`,
          params: Type.Object({
            class: Type.String({ minLength: 1, maxLength: 32, description: 'Asset class', examples: ['equ'] }),
          }),
          querystring: Type.Object({
            start_date: StartDate,
            end_date: EndDate,
            recent_days: Type.Optional(
              Type.Integer({ minimum: 1, maximum: 90, default: 7, description: 'Days the strongest events come from' }),
            ),
            strongest: Type.Optional(
              Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'How many strongest events' }),
            ),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(EventSummarySchema, 'The counts and the strongest events'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { params, query } = request;
        const lake = await lakes.current();
        if (!(PULSE_CLASSES as readonly string[]).includes(params.class))
          throw unknownClass(params.class, PULSE_CLASSES);
        const range = dateRange(query, lake, { defaultDays: SUMMARY_DEFAULT_DAYS, maxDays: SUMMARY_MAX_DAYS });
        const summary = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'start_date',
          read: () =>
            getEventSummary({
              assetClass: params.class,
              ...range,
              recentDays: query.recent_days ?? 7,
              strongest: query.strongest ?? 10,
              dataDir: lakes.dataDir,
            }),
        });
        if (summary === undefined) return reply;
        return { data: { from: range.from ?? null, to: range.to ?? null, ...summary } };
      },
    );

    app.get(
      '/pulse/v1/documents/:class/:code',
      {
        config: { access: { area: 'pulse' } },
        schema: {
          tags: ['pulse'],
          security: KEYED_SECURITY,
          summary: "An event's source documents: the asset's articles of the event's day",
          description:
            "The articles the lake keeps that refer to the asset on the day (UTC) of an event, newest first, in the shape of /articles/list; the event's documentId is among them while the day is within the lake's retention window (retainedFrom).",
          params: Type.Object({
            class: Type.String({ minLength: 1, maxLength: 32, description: 'Asset class', examples: ['equ'] }),
            code: Type.String({ minLength: 1, maxLength: 100, description: 'Asset code', examples: ['4372179024'] }),
          }),
          querystring: Type.Object({
            date: Type.String({
              pattern: '^\\d{4}-\\d{2}-\\d{2}$',
              description: "The event's day, YYYY-MM-DD",
              examples: ['2026-10-01'],
            }),
            limit: Type.Optional(
              Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'Most articles returned' }),
            ),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(ArticleListSchema, "A page of the asset's articles of the day"),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { params, query } = request;
        const lake = await lakes.current();
        if (!(PULSE_CLASSES as readonly string[]).includes(params.class))
          throw unknownClass(params.class, PULSE_CLASSES);
        const asset = lake.assetsById.get(params.code);
        if (!asset || asset.class !== params.class) {
          throw new HttpError(404, 'Unknown asset', {
            message: `There is no asset '${params.code}' in class '${params.class}'.`,
          });
        }
        const from = parseDateParameter('date', query.date);
        if (from === undefined) throw badParameter('date', 'is required (YYYY-MM-DD)');
        const limit = query.limit ?? 10;
        const offset = query.offset ?? 0;
        const page = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'date',
          read: () =>
            listDocuments({
              assetClass: params.class,
              assetCode: asset.id,
              from: new Date(from).toISOString(),
              to: new Date(from + DAY_MS).toISOString(),
              limit,
              offset,
              dataDir: lakes.dataDir,
            }),
        });
        if (page === undefined) return reply;
        return {
          data: {
            asset: { class: params.class, code: asset.id, name: asset.name },
            total: page.total,
            offset,
            limit,
            retainedFrom: lake.manifest.documents.stored?.retainedFrom ?? null,
            articles: page.documents.map((document) => ({
              id: document.id,
              time: document.time,
              source: document.sourceType,
              outlet: document.outlet,
              title: document.title,
              url: document.url,
              preview: document.preview,
              imported: document.imported,
              mentions: document.mentions,
              buzz: document.buzz,
              sentiment: document.sentiment,
            })),
          },
        };
      },
    );

    app.get(
      '/pulse/v1/preview',
      {
        config: { access: { area: 'public' } },
        schema: {
          tags: ['pulse'],
          summary: 'A public glimpse of Pulse: the last 30 days of company events in numbers and the three strongest',
          description: `For the Pulse introduction page: over the lake's last ${PREVIEW_DAYS} days, how many company events there were, by sentiment and by topic (the largest topics), and the ${PREVIEW_EVENTS} strongest events of the last 7 days. No key needed; the feed itself needs the pulse permission (/pulse/v1/events).`,
          response: {
            200: dataOf(PulsePreviewSchema, 'The numbers and the strongest events'),
            ...errorResponses(503),
          },
        },
      },
      async (request, reply) => {
        const lake = await lakes.current();
        const to = addDays(lake.manifest.to, 1);
        const from = addDays(to, -PREVIEW_DAYS);
        const summary = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'start_date',
          read: () =>
            getEventSummary({ assetClass: 'equ', from, to, strongest: PREVIEW_EVENTS, dataDir: lakes.dataDir }),
        });
        if (summary === undefined) return reply;
        return {
          data: {
            from,
            to,
            total: summary.total,
            sentiment: summary.sentiment,
            topics: summary.byTopic.map((topic) => ({ topic: topic.key, events: topic.total })),
            strongest: summary.strongest,
          },
        };
      },
    );
  };
}
