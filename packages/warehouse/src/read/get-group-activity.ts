/**
 * How much a group's assets were talked about over a span of days: each member's buzz summed over its daily
 * windows in the span, and optionally one indicator averaged over those windows weighted by buzz (anchor facts §2
 * 'Aggregation conventions'). Read from the in-memory store: a binary search and a short slice per member.
 */
import { MINUTE_MS } from '@moodwire/domain';
import type { DataType } from '../build/columns';
import { openClassDataset } from './class-dataset';
import { checkDataType, checkDate } from './lake-files';
import { firstAtLeast } from './lake-store';
import { ReadError } from './read-error';
import { openLakeStore } from './read-pool';

export interface GetGroupActivityOptions {
  /**
   * An index class (rma dataset), or an ESG class: equcor/coucor read the ESG Core ranks (News_Social only),
   * equesg/couesg the ESG Advanced scores; buzz is then the ESG dataset's own buzz.
   */
  assetClass: string;
  /** The group's members. */
  assetCodes: readonly string[];
  source: string;
  /** Inclusive start, YYYY-MM-DD or ISO. */
  from: string;
  /** Exclusive end. */
  to: string;
  /** An indicator to average buzz-weighted over the same windows. */
  indicator?: string;
  dataDir?: string;
}

export interface AssetActivity {
  assetCode: string;
  /** Buzz summed over the member's windows in the span (0 when it was not talked about). */
  buzz: number;
  /** Windows of the span in which the member has a row. */
  windows: number;
  /** The indicator's buzz-weighted mean over those windows, or null (no indicator asked, or no value). */
  value: number | null;
  /** The member's last window in the span, or null. */
  lastTimestamp: string | null;
}

export interface GroupActivity {
  assetClass: string;
  dataType: DataType;
  indicator: string | null;
  /** One row per member, in the order asked. */
  rows: AssetActivity[];
}

/** Each member's summed buzz (and buzz-weighted indicator) over the daily windows in [from, to). */
export async function getGroupActivity(options: GetGroupActivityOptions): Promise<GroupActivity> {
  const dataType = checkDataType(options.source);
  const store = await openLakeStore(options.dataDir);
  const { assetClass, dataset } = await openClassDataset(store, {
    assetClass: options.assetClass,
    frequency: 'daily',
    dataType,
    indicators: options.indicator === undefined ? [] : [options.indicator],
  });
  const from = checkDate(options.from, 'from');
  const to = checkDate(options.to, 'to');
  if (from >= to) throw new ReadError('bad_request', `'from' must be before 'to'`);
  const [buzz, values] = await Promise.all([
    dataset.column('buzz'),
    options.indicator === undefined ? undefined : dataset.column(options.indicator),
  ]);
  const fromMinute = Math.ceil(from / MINUTE_MS);
  const toMinute = Math.ceil(to / MINUTE_MS);
  const rows = options.assetCodes.map((assetCode): AssetActivity => {
    const activity: AssetActivity = { assetCode, buzz: 0, windows: 0, value: null, lastTimestamp: null };
    const segment = dataset.segment(assetCode, dataType);
    if (!segment) return activity;
    const first = firstAtLeast(dataset.minutes, segment[0], segment[1], fromMinute);
    const end = firstAtLeast(dataset.minutes, first, segment[1], toMinute);
    let weighted = 0;
    let weights = 0;
    for (let i = first; i < end; i++) {
      const weight = buzz[i] ?? Number.NaN;
      if (!Number.isNaN(weight)) activity.buzz += weight;
      activity.windows++;
      const value = values?.[i] ?? Number.NaN;
      if (!Number.isNaN(value) && !Number.isNaN(weight)) {
        weighted += value * weight;
        weights += weight;
      }
    }
    if (weights > 0) activity.value = weighted / weights;
    if (end > first) activity.lastTimestamp = dataset.windowTimestamp(end - 1);
    return activity;
  });
  return { assetClass, dataType, indicator: options.indicator ?? null, rows };
}
