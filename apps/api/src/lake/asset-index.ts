/**
 * Asset search over the universe of a lake build, held in memory and built once per build (issue 4: 'asset
 * search over the whole universe from an in-memory index', p99 at most 20 ms at 132,566 companies). One index
 * serves every API class: a class is a run of records (its base class) and, for ESG and regional classes, a mask.
 *
 * Ranking: an exact code, ticker or RIC first, then an exact name, then a name, ticker, RIC or code that starts
 * with the text, then a name with a later word that starts with it, then any other substring of a name, ticker
 * or RIC, then (for several words) records that hold every word apart; within a rank, most buzz first (buzz
 * ranks are per class, so a search over the whole universe lists its classes one after the other in a rank).
 *
 * The exact and prefix ranks are binary searches over sorted keys (names, identifiers, and the rest of each name
 * from every later word start); the substring ranks scan one string per class holding its
 * records' text in ranking order with `indexOf` (a native substring search), so the first `limit` hits are the
 * best ones and a search box stops early. No loop of string calls over the assets runs on a search.
 */
import {
  type AssetClassCode,
  getAssetClass,
  REGIONAL_COMPANY_CLASSES,
  selectGroupAssets,
  type UniverseAsset,
} from '@moodwire/domain';
import type { LoadedLake } from './open-lake';

export interface AssetSearchOptions {
  /** At most this many matches (default: all). */
  limit?: number;
  /** Only assets of this API class (default: the whole universe). */
  assetClass?: AssetClassCode;
}

/** Ends each record of a class's text; the search text cannot hold it (control characters are dropped). */
const RECORD = '\u0000';
/** Separates the fields of a record (name, ticker, RIC). */
const FIELD = '\u0001';
const UNSET = 255;
const EXACT_IDENTIFIER = 0;
const EXACT_NAME = 1;
const PREFIX = 2;
const WORD_START = 3;
const SUBSTRING = 4;
const ALL_WORDS = 5;
const TIER_COUNT = 6;
/** Up to this many wanted records are picked from a run of keys by insertion, without sorting the run. */
const SMALL_ROOM = 256;

/** Lower case, control characters dropped, runs of white space as one space. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function isWordCharacter(character: string | undefined): boolean {
  if (character === undefined) return false;
  const code = character.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return WORD_CHARACTER.test(character);
}

function byBuzzRank(a: UniverseAsset, b: UniverseAsset): number {
  return (a.buzzRank ?? Number.POSITIVE_INFINITY) - (b.buzzRank ?? Number.POSITIVE_INFINITY);
}

/** Assets by code (the first of a code wins: codes are unique within a class). */
function byCode(assets: readonly UniverseAsset[]): Map<string, UniverseAsset> {
  const map = new Map<string, UniverseAsset>();
  for (const asset of assets) if (!map.has(asset.id)) map.set(asset.id, asset);
  return map;
}

/** Keys in code-unit order with the record of each: a prefix is one binary search and a run of keys. */
class SortedKeys {
  readonly keys: string[];
  readonly records: Int32Array;

  constructor(entries: string[]) {
    // Each entry is `key RECORD record`: the default sort (code-unit order, no comparator call per pair) orders
    // the keys as `<` does, since RECORD sorts before every character a key can hold.
    entries.sort();
    this.keys = new Array<string>(entries.length);
    this.records = new Int32Array(entries.length);
    entries.forEach((entry, i) => {
      const split = entry.lastIndexOf(RECORD);
      this.keys[i] = entry.slice(0, split);
      this.records[i] = Number(entry.slice(split + 1));
    });
  }

  /** The run [start, end) of keys that start with the prefix (two binary searches). */
  range(prefix: string): [number, number] {
    const keys = this.keys;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((keys[mid] ?? '') < prefix) low = mid + 1;
      else high = mid;
    }
    const start = low;
    high = keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((keys[mid] ?? '').startsWith(prefix)) low = mid + 1;
      else high = mid;
    }
    return [start, low];
  }
}

/** The text of one base class's records [lo, hi), record after record. */
interface Segment {
  lo: number;
  hi: number;
  text: string;
  /** Start of record lo + i in `text`; starts[hi - lo] is its length. */
  starts: Int32Array;
}

/** What a search may return: records [lo, hi) of one base class, those set in `mask` when there is one. */
interface Scope {
  segments: Segment[];
  lo: number;
  hi: number;
  mask: Uint8Array | null;
}

/** The members of an API class in universe order, and by code. */
interface ClassMembers {
  assets: UniverseAsset[];
  byCode: Map<string, UniverseAsset>;
}

/** What a search reads: the records in ranking order, their text, and the sorted keys. */
class SearchText {
  /** Assets by record: base classes one after the other (in universe order of first appearance), by buzz. */
  readonly records: UniverseAsset[];
  readonly segments: Segment[] = [];
  readonly names: SortedKeys;
  /** Tickers, RICs and codes. */
  readonly identifiers: SortedKeys;
  /** The rest of a name from each later word start (a word character after a non-word character). */
  readonly wordStarts: SortedKeys;
  /** Best rank of each record in the current search (UNSET when not matched). */
  readonly tiers: Uint8Array;
  /** How often each UTF-16 code unit occurs in the indexed text. */
  private readonly frequency = new Int32Array(65_536);

  constructor(universe: readonly UniverseAsset[]) {
    const byClass = new Map<string, UniverseAsset[]>();
    for (const asset of universe) {
      const list = byClass.get(asset.class);
      if (list) list.push(asset);
      else byClass.set(asset.class, [asset]);
    }
    // Stable sorts: unranked assets keep the universe's order after the ranked ones.
    this.records = [...byClass.values()].flatMap((assets) => [...assets].sort(byBuzzRank));
    this.tiers = new Uint8Array(this.records.length).fill(UNSET);
    const nameEntries: string[] = [];
    const identifierEntries: string[] = [];
    const wordEntries: string[] = [];
    let lo = 0;
    for (const assets of byClass.values()) {
      const hi = lo + assets.length;
      const starts = new Int32Array(assets.length + 1);
      const parts: string[] = [];
      let offset = 0;
      for (let r = lo; r < hi; r++) {
        const asset = this.records[r] as UniverseAsset;
        const name = normalizeSearchText(asset.name);
        const identifiers = [
          ...new Set(
            [asset.ticker, asset.ric, asset.id].flatMap((value) => (value ? [normalizeSearchText(value)] : [])),
          ),
        ];
        nameEntries.push(`${name}${RECORD}${r}`);
        for (const identifier of identifiers) identifierEntries.push(`${identifier}${RECORD}${r}`);
        for (let i = 1; i < name.length; i++) {
          if (isWordCharacter(name[i]) && !isWordCharacter(name[i - 1])) {
            wordEntries.push(`${name.slice(i)}${RECORD}${r}`);
          }
        }
        // Codes are matched exactly or by prefix only: a fragment of a numeric PermID is noise, and runs of similar
        // digits are the slowest text for a substring search.
        const symbols = identifiers.filter((identifier) => identifier !== normalizeSearchText(asset.id));
        const record = `${name}${FIELD}${symbols.join(FIELD)}${RECORD}`;
        starts[r - lo] = offset;
        parts.push(record);
        offset += record.length;
      }
      starts[assets.length] = offset;
      const text = parts.join('');
      const frequency = this.frequency;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        frequency[code] = (frequency[code] ?? 0) + 1;
      }
      this.segments.push({ lo, hi, text, starts });
      lo = hi;
    }
    this.names = new SortedKeys(nameEntries);
    this.identifiers = new SortedKeys(identifierEntries);
    this.wordStarts = new SortedKeys(wordEntries);
  }

  /** The position of the needle's rarest character in the indexed text (the first of equals). */
  rarest(needle: string): number {
    let best = 0;
    let fewest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < needle.length; i++) {
      const count = this.frequency[needle.charCodeAt(i)] ?? 0;
      if (count < fewest) {
        fewest = count;
        best = i;
      }
    }
    return best;
  }

  /** The records of a class's members: its base class's run, with a mask when only some of them are members. */
  scopeOf(members: ClassMembers, baseClass: string | undefined): Scope {
    if (baseClass === undefined) return { segments: this.segments, lo: 0, hi: this.records.length, mask: null };
    const segment = this.segments.find((candidate) => this.records[candidate.lo]?.class === baseClass);
    if (!segment) return { segments: [], lo: 0, hi: 0, mask: null };
    let mask: Uint8Array | null = null;
    if (members.assets.length < segment.hi - segment.lo) {
      const wanted = new Set(members.assets);
      mask = new Uint8Array(this.records.length);
      for (let r = segment.lo; r < segment.hi; r++) if (wanted.has(this.records[r] as UniverseAsset)) mask[r] = 1;
    }
    return { segments: [segment], lo: segment.lo, hi: segment.hi, mask };
  }
}

export class AssetIndex {
  private readonly members = new Map<string, ClassMembers>();
  private readonly scopes = new Map<string, Scope>();
  /** Built on the first search: listing and looking up by code need none of it. */
  private text: SearchText | undefined;

  constructor(private readonly universe: readonly UniverseAsset[]) {}

  /** Assets in the index (the whole universe). */
  get size(): number {
    return this.universe.length;
  }

  /** The assets of an API class in universe order, or the whole universe. */
  list(assetClass?: AssetClassCode): readonly UniverseAsset[] {
    return this.membersOf(assetClass).assets;
  }

  /** An asset of the class (or of any class) by its code. */
  get(code: string, assetClass?: AssetClassCode): UniverseAsset | undefined {
    return this.membersOf(assetClass).byCode.get(code);
  }

  /** Assets whose name, ticker, RIC or code holds the text (case-insensitive), best first; [] for empty text. */
  search(text: string, options: AssetSearchOptions = {}): UniverseAsset[] {
    const query = normalizeSearchText(text);
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    if (query === '' || !(limit > 0)) return [];
    this.text ??= new SearchText(this.universe);
    const searchText = this.text;
    const search = new Search(searchText.tiers, this.scopeOf(searchText, options.assetClass), limit, (needle) =>
      searchText.rarest(needle),
    );
    try {
      search.addExact(searchText.identifiers, query, EXACT_IDENTIFIER);
      search.addExact(searchText.names, query, EXACT_NAME);
      search.addRun(searchText.names, query, PREFIX);
      search.addRun(searchText.identifiers, query, PREFIX);
      search.addRun(searchText.wordStarts, query, WORD_START);
      search.scan(query, SUBSTRING, () => true);
      const words = query.split(' ');
      if (words.length > 1) {
        // Every word somewhere in the record, not necessarily together: scan for the longest, check the others.
        const needle = words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
        const others = words.filter((word) => word !== needle);
        search.scan(needle, ALL_WORDS, (segment, r) => {
          const record = segment.text.slice(segment.starts[r - segment.lo], segment.starts[r - segment.lo + 1]);
          return others.every((word) => record.includes(word));
        });
      }
      return search.result().map((r) => searchText.records[r] as UniverseAsset);
    } finally {
      search.reset();
    }
  }

  private membersOf(assetClass: AssetClassCode | undefined): ClassMembers {
    const key = assetClass ?? '';
    let members = this.members.get(key);
    if (!members) {
      const assets = assetClass ? listClassAssets(this.universe, assetClass) : [...this.universe];
      members = { assets, byCode: byCode(assets) };
      this.members.set(key, members);
    }
    return members;
  }

  private scopeOf(text: SearchText, assetClass: AssetClassCode | undefined): Scope {
    const key = assetClass ?? '';
    let scope = this.scopes.get(key);
    if (!scope) {
      if (assetClass && !getAssetClass(assetClass)) scope = { segments: [], lo: 0, hi: 0, mask: null };
      else scope = text.scopeOf(this.membersOf(assetClass), assetClass && getAssetClass(assetClass)?.baseClass);
      this.scopes.set(key, scope);
    }
    return scope;
  }
}

/** One search: the rank of each matched record (in the index's shared array, cleared afterwards). */
class Search {
  private readonly matched: number[] = [];
  /** Matches per rank, to know when the best `limit` are known. */
  private readonly counts = new Int32Array(TIER_COUNT);

  constructor(
    private readonly tiers: Uint8Array,
    private readonly scope: Scope,
    private readonly limit: number,
    /** Where in a needle its rarest character is. */
    private readonly anchorOf: (needle: string) => number,
  ) {}

  /** True when `limit` records are matched at a rank better than `tier`: nothing of that rank can enter. */
  private isFullBefore(tier: number): boolean {
    let total = 0;
    for (let t = 0; t < tier; t++) total += this.counts[t] ?? 0;
    return total >= this.limit;
  }

  private inScope(record: number): boolean {
    return record >= this.scope.lo && record < this.scope.hi && (this.scope.mask?.[record] ?? 1) === 1;
  }

  private mark(record: number, tier: number): void {
    const current = this.tiers[record] ?? UNSET;
    if (current <= tier) return;
    if (current === UNSET) this.matched.push(record);
    else this.counts[current] = (this.counts[current] ?? 0) - 1;
    this.tiers[record] = tier;
    this.counts[tier] = (this.counts[tier] ?? 0) + 1;
  }

  /** The records whose key is the text itself (they start the run of the text as a prefix). */
  addExact(keys: SortedKeys, text: string, tier: number): void {
    const [start, end] = keys.range(text);
    for (let i = start; i < end && keys.keys[i] === text; i++) {
      const record = keys.records[i] ?? 0;
      if (this.inScope(record)) this.mark(record, tier);
    }
  }

  /** The records of a run of keys; with a small limit only the best that can still enter are kept. */
  addRun(keys: SortedKeys, prefix: string, tier: number): void {
    if (this.isFullBefore(tier)) return;
    const [start, end] = keys.range(prefix);
    const records = keys.records;
    const tiers = this.tiers;
    if (this.limit > SMALL_ROOM) {
      for (let i = start; i < end; i++) {
        const record = records[i] ?? 0;
        if (this.inScope(record)) this.mark(record, tier);
      }
      return;
    }
    // The `limit` best records of the run that are not matched better yet, kept sorted by insertion.
    const best: number[] = [];
    const room = this.limit;
    for (let i = start; i < end; i++) {
      const record = records[i] ?? 0;
      if (best.length === room && record >= (best[room - 1] ?? 0)) continue;
      if (!this.inScope(record) || (tiers[record] ?? UNSET) <= tier) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1] ?? 0) > record) at--;
      if (best[at - 1] === record) continue;
      best.splice(at, 0, record);
      if (best.length > room) best.pop();
    }
    for (const record of best) this.mark(record, tier);
  }

  /**
   * Records holding `needle` that `accept` takes, in ranking order; stops once `limit` are found at this rank
   * (later ones rank lower) or better.
   */
  scan(needle: string, tier: number, accept: (segment: Segment, record: number) => boolean): void {
    // Search from the needle's rarest character: indexOf looks for the first character of what it is given, and
    // a common one ('a', 'e') stops it at nearly every record.
    const anchor = this.anchorOf(needle);
    const tail = needle.slice(anchor);
    for (const segment of this.scope.segments) {
      const { text, starts, lo } = segment;
      let r = lo;
      let from = anchor;
      for (;;) {
        if (this.isFullBefore(tier + 1)) return;
        const found = text.indexOf(tail, from);
        if (found < 0) break;
        const at = found - anchor;
        if (anchor > 0 && !text.startsWith(needle, at)) {
          from = found + 1;
          continue;
        }
        // Hits come in order: move to the record holding `at` (r only grows, so the walk costs one pass).
        while ((starts[r - lo + 1] ?? text.length) <= at) r++;
        from = (starts[r - lo + 1] ?? text.length) + anchor;
        if (this.inScope(r) && (this.tiers[r] ?? UNSET) > tier && accept(segment, r)) this.mark(r, tier);
      }
    }
  }

  /** The matched records by rank, then by record (buzz order), at most `limit`. */
  result(): number[] {
    const byTier: number[][] = Array.from({ length: TIER_COUNT }, () => []);
    const { lo, hi } = this.scope;
    if (this.matched.length * 16 > hi - lo) {
      // Many matches: one walk over the scope's records is cheaper than sorting them.
      for (let record = lo; record < hi; record++) {
        const tier = this.tiers[record] ?? UNSET;
        if (tier !== UNSET) byTier[tier]?.push(record);
      }
    } else {
      for (const record of Int32Array.from(this.matched).sort()) byTier[this.tiers[record] ?? 0]?.push(record);
    }
    const result: number[] = [];
    for (const list of byTier) {
      for (const record of list) {
        if (result.length >= this.limit) return result;
        result.push(record);
      }
    }
    return result;
  }

  reset(): void {
    for (const record of this.matched) this.tiers[record] = UNSET;
  }
}

/** The assets of an API class in universe order: a base class, its ESG coverage, or a region of the companies. */
export function listClassAssets(universe: readonly UniverseAsset[], assetClass: AssetClassCode): UniverseAsset[] {
  const found = getAssetClass(assetClass);
  if (!found) return [];
  const region = REGIONAL_COMPANY_CLASSES.find((regional) => regional.code === assetClass)?.region;
  return selectGroupAssets(
    { class: assetClass, dataset: found.dataset, rule: region ? { kind: 'region', region } : { kind: 'class' } },
    universe,
  );
}

const INDEXES = new WeakMap<LoadedLake, AssetIndex>();

/**
 * The asset index of a lake build, built on first use and kept with the build (a newly published build gets a
 * new index; the old one goes with its build).
 */
export function getAssetIndex(lake: LoadedLake): AssetIndex {
  let index = INDEXES.get(lake);
  if (!index) {
    index = new AssetIndex(lake.universe);
    INDEXES.set(lake, index);
  }
  return index;
}
