/** Pulse v1 (spec §7 /pulse/v1/events/{class}/{code}): the event feed of one asset or a whole class, every filter. */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ALL_INDUSTRIES, INDUSTRIES, isIndustry } from '@moodwire/domain';
import { listEvents, PULSE_CLASSES, type PulseEvent } from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import { readFromLake } from '../../lake/answer-from-lake';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { csvExample } from '../csv-example';
import { EndDate, FormatQuery, jsonOrCsv, listOf, Nullable, StartDate } from './area-schemas';
import { unknownClass } from './class-assets';
import { dateRange, HISTORY_RANGE, HISTORY_TEXT } from './date-range';
import { sendCsv } from './send-answer';

const EXAMPLE_EVENT: PulseEvent = {
  _id: 'pulse:2026-10-01:equ:4295905573',
  Date: '2026-10-01T20:30:00.000Z',
  assetClass: 'equ',
  assetCode: '4295905573',
  name: 'Apple Inc',
  Headline: 'Apple Inc earnings beat estimates as profit climbs',
  Topic: 'Earnings',
  Sentiment: 'Positive',
  PulseLevel: 2,
  Summary: 'Apple Inc earnings beat estimates as profit climbs. The company reported record profit.',
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
              dataDir: lakes.dataDir,
            }),
        });
        if (events === undefined) return reply;
        if (query.format === 'csv')
          return sendCsv(reply, EVENT_COLUMNS, events as unknown as Record<string, unknown>[]);
        return { data: events };
      },
    );
  };
}
