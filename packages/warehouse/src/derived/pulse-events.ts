/**
 * Pulse events (spec §7 /pulse/v1/events): a day on which an asset's buzz is abnormal against its own trailing
 * 30 days (a z-score, the "distance from the N-day mean" of anchor facts §4), or its sentiment swings abnormally
 * while it is talked about more than usual. Each event carries the headline of the news story that referred to
 * the asset most in that daily window, the engine's summary of that story and its dominant topic, a sentiment
 * label, a pulse level from the size of the surprise, and the asset's domicile, exchange country and sector.
 * Detection reads only the past and the day itself, as it runs day by day during the build.
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import {
  DAILY_CUT_MS,
  MINUTE_MS,
  PULSE_CLASSES,
  PULSE_GENERAL_TOPIC,
  PULSE_TOPIC_INDICATORS,
  type PulseSentiment,
} from '@moodwire/domain';
import { analyze, INDICATORS } from '@moodwire/engine';
import { documentText, type TopStory } from '../build/score-day';
import { ColumnTable, copyByYear, sqlText } from '../lake/column-table';
import type { ReferenceAsset } from '../universe/types';
import type { DailyPanel } from './daily-panel';

export const PULSE_WINDOW_DAYS = 30;
/** Days of history an asset needs before its buzz can be called abnormal. */
export const PULSE_MIN_HISTORY = 10;
export const BUZZ_Z_THRESHOLD = 4;
export const SENTIMENT_Z_THRESHOLD = 3;
/** Pulse levels 1..3 start at these buzz z-scores. */
const LEVELS = [BUZZ_Z_THRESHOLD, 7, 12] as const;
/** Floor of the buzz spread: a few references more than usual are not news. */
export const MIN_BUZZ_SPREAD = 4;

export interface PulseSignal {
  buzzZ: number;
  sentimentZ: number;
  level: number;
}

/**
 * The abnormality of an asset's day against its trailing window (days before `day` only; quiet days count as
 * zero buzz). Null when the day is not an event. The spread has a floor so that an asset mentioned once a month
 * does not make an event of its second mention.
 */
export function detectPulse(panel: DailyPanel, asset: number, day: number): PulseSignal | null {
  const buzz = panel.get('buzz', asset, day);
  if (!(buzz > 0) || day < PULSE_MIN_HISTORY) return null;
  const from = Math.max(0, day - PULSE_WINDOW_DAYS);
  let n = 0;
  let sum = 0;
  let squares = 0;
  let sentiments = 0;
  let sentimentSum = 0;
  let sentimentSquares = 0;
  for (let d = from; d < day; d++) {
    const value = panel.get('buzz', asset, d);
    const b = Number.isNaN(value) ? 0 : value;
    n++;
    sum += b;
    squares += b * b;
    const sentiment = panel.get('sentiment', asset, d);
    if (!Number.isNaN(sentiment)) {
      sentiments++;
      sentimentSum += sentiment;
      sentimentSquares += sentiment * sentiment;
    }
  }
  const mean = sum / n;
  const spread = Math.max(Math.sqrt(Math.max(0, squares / n - mean * mean)), 0.5 * mean, MIN_BUZZ_SPREAD);
  const buzzZ = (buzz - mean) / spread;
  let sentimentZ = 0;
  const sentiment = panel.get('sentiment', asset, day);
  if (sentiments >= PULSE_MIN_HISTORY / 2 && !Number.isNaN(sentiment)) {
    const sentimentMean = sentimentSum / sentiments;
    const sentimentSpread = Math.max(
      Math.sqrt(Math.max(0, sentimentSquares / sentiments - sentimentMean * sentimentMean)),
      0.05,
    );
    sentimentZ = (sentiment - sentimentMean) / sentimentSpread;
  }
  const isBuzzEvent = buzzZ >= BUZZ_Z_THRESHOLD;
  const isToneEvent = Math.abs(sentimentZ) >= SENTIMENT_Z_THRESHOLD && buzzZ >= 2;
  if (!isBuzzEvent && !isToneEvent) return null;
  const level = LEVELS.filter((threshold) => buzzZ >= threshold).length || 1;
  return { buzzZ, sentimentZ, level };
}

const INDEX = new Map(INDICATORS.map((indicator, i) => [indicator.code, i]));

function topicOf(sums: Float64Array): string {
  let best: string = PULSE_GENERAL_TOPIC;
  let weight = 0;
  for (const [label, codes] of PULSE_TOPIC_INDICATORS) {
    let total = 0;
    for (const code of codes) total += Math.abs(sums[INDEX.get(code) ?? -1] ?? 0);
    if (total > weight) {
      weight = total;
      best = label;
    }
  }
  return best;
}

export function sentimentLabel(sentiment: number): PulseSentiment {
  if (sentiment > 0.05) return 'Positive';
  if (sentiment < -0.05) return 'Negative';
  return 'Neutral';
}

interface PendingEvent {
  asset: number;
  day: number;
  signal: PulseSignal;
  story: TopStory | undefined;
}

export class PulseDetector {
  private readonly eligible: Uint8Array;
  private carried: TopStory[] = [];
  readonly events: PendingEvent[] = [];

  constructor(
    private readonly assets: readonly ReferenceAsset[],
    private readonly panel: DailyPanel,
  ) {
    const classes = new Set<string>(PULSE_CLASSES);
    this.eligible = Uint8Array.from(assets, (asset) => (classes.has(asset.class) ? 1 : 0));
  }

  /**
   * Called with each plan day's top stories after the aggregation has emitted that day's daily window (output
   * day = plan day - 1); the window holds the day's stories before 20:30 and the evening ones of the day before.
   */
  addDay(planDay: number, tops: readonly TopStory[]): void {
    const window = new Map<number, TopStory>();
    for (const story of [...this.carried, ...tops.filter((top) => top.slot === 0)]) {
      const best = window.get(story.asset);
      if (!best || story.buzz > best.buzz) window.set(story.asset, story);
    }
    this.carried = tops.filter((top) => top.slot === 1);
    const day = planDay - 1;
    if (day < 0 || day >= this.panel.days) return;
    for (let asset = 0; asset < this.assets.length; asset++) {
      if (!this.eligible[asset]) continue;
      const signal = detectPulse(this.panel, asset, day);
      if (signal) this.events.push({ asset, day, signal, story: window.get(asset) });
    }
  }

  /** Writes `events/<class>/daily/year=<Y>/part-0.parquet`; returns the row counts. */
  async write(
    connection: DuckDBConnection,
    buildDir: string,
    dayStarts: readonly number[],
  ): Promise<Record<string, number>> {
    const table = await ColumnTable.create(connection, 'pulse_events', [
      ['asset', 'INTEGER'],
      ['minute', 'INTEGER'],
      ['headline', 'VARCHAR'],
      ['topic', 'VARCHAR'],
      ['sentiment', 'VARCHAR'],
      ['pulseLevel', 'INTEGER'],
      ['summary', 'VARCHAR'],
      ['buzz', 'DOUBLE'],
      ['buzzZ', 'DOUBLE'],
      ['sentimentZ', 'DOUBLE'],
      ['sentimentScore', 'DOUBLE'],
      ['documentId', 'VARCHAR'],
      ['url', 'VARCHAR'],
    ]);
    for (const event of this.events) {
      const asset = this.assets[event.asset];
      if (!asset) continue;
      const story = event.story;
      const analysis = story ? analyze(documentText(story), { terms: false, keyphrases: false, summary: 2 }) : null;
      const sentiment = this.panel.get('sentiment', event.asset, event.day);
      table.add([
        event.asset,
        Math.round(((dayStarts[event.day] ?? 0) + DAILY_CUT_MS) / MINUTE_MS),
        story?.title ?? `Unusual attention on ${asset.name}`,
        analysis ? topicOf(analysis.document.sums) : 'General',
        sentimentLabel(sentiment),
        event.signal.level,
        // Without a news story (a burst of social posts only), the summary states what was measured.
        analysis?.summary ||
          story?.body.slice(0, 300) ||
          `${asset.name} drew unusual attention in social media (buzz z-score ${event.signal.buzzZ.toFixed(1)}), with ${sentimentLabel(sentiment).toLowerCase()} sentiment.`,
        this.panel.get('buzz', event.asset, event.day),
        event.signal.buzzZ,
        event.signal.sentimentZ,
        sentiment,
        story?.id ?? null,
        story?.url ?? null,
      ]);
    }
    table.close();
    const rows: Record<string, number> = {};
    for (const assetClass of PULSE_CLASSES) {
      Object.assign(
        rows,
        await copyByYear(connection, {
          select: `SELECT 'pulse:' || strftime(make_timestamp(CAST(e.minute AS BIGINT) * 60000000), '%Y-%m-%d') || ':' || a."assetClass" || ':' || a."assetCode" AS "_id",
              make_timestamp(CAST(e.minute AS BIGINT) * 60000000) AS "Date", a."assetClass", a."assetCode", a.name,
              e.headline AS "Headline", e.topic AS "Topic", e.sentiment AS "Sentiment", e."pulseLevel" AS "PulseLevel",
              e.summary AS "Summary", a.domicile AS "Domicile", a."exchangeCountry" AS "ExchangeCountry",
              a.sector AS "EconomicSector", e.buzz, e."buzzZ", e."sentimentZ", e."sentimentScore", e."documentId", e.url
            FROM pulse_events e JOIN assets a ON a.asset = e.asset
            WHERE a."assetClass" = ${sqlText(assetClass)}`,
          timeColumn: 'Date',
          dir: join(buildDir, 'events', assetClass, 'daily'),
          orderBy: '"assetCode", "Date"',
          key: `events/${assetClass}/daily`,
        }),
      );
    }
    await connection.run('DROP TABLE pulse_events');
    return rows;
  }
}
