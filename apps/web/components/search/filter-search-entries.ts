/**
 * Fuzzy matching of the global search dialog (spec §5): matches only for non-empty text, Fuse.js threshold
 * 0.2 for preset groups and 0.3 for markets, docs and tools. Assets are matched by the server and kept as given.
 * Pure (no DOM), so it is unit-tested without a browser.
 */
import {
  FUSE_THRESHOLD_DEFAULT,
  FUSE_THRESHOLD_GROUPS,
  SEARCH_ENTRY_TYPES,
  type SearchEntry,
  type SearchEntryType,
} from '@moodwire/domain';
import Fuse, { type IFuseOptions } from 'fuse.js';

export interface SearchIndexSources {
  /** Markets, docs and tools (matched at threshold 0.3). */
  local: readonly SearchEntry[];
  /** Preset groups (matched at threshold 0.2). */
  groups: readonly SearchEntry[];
}

export interface SearchIndex {
  /** Matches for `text`, ordered by type (market, group, asset, docs, tool), best first within a type. */
  search(text: string, assets?: readonly SearchEntry[]): SearchEntry[];
}

/** The words of a text: a query word must match one of them from its start ("Samples" is not "apple"). */
function wordsOf(text: string | undefined): string[] {
  return text ? text.split(/[^\p{L}\p{N}]+/u).filter(Boolean) : [];
}

const baseOptions: IFuseOptions<SearchEntry> = {
  keys: [
    { name: 'name', weight: 2 },
    { name: 'code', weight: 1 },
    // Each word of the title and code on its own, so that "Screener" is found in "LMA Screener".
    { name: 'words', weight: 2, getFn: (entry) => [...wordsOf(entry.name), ...wordsOf(entry.code)] },
  ],
  includeScore: true,
  // A match must start at the start of a text or word: each character of offset costs a quarter, so with the
  // thresholds of spec §5 a typo is forgiven and a word inside another ("apple" in "Samples") is not.
  location: 0,
  distance: 4,
};

// The mixed list groups results by type so that the badges form runs instead of a patchwork.
const TYPE_ORDER = new Map<SearchEntryType, number>(SEARCH_ENTRY_TYPES.map((type, index) => [type, index]));

export function createSearchIndex({ local, groups }: SearchIndexSources): SearchIndex {
  const localFuse = new Fuse([...local], { ...baseOptions, threshold: FUSE_THRESHOLD_DEFAULT });
  const groupFuse = new Fuse([...groups], { ...baseOptions, threshold: FUSE_THRESHOLD_GROUPS });
  return {
    search(text, assets = []) {
      const query = text.trim();
      if (query === '') return []; // spec §5: matches only for non-empty text
      const scored = [...localFuse.search(query), ...groupFuse.search(query)].map((result) => ({
        entry: result.item,
        score: result.score ?? 0,
      }));
      scored.sort(
        (a, b) => (TYPE_ORDER.get(a.entry.type) ?? 0) - (TYPE_ORDER.get(b.entry.type) ?? 0) || a.score - b.score,
      );
      const matches = scored.map(({ entry }) => entry);
      const seen = new Set(matches.map((entry) => entry.id));
      const assetMatches = assets.filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
      // Assets sit after groups: splice them in at their place in the type order.
      const assetRank = TYPE_ORDER.get('asset') ?? 0;
      const insertAt = matches.findIndex((entry) => (TYPE_ORDER.get(entry.type) ?? 0) > assetRank);
      if (insertAt === -1) return [...matches, ...assetMatches];
      return [...matches.slice(0, insertAt), ...assetMatches, ...matches.slice(insertAt)];
    },
  };
}
