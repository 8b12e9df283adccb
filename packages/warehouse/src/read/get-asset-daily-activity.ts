import { type AssetClassCode, listIndicators } from '@moodwire/domain';
import { getSeries } from './get-series';
import type { PulseEvent } from './list-events';

/** The source of the activity's buzz and mentions: both sources together. */
const ACTIVITY_SOURCE = 'News_Social';
/** Events listed unless the caller says (spec §7 /assetpage-activity's default `num`). */
const DEFAULT_EVENT_LIMIT = 10;

export interface GetAssetDailyActivityOptions {
  /** The class whose dataset gives buzz and mentions: an index class, or an ESG class (its ESG buzz). */
  assetClass: AssetClassCode;
  assetCode: string;
  /**
   * The asset's pulse events, newest first, as `listEvents` gives them. Passed in rather than read here: a caller
   * keeps them per build, since every span of the page is cut from the same few hundred.
   */
  events: readonly PulseEvent[];
  /** Inclusive start, YYYY-MM-DD or ISO; default: the lake's first window. */
  from?: string;
  /** Exclusive end. */
  to: string;
  /** Events listed, newest first (default 10). */
  eventLimit?: number;
  dataDir?: string;
}

/** A pulse event as the asset page lists it. */
export interface ActivityEvent {
  id: string;
  date: string;
  headline: string;
  topic: string;
  /** Positive, Negative or Neutral. */
  sentiment: string;
  /** 1..3, the size of the surprise. */
  pulseLevel: number;
  summary: string;
  buzz: number;
  /** How unusual the day's buzz was (z-score). */
  buzzZ: number;
  url: string | null;
}

/** A day on which the asset was talked about or had a pulse event. */
export interface ActivityDay {
  date: string;
  /** News_Social buzz of the day (0 when not talked about). */
  buzz: number;
  /** Plain mention count, where the class's catalogue has mentions (traded classes); else null. */
  mentions: number | null;
  /** Pulse events that day. */
  events: number;
}

export interface AssetDailyActivity {
  /** Pulse events of the span, newest first, at most `eventLimit`. */
  events: ActivityEvent[];
  /** Every active day of the span, oldest first; quiet days are left out. */
  days: ActivityDay[];
}

/**
 * The asset page's activity panel (spec §7 /assetpage-activity): the asset's pulse events of the span and its
 * daily buzz, mentions and event count. Events count on the day they are dated, also a day without buzz.
 */
export async function getAssetDailyActivity(options: GetAssetDailyActivityOptions): Promise<AssetDailyActivity> {
  const hasMentions = listIndicators({ assetClass: options.assetClass }).some(
    (indicator) => indicator.code === 'mentions',
  );
  const series = await getSeries({
    assetClass: options.assetClass,
    assetCode: options.assetCode,
    indicators: [hasMentions ? 'mentions' : 'buzz'],
    source: ACTIVITY_SOURCE,
    frequency: 'daily',
    from: options.from,
    to: options.to,
    dataDir: options.dataDir,
  });
  const { from, to } = options;
  // The span's events are those dated from `from` up to (not including) `to`; they stay newest first.
  const recent = options.events.filter((event) => (from === undefined || event.Date >= from) && event.Date < to);
  const days = new Map<string, ActivityDay>();
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
    events: recent.slice(0, options.eventLimit ?? DEFAULT_EVENT_LIMIT).map((event) => ({
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
  };
}
