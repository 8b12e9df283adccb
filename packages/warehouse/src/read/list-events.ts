import { PULSE_CLASSES } from '@moodwire/domain';
import { checkLimit, checkOneOf, checkRangeFilter, checkText, type DateRangeOptions, PARQUET_SOURCE } from './lake-sql';
import { queryDatasetRows } from './query-dataset-rows';
import { ReadError } from './read-error';

const SENTIMENT_LABELS = ['Positive', 'Negative', 'Neutral'] as const;
const PULSE_LEVELS = [1, 2, 3] as const;
const MAX_EVENTS = 10_000;

/** The filters of spec §7 /pulse/v1/events/{class}/{code}. */
export interface ListEventsOptions extends DateRangeOptions {
  assetClass: string;
  /** An asset code, or 'all'. */
  assetCode: string;
  /** ISO country code of the company's domicile. */
  domicile?: string;
  /** Dominant topic of the top story (Earnings, Mergers...), as the events carry it. */
  topic?: string;
  exchangeCountry?: string;
  economicSector?: string;
  /** Pulse level 1..3 (the size of the surprise). */
  pulseLevel?: number;
  /** Positive, Negative or Neutral. */
  sentiment?: string;
  /** Most events returned (newest first); default 1,000. */
  limit?: number;
  /** Events skipped before the first returned (paging a feed); default 0. */
  offset?: number;
  dataDir?: string;
}

export interface PulseEvent {
  _id: string;
  Date: string;
  assetClass: string;
  assetCode: string;
  name: string;
  Headline: string;
  Topic: string;
  Sentiment: string;
  PulseLevel: number;
  Summary: string;
  Domicile: string | null;
  ExchangeCountry: string | null;
  EconomicSector: string | null;
  buzz: number;
  buzzZ: number;
  sentimentZ: number;
  sentimentScore: number;
  documentId: string | null;
  url: string | null;
}

/** The furthest offset a feed page may start at. */
export const MAX_EVENT_OFFSET = 100_000;

function checkEventOffset(offset: number | undefined): number {
  const value = offset ?? 0;
  if (!Number.isInteger(value) || value < 0 || value > MAX_EVENT_OFFSET) {
    throw new ReadError('bad_request', `'offset' must be a whole number from 0 to ${MAX_EVENT_OFFSET}`);
  }
  return value;
}

/** Pulse events of a class (one asset or all), newest first and the bigger surprise first within a day. */
export async function listEvents(options: ListEventsOptions): Promise<PulseEvent[]> {
  const assetClass = checkOneOf(options.assetClass, PULSE_CLASSES, 'event class');
  const assetCode = checkText(options.assetCode, 'assetCode');
  const { condition, parameters } = checkRangeFilter(options, 'Date');
  parameters.limit = checkLimit(options.limit, 1_000, MAX_EVENTS);
  parameters.offset = checkEventOffset(options.offset);
  const where = [condition];
  const equal = (column: string, name: string, value: string | number) => {
    where.push(`"${column}" = $${name}`);
    parameters[name] = value;
  };
  if (assetCode !== 'all') equal('assetCode', 'asset', assetCode);
  // Country codes are ISO alpha-2, upper case in the lake; a request may spell them in lower case.
  if (options.domicile !== undefined) {
    equal('Domicile', 'domicile', checkText(options.domicile, 'domicile').toUpperCase());
  }
  if (options.topic !== undefined) equal('Topic', 'topic', checkText(options.topic, 'topic'));
  if (options.exchangeCountry !== undefined) {
    equal('ExchangeCountry', 'exchange', checkText(options.exchangeCountry, 'exchangeCountry').toUpperCase());
  }
  if (options.economicSector !== undefined) {
    equal('EconomicSector', 'sector', checkText(options.economicSector, 'economicSector'));
  }
  if (options.pulseLevel !== undefined) {
    if (!(PULSE_LEVELS as readonly number[]).includes(options.pulseLevel)) {
      throw new ReadError('bad_request', `'pulseLevel' must be 1, 2 or 3`);
    }
    equal('PulseLevel', 'level', options.pulseLevel);
  }
  if (options.sentiment !== undefined) {
    equal('Sentiment', 'sentiment', checkOneOf(options.sentiment, SENTIMENT_LABELS, 'sentiment label'));
  }
  const rows = await queryDatasetRows(
    options.dataDir,
    ['events', assetClass, 'daily'],
    `SELECT * FROM ${PARQUET_SOURCE} WHERE ${where.join(' AND ')}
     ORDER BY "Date" DESC, "PulseLevel" DESC, "buzzZ" DESC, "assetCode" LIMIT $limit OFFSET $offset`,
    parameters,
  );
  return rows as unknown as PulseEvent[];
}
