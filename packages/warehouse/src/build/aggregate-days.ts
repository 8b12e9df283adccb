/**
 * Aggregation (ARCHITECTURE.md 'Data, honestly', step 4): adds the day partials, in day order, into the daily
 * windows (ending 20:30 UTC) and the hourly 24-hour rolling windows (stamped on the hour), adds member companies
 * into their aggregated company groups, and hands every (asset, window, dataType) row to a sink. News_Social is
 * News + Social, so its values come out as the buzz-weighted combination (anchor facts §4).
 */

import { DAILY_CUT_MS, HOUR_MS } from '@moodwire/domain';
import { INDICATOR_COUNT } from '@moodwire/engine';
import type { ReferenceAsset } from '../universe/types';
import { ENGINE_BUZZ, MEASURED_SOURCES } from './columns';
import { DAILY_NEXT, DAILY_THIS, type DayPartial, ENTRY_FIELDS, HOURLY_SLOT } from './score-day';

export type Frequency = 'daily' | 'hourly';

/**
 * One row of a frequency, as the aggregation hands it to a sink (and a sink on to where it stages it).
 * dataType index: 0 News, 1 Social, 2 News_Headline, 3 News_Social (DATA_TYPES order). `isUnchanged` (hourly rows)
 * says whether the row has the same mentions and sums as the asset's row of that dataType at the previous stamp,
 * so that a sink may reuse what it made of that one: most assets are quiet from one hour to the next.
 */
export type RowCells = [
  asset: number,
  stamp: number,
  dataType: number,
  mentions: number,
  sums: Float64Array,
  isUnchanged?: boolean,
];

export interface RowSink {
  add(frequency: Frequency, ...row: RowCells): void;
}

interface Acc {
  mentions: number;
  sums: Float64Array;
}

export interface AggregatorOptions {
  assets: readonly ReferenceAsset[];
  /** Epoch ms of each plan day's midnight. */
  dayStarts: readonly number[];
  /** First plan day whose daily window is written (the day before it only feeds that window). */
  firstOutputDay: number;
  /** First plan day with hourly stamps; days before it get none. */
  firstHourlyDay: number;
  /** Daily windows within this many days of the end count towards the measured buzz ranking. */
  rankingDays: number;
  sink: RowSink;
  /** Where hourly rows go (default `sink`). */
  hourlySink?: RowSink;
}

const HOURS_PER_WINDOW = 24;
const EMPTY_SUMS = new Float64Array(INDICATOR_COUNT);

function addInto(target: Acc, mentions: number, sums: Float64Array, offset: number): void {
  target.mentions += mentions;
  const values = target.sums;
  for (let i = 0; i < INDICATOR_COUNT; i++) values[i] = (values[i] ?? 0) + (sums[offset + i] ?? 0);
}

/** Adds an entry's sparse sums (pairs `start` to `start + count` of a partial) into an accumulator. */
function addPairs(
  target: Acc,
  mentions: number,
  indexes: Uint8Array,
  values: Float64Array,
  start: number,
  count: number,
): void {
  target.mentions += mentions;
  const sums = target.sums;
  for (let p = start; p < start + count; p++) {
    const index = indexes[p] as number;
    sums[index] = (sums[index] as number) + (values[p] as number);
  }
}

/**
 * The accumulator of `key` in `map`, made when missing from a spent one of `pool` (zeroed) when there is one: the
 * hourly buckets make and drop an accumulator per (asset, source) and hour, which was much of the main thread's
 * allocation and garbage collection during scoring (issue 13). Sinks read a row's sums and keep none of them.
 */
function accOf(map: Map<number, Acc>, key: number, pool: Acc[]): Acc {
  let acc = map.get(key);
  if (!acc) {
    acc = pool.pop();
    if (acc) {
      acc.mentions = 0;
      acc.sums.fill(0);
    } else acc = { mentions: 0, sums: new Float64Array(INDICATOR_COUNT) };
    map.set(key, acc);
  }
  return acc;
}

/** Returns a spent map's accumulators to the pool. */
function recycle(map: Map<number, Acc>, pool: Acc[]): void {
  for (const acc of map.values()) pool.push(acc);
  map.clear();
}

export class Aggregator {
  private readonly options: AggregatorOptions;
  /** Aggregated company-group indices of each company (empty for everything else). */
  private readonly groupsOf: number[][];
  private readonly isAggregatedGroup: boolean[];
  private carry = new Map<number, Acc>();
  private readonly buckets = new Map<number, Map<number, Acc>>();
  private readonly rolling = new Map<number, Acc>();
  private readonly combined: Acc = { mentions: 0, sums: new Float64Array(INDICATOR_COUNT) };
  /** Spent accumulators, reused by accOf. */
  private readonly pool: Acc[] = [];
  /** Per asset, the number of the last emit that wrote its rows. */
  private readonly emittedAt: Float64Array;
  private emits = 0;
  private nextHourlyStamp = Number.NaN;
  /** Keys of the rolling window that changed at the current stamp, and whether an hourly stamp was emitted yet. */
  private readonly touched = new Set<number>();
  private hasEmittedHourly = false;
  private lastDay = -1;
  /** News_Social buzz per asset over the last `rankingDays` daily windows. */
  readonly recentBuzz: Float64Array;
  rows = { daily: 0, hourly: 0 };
  documents = 0;
  matched = 0;

  constructor(options: AggregatorOptions) {
    this.options = options;
    const index = new Map(options.assets.map((asset, i) => [`${asset.class}:${asset.id}`, i]));
    this.groupsOf = options.assets.map(() => []);
    this.isAggregatedGroup = options.assets.map(
      (asset) => asset.class === 'etf' && (asset.companyGroupKind?.endsWith('Aggregated') ?? false),
    );
    options.assets.forEach((asset, i) => {
      if (asset.class !== 'equ') return;
      for (const groupId of asset.memberOf ?? []) {
        const group = index.get(`etf:${groupId}`);
        if (group !== undefined && this.isAggregatedGroup[group]) this.groupsOf[i]?.push(group);
      }
    });
    this.recentBuzz = new Float64Array(options.assets.length);
    this.emittedAt = new Float64Array(options.assets.length);
  }

  /** Adds the next day's partial; days must come in order 0, 1, 2, ... */
  addDay(partial: DayPartial): void {
    const d = partial.day;
    if (d !== this.lastDay + 1) throw new Error(`day ${d} arrived after day ${this.lastDay}`);
    this.lastDay = d;
    this.documents += partial.documents;
    this.matched += partial.matched;
    const { entries, indexes, values } = partial;
    const dayStart = this.options.dayStarts[d] ?? 0;
    const window = this.carry;
    const carry = new Map<number, Acc>();
    const hourly = d >= this.options.firstHourlyDay - 1;
    for (let at = 0; at < entries.length; at += ENTRY_FIELDS) {
      const asset = entries[at] ?? 0;
      const slot = entries[at + 1] ?? 0;
      const source = entries[at + 2] ?? 0;
      const mentions = entries[at + 3] ?? 0;
      const start = entries[at + 4] ?? 0;
      const count = entries[at + 5] ?? 0;
      let target: Map<number, Acc>;
      if (slot === DAILY_THIS) target = window;
      else if (slot === DAILY_NEXT) target = carry;
      else if (hourly) {
        const stamp = dayStart + (slot - HOURLY_SLOT) * HOUR_MS;
        let bucket = this.buckets.get(stamp);
        if (!bucket) {
          bucket = new Map();
          this.buckets.set(stamp, bucket);
        }
        target = bucket;
      } else continue;
      const pool = this.pool;
      addPairs(accOf(target, asset * MEASURED_SOURCES + source, pool), mentions, indexes, values, start, count);
      // Aggregated company groups: their own references plus those of every member company.
      for (const group of this.groupsOf[asset] ?? []) {
        addPairs(accOf(target, group * MEASURED_SOURCES + source, pool), mentions, indexes, values, start, count);
      }
    }
    this.carry = carry;
    if (d >= this.options.firstOutputDay) {
      const isRecent = d >= this.options.dayStarts.length - this.options.rankingDays;
      this.emit('daily', dayStart + DAILY_CUT_MS, window, isRecent);
    }
    recycle(window, this.pool);
    if (hourly) {
      if (Number.isNaN(this.nextHourlyStamp)) this.nextHourlyStamp = dayStart;
      // Stamps up to 23:00 are complete: later days only add to buckets from the next midnight on.
      this.advanceHourly(dayStart + 23 * HOUR_MS);
    }
  }

  /** Emits the hourly stamps that were waiting for a next day (the last midnight). */
  finish(): void {
    const last = this.options.dayStarts[this.lastDay];
    if (last !== undefined && this.lastDay >= this.options.firstHourlyDay) {
      this.advanceHourly(last + HOURS_PER_WINDOW * HOUR_MS);
    }
    this.buckets.clear();
    this.rolling.clear();
    this.pool.length = 0;
  }

  /**
   * Rolls the 24-hour window forward one hour at a time: the bucket of the new stamp comes in, the one 24 hours
   * older goes out. A key whose mentions fall to zero leaves the window (its sums are exactly empty then).
   */
  private advanceHourly(until: number): void {
    const firstEmitted = (this.options.dayStarts[this.options.firstHourlyDay] ?? 0) + HOUR_MS;
    for (; this.nextHourlyStamp <= until; this.nextHourlyStamp += HOUR_MS) {
      const stamp = this.nextHourlyStamp;
      const touched = this.touched;
      touched.clear();
      const incoming = this.buckets.get(stamp);
      if (incoming) {
        for (const [key, acc] of incoming) {
          addInto(accOf(this.rolling, key, this.pool), acc.mentions, acc.sums, 0);
          touched.add(key);
        }
      }
      const leavingStamp = stamp - HOURS_PER_WINDOW * HOUR_MS;
      const leaving = this.buckets.get(leavingStamp);
      if (leaving) {
        for (const [key, acc] of leaving) {
          const running = this.rolling.get(key);
          if (!running) continue;
          touched.add(key);
          running.mentions -= acc.mentions;
          if (running.mentions <= 0) {
            this.rolling.delete(key);
            this.pool.push(running);
            continue;
          }
          const values = running.sums;
          for (let i = 0; i < INDICATOR_COUNT; i++) values[i] = (values[i] ?? 0) - (acc.sums[i] ?? 0);
        }
        this.buckets.delete(leavingStamp);
        recycle(leaving, this.pool);
      }
      if (stamp >= firstEmitted) {
        this.emit('hourly', stamp, this.rolling, false);
        this.hasEmittedHourly = true;
      }
    }
  }

  private emit(frequency: Frequency, stamp: number, window: Map<number, Acc>, isRecent: boolean): void {
    const isHourly = frequency === 'hourly';
    const sink = isHourly ? (this.options.hourlySink ?? this.options.sink) : this.options.sink;
    // A key is unchanged when the previous stamp was emitted and nothing came into or left it since.
    const canRepeat = isHourly && this.hasEmittedHourly;
    const touched = this.touched;
    // An asset is emitted once per stamp, at its first key: marked with this emit's number (no Set per emit).
    const emitted = this.emittedAt;
    const mark = ++this.emits;
    const combined = this.combined;
    for (const key of window.keys()) {
      const asset = Math.floor(key / MEASURED_SOURCES);
      if (emitted[asset] === mark) continue;
      emitted[asset] = mark;
      const base = asset * MEASURED_SOURCES;
      const news = window.get(base);
      const social = window.get(base + 1);
      const headline = window.get(base + 2);
      const isNewsUnchanged = canRepeat && !touched.has(base);
      const isSocialUnchanged = canRepeat && !touched.has(base + 1);
      let rows = 0;
      if (news) {
        sink.add(frequency, asset, stamp, 0, news.mentions, news.sums, isNewsUnchanged);
        rows++;
      }
      if (social) {
        sink.add(frequency, asset, stamp, 1, social.mentions, social.sums, isSocialUnchanged);
        rows++;
      }
      if (headline) {
        sink.add(frequency, asset, stamp, 2, headline.mentions, headline.sums, canRepeat && !touched.has(base + 2));
        rows++;
      }
      if (news || social) {
        // News + Social in one pass (the sums of a source that has no window are zero).
        combined.mentions = (news?.mentions ?? 0) + (social?.mentions ?? 0);
        if (news && social) {
          const out = combined.sums;
          const a = news.sums;
          const b = social.sums;
          for (let i = 0; i < INDICATOR_COUNT; i++) out[i] = (a[i] as number) + (b[i] as number);
        } else combined.sums.set((news ?? social)?.sums ?? EMPTY_SUMS);
        sink.add(frequency, asset, stamp, 3, combined.mentions, combined.sums, isNewsUnchanged && isSocialUnchanged);
        rows++;
        if (isRecent) this.recentBuzz[asset] = (this.recentBuzz[asset] ?? 0) + (combined.sums[ENGINE_BUZZ] ?? 0);
      }
      this.rows[frequency] += rows;
    }
  }
}
