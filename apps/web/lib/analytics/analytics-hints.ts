/**
 * The signed-in account's groups and the lake's days as last seen, kept in localStorage so that the next page load
 * can start a screen's data calls at once instead of after the preset list and the lake info arrive. Only hints:
 * the screen always uses the fresh answers, and a stale hint costs a call whose answer goes unused.
 */
import { STORAGE_KEYS } from '@moodwire/domain';
import type { LakeInfo } from './use-lake-info';
import type { AnalyticsGroup } from './use-presets';

/** What a prefetch needs of a group: which one it is, its class and its featured asset. */
export type GroupHint = Pick<AnalyticsGroup, 'Group' | 'Class' | 'Featured' | 'product'>;

export interface AnalyticsHints {
  username: string;
  groups: GroupHint[];
  lake: LakeInfo;
}

type HintStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readAnalyticsHints(storage: HintStorage, username: string): AnalyticsHints | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEYS.analyticsHints) ?? 'null') as AnalyticsHints | null;
    if (!value || value.username !== username || !Array.isArray(value.groups) || typeof value.lake?.to !== 'string') {
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

export function writeAnalyticsHints(
  storage: HintStorage,
  username: string,
  groups: readonly AnalyticsGroup[],
  lake: LakeInfo,
): void {
  const hints: AnalyticsHints = {
    username,
    groups: groups.map(({ Group, Class, Featured, product }) => ({ Group, Class, Featured, product })),
    lake,
  };
  try {
    storage.setItem(STORAGE_KEYS.analyticsHints, JSON.stringify(hints));
  } catch {
    // A full or disabled storage only means no early start next time.
  }
}
