/**
 * Scoring of one day of documents (ARCHITECTURE.md 'Data, honestly', step 3): the engine reads every document,
 * and its per-asset sums are added into the partial windows the day contributes to. A day's partial depends only
 * on that day's documents, so days can be scored by any worker in any order; the aggregator then adds the
 * partials in day order, which keeps the results identical whatever the number of workers.
 */

import { DAILY_CUT_MS, DAY_MS, HOUR_MS } from '@moodwire/domain';
import { type AssetScores, analyze, INDICATOR_COUNT, type Matcher, type ScoreVector } from '@moodwire/engine';
import { type CorpusDocument, documentPreview } from '../corpus/document';
import type { ReferenceAsset } from '../universe/types';
import {
  ENGINE_BUZZ,
  ENGINE_NEGATIVE,
  ENGINE_POSITIVE,
  MEASURED_SOURCES,
  SOURCE_HEADLINE,
  SOURCE_NEWS,
  SOURCE_SOCIAL,
} from './columns';

/**
 * Slots of a day: 0 = the daily window ending this day at 20:30 UTC, 1 = the one ending the next day;
 * HOURLY_SLOT + h (h = 0..24) = the hour bucket whose stamp is the day's midnight + h hours (a document at time t
 * falls into the bucket stamped ceil(t / 1h), and counts in the 24 hourly windows from that stamp on).
 */
export const DAILY_THIS = 0;
export const DAILY_NEXT = 1;
export const HOURLY_SLOT = 2;
const SLOTS = HOURLY_SLOT + 25;

/** The news story of a daily window that referred to an asset most (pulse events take their headline from it). */
export interface TopStory {
  asset: number;
  /** DAILY_THIS or DAILY_NEXT. */
  slot: number;
  buzz: number;
  id: string;
  title: string;
  body: string;
  url: string | null;
}

/**
 * One outlet's day (media scores): its documents and the references they make to assets, with the tone sums and
 * its bias, the buzz-weighted gap between its tone on each asset and every outlet's tone on that asset that day.
 */
export interface OutletDay {
  outlet: string;
  sourceType: 'news' | 'social';
  documents: number;
  mentions: number;
  buzz: number;
  positive: number;
  negative: number;
  /** Sum over assets of (outlet's net tone sum - its buzz x the asset's overall net tone per buzz). */
  bias: number;
}

/** The engine's scores of a kept document for one asset it refers to. */
export interface DocumentAssetScores {
  assetClass: string;
  assetCode: string;
  name: string;
  mentions: number;
  buzz: number;
  /** positive - negative over buzz (anchor facts §4); null when the document says nothing toned about it. */
  sentiment: number | null;
}

/** A document whose full text the lake keeps (README 'Documents'), with its scores per asset, most buzz first. */
export interface KeptDocument {
  document: CorpusDocument;
  imported: boolean;
  /** The opening of the body (an asset's article list shows it). */
  preview: string;
  assets: DocumentAssetScores[];
  /** `assets` as JSON, the asset list of the text files. Made where the document is scored (a worker), so that
   * the main thread, the build's busiest, only stages it. */
  assetsJson: string;
}

/** Int32 fields per entry of a partial: asset index, slot, source, mentions, first sum, number of sums. */
export const ENTRY_FIELDS = 6;
if (INDICATOR_COUNT > 256) throw new Error('engine sum indexes no longer fit a byte (DayPartial.indexes)');

/**
 * What a day contributes, packed for a transfer between threads. An entry's engine sums are sparse (a document
 * moves a few dozen of the indicators), so only its non-zero sums travel, as (index, value) pairs: the main
 * thread, which adds every entry into its windows and is the build's busiest thread, then adds only those.
 */
export interface DayPartial {
  day: number;
  /** ENTRY_FIELDS per entry: asset index, slot, source, mentions, first pair in indexes/values, pair count. */
  entries: Int32Array;
  /** Engine sum index of each pair. */
  indexes: Uint8Array;
  /** Value of each pair (never 0). */
  values: Float64Array;
  documents: number;
  /** Documents that mention at least one asset of the universe. */
  matched: number;
  tops: TopStory[];
  outlets: OutletDay[];
  /** The documents of the day the lake keeps in full. */
  kept: KeptDocument[];
}

export interface ScoreDayOptions {
  day: number;
  /** Epoch ms of the day's midnight (UTC). */
  dayStart: number;
  documents: readonly CorpusDocument[];
  matcher: Matcher;
  /** Asset index by `${class}:${id}` (the matcher's assets are the universe's, in the same order). */
  assetIndex: ReadonlyMap<string, number>;
  /** The universe, in the matcher's order (the names of a kept document's assets). */
  universe: readonly ReferenceAsset[];
  /** Whether this day feeds hourly windows. */
  hourly: boolean;
  /** Keep the day's own (generated) documents: the day is in the retention window. */
  keepGenerated?: boolean;
  /** Index in `documents` where the imported documents start (they are always kept); none when absent. */
  importedFrom?: number;
}

const ANALYZE_OPTIONS = { terms: false, keyphrases: false, summary: false } as const;

/** The text of a news document: the headline as its own sentence, then the body. */
export function documentText(document: Pick<CorpusDocument, 'title' | 'body'>): string {
  if (!document.title) return document.body;
  const title = /[.!?]$/.test(document.title) ? document.title : `${document.title}.`;
  return document.body ? `${title}\n${document.body}` : title;
}

/** A document as the lake keeps it, with its scores for the assets of the universe it refers to, most buzz first. */
function keptDocument(
  document: CorpusDocument,
  imported: boolean,
  found: readonly AssetScores[],
  assetIndex: ReadonlyMap<string, number>,
  universe: readonly ReferenceAsset[],
): KeptDocument {
  const assets: DocumentAssetScores[] = [];
  for (const scores of found) {
    const asset = universe[assetIndex.get(`${scores.assetClass}:${scores.assetId}`) ?? -1];
    if (!asset) continue;
    assets.push({
      assetClass: asset.class,
      assetCode: asset.id,
      name: asset.name,
      mentions: scores.mentions,
      buzz: scores.scores.buzz,
      sentiment: scores.scores.get('sentiment'),
    });
  }
  assets.sort((a, b) => b.buzz - a.buzz || (a.assetCode < b.assetCode ? -1 : a.assetCode > b.assetCode ? 1 : 0));
  return { document, imported, preview: documentPreview(document.body), assets, assetsJson: JSON.stringify(assets) };
}

/** Scores one document on its own for the lake's documents (an imported document outside the build's days). */
export function keepDocument(
  document: CorpusDocument,
  matcher: Matcher,
  assetIndex: ReadonlyMap<string, number>,
  universe: readonly ReferenceAsset[],
): KeptDocument {
  const analysis = analyze(documentText(document), { matcher, ...ANALYZE_OPTIONS });
  return keptDocument(document, true, analysis.assets, assetIndex, universe);
}

export function scoreDay(options: ScoreDayOptions): DayPartial {
  const { dayStart, matcher, assetIndex } = options;
  const outletOf = (name: string, sourceType: 'news' | 'social'): OutletDay => {
    let outlet = outlets.get(name);
    if (!outlet) {
      outlet = { outlet: name, sourceType, documents: 0, mentions: 0, buzz: 0, positive: 0, negative: 0, bias: 0 };
      outlets.set(name, outlet);
    }
    return outlet;
  };
  const keyOf = new Map<number, number>();
  const entries: number[] = [];
  const sums: Float64Array[] = [];
  // The target of the current add: forEachSum visits only the indicators a document referenced (a few of the
  // catalogue), where adding the dense sums walked every indicator twice per asset, document and slot.
  let target: Float64Array = new Float64Array(0);
  const addSum = (index: number, sum: number) => {
    target[index] = (target[index] as number) + sum;
  };
  const add = (asset: number, slot: number, source: number, mentions: number, vector: ScoreVector) => {
    const key = (asset * SLOTS + slot) * MEASURED_SOURCES + source;
    let entry = keyOf.get(key);
    if (entry === undefined) {
      entry = sums.length;
      keyOf.set(key, entry);
      entries.push(asset, slot, source, 0);
      sums.push(new Float64Array(INDICATOR_COUNT));
    }
    entries[entry * 4 + 3] = (entries[entry * 4 + 3] ?? 0) + mentions;
    target = sums[entry] as Float64Array;
    vector.forEachSum(addSum);
  };
  let matched = 0;
  const tops = new Map<number, TopStory>();
  // Media scores: per outlet, and per (outlet, asset) for the bias against the asset's tone over all outlets.
  const outlets = new Map<string, OutletDay>();
  const outletAsset = new Map<string, Map<number, [number, number]>>();
  const assetTone = new Map<number, [number, number]>();
  const kept: KeptDocument[] = [];
  const importedFrom = options.importedFrom ?? options.documents.length;
  for (let d = 0; d < options.documents.length; d++) {
    const document = options.documents[d] as CorpusDocument;
    const time = Date.parse(document.time);
    const offset = time - dayStart;
    if (offset < 0 || offset >= DAY_MS) continue;
    const dailySlot = offset <= DAILY_CUT_MS ? DAILY_THIS : DAILY_NEXT;
    const hourSlot = HOURLY_SLOT + Math.ceil(offset / HOUR_MS);
    const record = (text: string, source: number): readonly AssetScores[] => {
      const analysis = analyze(text, { matcher, ...ANALYZE_OPTIONS });
      for (const scores of analysis.assets) {
        const asset = assetIndex.get(`${scores.assetClass}:${scores.assetId}`);
        if (asset === undefined) continue;
        const vector = scores.scores;
        add(asset, dailySlot, source, scores.mentions, vector);
        if (options.hourly) add(asset, hourSlot, source, scores.mentions, vector);
        if (source === SOURCE_HEADLINE) continue;
        const buzz = vector.sum(ENGINE_BUZZ);
        const positive = vector.sum(ENGINE_POSITIVE);
        const negative = vector.sum(ENGINE_NEGATIVE);
        const net = positive - negative;
        if (source === SOURCE_NEWS && document.title && buzz > 0) {
          const key = asset * 2 + dailySlot;
          const top = tops.get(key);
          if (!top || buzz > top.buzz) {
            const { id, title, body, url } = document;
            tops.set(key, { asset, slot: dailySlot, buzz, id, title, body, url });
          }
        }
        if (document.outlet) {
          const outlet = outletOf(document.outlet, document.sourceType);
          outlet.mentions += scores.mentions;
          outlet.buzz += buzz;
          outlet.positive += positive;
          outlet.negative += negative;
          const perAsset = outletAsset.get(document.outlet) ?? new Map<number, [number, number]>();
          outletAsset.set(document.outlet, perAsset);
          const pair = perAsset.get(asset) ?? [0, 0];
          pair[0] += buzz;
          pair[1] += net;
          perAsset.set(asset, pair);
          const tone = assetTone.get(asset) ?? [0, 0];
          tone[0] += buzz;
          tone[1] += net;
          assetTone.set(asset, tone);
        }
      }
      return analysis.assets;
    };
    if (document.outlet) outletOf(document.outlet, document.sourceType).documents++;
    const isNews = document.sourceType === 'news';
    const found = record(documentText(document), isNews ? SOURCE_NEWS : SOURCE_SOCIAL);
    if (found.length > 0) matched++;
    const imported = d >= importedFrom;
    if (imported || options.keepGenerated) {
      kept.push(keptDocument(document, imported, found, assetIndex, options.universe));
    }
    // News_Headline: the headline read on its own (anchor facts §2).
    if (isNews && document.title && found.length > 0) record(document.title, SOURCE_HEADLINE);
  }
  for (const [name, perAsset] of outletAsset) {
    const outlet = outlets.get(name);
    if (!outlet) continue;
    for (const [asset, [buzz, net]] of perAsset) {
      const [allBuzz, allNet] = assetTone.get(asset) ?? [0, 0];
      if (allBuzz > 0) outlet.bias += net - (buzz * allNet) / allBuzz;
    }
  }
  let pairs = 0;
  for (const values of sums) for (let i = 0; i < INDICATOR_COUNT; i++) if (values[i] !== 0) pairs++;
  const packed = new Int32Array(sums.length * ENTRY_FIELDS);
  const indexes = new Uint8Array(pairs);
  const values = new Float64Array(pairs);
  let pair = 0;
  sums.forEach((entrySums, e) => {
    const at = e * ENTRY_FIELDS;
    for (let f = 0; f < 4; f++) packed[at + f] = entries[e * 4 + f] ?? 0;
    packed[at + 4] = pair;
    for (let i = 0; i < INDICATOR_COUNT; i++) {
      const value = entrySums[i] ?? 0;
      if (value === 0) continue;
      indexes[pair] = i;
      values[pair] = value;
      pair++;
    }
    packed[at + 5] = pair - (packed[at + 4] ?? 0);
  });
  return {
    day: options.day,
    entries: packed,
    indexes,
    values,
    documents: options.documents.length,
    matched,
    tops: [...tops.values()],
    outlets: [...outlets.values()],
    kept,
  };
}
