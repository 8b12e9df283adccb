/**
 * The engine's entity matcher run on a text against a universe of assets: the same matcher and the same
 * universe-to-matcher vocabulary as the build uses when it scores documents, so a text is read as the lake's
 * documents were. The matcher is built once per universe (about 60 ms for the demo universe) and reused.
 */
import type { UniverseAsset } from '@moodwire/domain';
import { createMatcher, type EntityMention, type Matcher } from '@moodwire/engine';
import { toEngineAsset } from '../build/engine-assets';
import type { ReferenceAsset } from '../universe/types';
import { ReadError } from './read-error';

export interface FindAssetMentionsOptions {
  /** The universe to match against (the lake's reference universe). */
  universe: readonly UniverseAsset[];
  text: string;
}

export type AssetMention = EntityMention;

/** Longest text matched in one call. */
export const MAX_MATCH_TEXT = 100_000;

const matchers = new WeakMap<readonly UniverseAsset[], Matcher>();

/** A universe asset as the matcher's reference; an asset without the warehouse's name lists uses its name. */
function toReference(asset: UniverseAsset): ReferenceAsset {
  const known = asset as Partial<ReferenceAsset>;
  if (Array.isArray(known.aliases) && Array.isArray(known.symbols)) return asset as ReferenceAsset;
  return {
    ...asset,
    // The matcher reads names and symbols only; a sector outside the industry list does not matter here.
    sector: undefined,
    aliases: [asset.name],
    symbols: asset.ticker ? [asset.ticker] : [],
    prominence: 0,
    isSynthetic: false,
  };
}

function matcherOf(universe: readonly UniverseAsset[]): Matcher {
  let matcher = matchers.get(universe);
  if (!matcher) {
    matcher = createMatcher(universe.map((asset) => toEngineAsset(toReference(asset))));
    matchers.set(universe, matcher);
  }
  return matcher;
}

/** The engine's matcher over a universe (built once per universe, then reused), for a caller that runs the whole engine on a text (the Engine tool). */
export function getUniverseMatcher(universe: readonly UniverseAsset[]): Matcher {
  return matcherOf(universe);
}

/** Every mention of a universe asset in `text`, in text order, with UTF-16 offsets. */
export function findAssetMentions(options: FindAssetMentionsOptions): AssetMention[] {
  if (typeof options.text !== 'string') throw new ReadError('bad_request', 'text must be a string');
  if (options.text.length > MAX_MATCH_TEXT) {
    throw new ReadError('bad_request', `text must be at most ${MAX_MATCH_TEXT} characters`);
  }
  return matcherOf(options.universe).match(options.text);
}
