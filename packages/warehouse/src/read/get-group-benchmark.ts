/**
 * A benchmark series for a theme: one indicator aggregated over a basket of assets (a group) per window, as the
 * reference's notebooks aggregate (anchor facts §2 'Aggregation conventions'): a score is the buzz-weighted mean
 * sum(value * buzz) / sum(buzz) over the members that have a value in the window; a count (buzz, mentions) is the
 * members' sum. Optionally smoothed the same way over the last `smoothing` windows. Read from the in-memory store.
 */
import { MINUTE_MS } from '@moodwire/domain';
import type { Frequency } from '../build/aggregate-days';
import { type DataType, LAYOUTS } from '../build/columns';
import { checkClass, checkDataType, checkFrequency, checkIndicators, checkSmoothing } from './lake-files';
import { checkRange, type DateRangeOptions } from './lake-sql';
import { firstAtLeast } from './lake-store';
import { openLakeStore } from './read-pool';

export interface GetGroupBenchmarkOptions extends DateRangeOptions {
  assetClass: string;
  /** The basket's members. */
  assetCodes: readonly string[];
  indicator: string;
  source: string;
  frequency: string;
  /** Smoothing over this many windows of the benchmark (1 = none). */
  smoothing?: number;
  dataDir?: string;
}

export interface BenchmarkPoint {
  windowTimestamp: string;
  /** The aggregate (smoothed when asked), or null when no member has a value in the window(s). */
  value: number | null;
  /** Buzz of the members in the window, summed. */
  buzz: number;
  /** Members with a value in the window. */
  assets: number;
}

export interface GroupBenchmark {
  assetClass: string;
  indicator: string;
  dataType: DataType;
  frequency: Frequency;
  /** 'buzz-weighted mean' for scores, 'sum' for counts. */
  aggregation: 'buzz-weighted mean' | 'sum';
  smoothing: number;
  points: BenchmarkPoint[];
}

interface Window {
  minute: number;
  row: number;
  /** sum(value * buzz) for scores, sum(value) for counts. */
  weighted: number;
  /** sum(buzz) over the members with a value (scores). */
  weights: number;
  buzz: number;
  assets: number;
}

/** The basket's indicator aggregated per window of [from, to). */
export async function getGroupBenchmark(options: GetGroupBenchmarkOptions): Promise<GroupBenchmark> {
  const assetClass = checkClass(options.assetClass);
  const dataType = checkDataType(options.source);
  const frequency = checkFrequency(options.frequency);
  checkIndicators(assetClass, [options.indicator]);
  const smoothing = checkSmoothing(options.smoothing);
  const { from, to } = checkRange(options.from, options.to);
  const kind = LAYOUTS[assetClass].columns.find((column) => column.code === options.indicator)?.kind;
  const isCount = kind === 'mentions' || kind === 'count';
  const benchmark: GroupBenchmark = {
    assetClass,
    indicator: options.indicator,
    dataType,
    frequency,
    aggregation: isCount ? 'sum' : 'buzz-weighted mean',
    smoothing,
    points: [],
  };

  const store = await openLakeStore(options.dataDir);
  const dataset = await store.dataset(assetClass, frequency);
  const [buzz, values] = await Promise.all([dataset.column('buzz'), dataset.column(options.indicator)]);
  const fromMinute = Math.ceil(from / MINUTE_MS);
  const toMinute = Math.ceil(to / MINUTE_MS);
  const windows = new Map<number, Window>();
  for (const assetCode of new Set(options.assetCodes)) {
    const segment = dataset.segment(assetCode, dataType);
    if (!segment) continue;
    const first = firstAtLeast(dataset.minutes, segment[0], segment[1], fromMinute);
    const end = firstAtLeast(dataset.minutes, first, segment[1], toMinute);
    for (let i = first; i < end; i++) {
      const minute = dataset.minutes[i] ?? 0;
      let window = windows.get(minute);
      if (!window) {
        window = { minute, row: i, weighted: 0, weights: 0, buzz: 0, assets: 0 };
        windows.set(minute, window);
      }
      const weight = buzz[i] ?? Number.NaN;
      if (!Number.isNaN(weight)) window.buzz += weight;
      const value = values[i] ?? Number.NaN;
      if (Number.isNaN(value)) continue;
      if (isCount) {
        window.weighted += value;
        window.assets++;
      } else if (!Number.isNaN(weight)) {
        window.weighted += value * weight;
        window.weights += weight;
        window.assets++;
      }
    }
  }
  const ordered = [...windows.values()].sort((a, b) => a.minute - b.minute);
  benchmark.points = ordered.map((window, w) => {
    // Smoothing over the last `smoothing` windows: scores buzz-weighted, counts as the plain mean.
    let weighted = 0;
    let weights = 0;
    let present = 0;
    for (let k = Math.max(0, w - smoothing + 1); k <= w; k++) {
      const at = ordered[k] as Window;
      if (at.assets === 0) continue;
      present++;
      weighted += at.weighted;
      weights += isCount ? 1 : at.weights;
    }
    const value = present === 0 || weights === 0 ? null : weighted / weights;
    return {
      windowTimestamp: dataset.windowTimestamp(window.row),
      value: value !== null && Number.isFinite(value) ? value : null,
      buzz: window.buzz,
      assets: window.assets,
    };
  });
  return benchmark;
}
