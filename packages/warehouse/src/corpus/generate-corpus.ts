/**
 * The seeded corpus generator (ARCHITECTURE.md 'Data, honestly'): latent mood regimes per asset, market-wide
 * shocks and events decide how the simulated press writes about each asset; the text comes from the phrase
 * banks and is scored later by the real engine, exactly like imported documents.
 *
 * Deterministic: the plan (moods and events) depends only on (seed, universe, dates), and each day's documents
 * only on (seed, plan, day), so days can be generated in any order or in parallel.
 */
import { DAY_MS, listDays, parseDay } from '@moodwire/domain';
import type { ReferenceAsset } from '../universe/types';
import { hashString, Random } from '../util/random';
import { type CorpusDocument, GENERATED_ID_PREFIX, type SourceType } from './document';
import { BODY, EVENTS, HEADLINES, NEWS_OUTLETS, SOCIAL, SOCIAL_PLATFORMS, type ToneBank } from './phrase-banks';

export interface CorpusEvent {
  day: number;
  asset: number;
  kind: string;
  /** -1..1: the event's push on the asset's mood. */
  tone: number;
  /** A second asset the story names (merger partner), or -1. */
  partner: number;
}

export interface CorpusPlan {
  seed: string;
  assets: readonly ReferenceAsset[];
  /** YYYY-MM-DD of each day. */
  days: string[];
  /** Latent mood per (asset, day), row-major by asset: mood[asset * days.length + day], about -1..1. */
  mood: Float32Array;
  /** Market-wide factor per day. */
  market: Float32Array;
  events: CorpusEvent[];
  eventsByDay: CorpusEvent[][];
  documentsPerDay: number;
  /** Cumulative attention weights for drawing the asset a baseline document is about. */
  cumulative: Float64Array;
  /** Indices of assets per class, for drawing a second asset of the same kind. */
  byClass: Map<string, number[]>;
}

export interface PlanCorpusOptions {
  assets: readonly ReferenceAsset[];
  /** First and last day, inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
  seed: string;
  documentsPerDay: number;
}

/** Aggregated company groups get their indices from their members, never from text of their own. */
function attention(asset: ReferenceAsset): number {
  if (asset.class === 'etf' && asset.aliases.length === 0) return 0;
  return asset.prominence ** 1.3;
}

const MARKET_BETA: Readonly<Record<string, number>> = { equ: 0.5, coumkt: 0.6, etf: 0.6, crypto: 0.3, cur: 0.15 };
const REGIMES = [-0.45, 0, 0.45] as const;

export function planCorpus(options: PlanCorpusOptions): CorpusPlan {
  const days = listDays(options.from, options.to);
  const dayCount = days.length;
  const market = new Float32Array(dayCount);
  const marketRandom = new Random(`${options.seed}:market`);
  let level = 0;
  let shock = 0;
  for (let d = 0; d < dayCount; d++) {
    // Rare market-wide shocks (a crash or a relief rally) that fade over a couple of weeks.
    if (marketRandom.chance(0.012)) shock += (marketRandom.chance(0.6) ? -1 : 1) * (0.5 + marketRandom.next() * 0.5);
    shock *= 0.88;
    level = 0.95 * level + 0.08 * marketRandom.normal();
    market[d] = Math.max(-1, Math.min(1, level + shock));
  }

  const mood = new Float32Array(options.assets.length * dayCount);
  const events: CorpusEvent[] = [];
  const byClass = new Map<string, number[]>();
  options.assets.forEach((asset, a) => {
    const list = byClass.get(asset.class) ?? [];
    list.push(a);
    byClass.set(asset.class, list);
  });
  const dayNumbers = days.map((day) => parseDay(day) / DAY_MS);
  const randomKinds = new Map<string, string[]>();
  for (const [name, event] of Object.entries(EVENTS)) {
    if (name.startsWith('earnings') || name === 'macroRelease') continue;
    for (const cls of event.classes) randomKinds.set(cls, [...(randomKinds.get(cls) ?? []), name]);
  }
  options.assets.forEach((asset, a) => {
    const candidates = randomKinds.get(asset.class) ?? [];
    const random = new Random(`${options.seed}:mood:${asset.class}:${asset.id}`);
    const beta = MARKET_BETA[asset.class] ?? 0.2;
    const earningsOffset = hashString(asset.id) % 91;
    let regime: number = random.pick(REGIMES);
    let own = 0;
    let push = 0;
    for (let d = 0; d < dayCount; d++) {
      if (random.chance(0.02)) regime = random.pick(REGIMES);
      own = 0.85 * own + 0.15 * regime + 0.12 * random.normal();
      // Events: quarterly earnings for companies, monthly macro releases for countries, random stories otherwise.
      const dayNumber = dayNumbers[d] ?? 0;
      let kind: string | undefined;
      if (asset.class === 'equ' && (dayNumber + earningsOffset) % 91 === 0) {
        kind = own + beta * (market[d] ?? 0) + 0.3 * random.normal() >= 0 ? 'earningsBeat' : 'earningsMiss';
      } else if (asset.class === 'cou' && (dayNumber + earningsOffset) % 30 === 0 && asset.prominence > 0.3) {
        kind = 'macroRelease';
      } else if (candidates.length > 0 && random.chance(0.004 * (0.3 + asset.prominence))) {
        kind = random.pick(candidates);
      }
      if (kind) {
        const event = EVENTS[kind];
        const peers = byClass.get(asset.class) ?? [];
        const partner = kind === 'merger' && peers.length > 1 ? (peers[random.int(0, peers.length - 1)] ?? -1) : -1;
        const tone = kind === 'macroRelease' ? Math.sign(own) * 0.4 : (event?.tone ?? 0);
        events.push({ day: d, asset: a, kind, tone, partner: partner === a ? -1 : partner });
        push += tone * 0.8;
      }
      push *= 0.8;
      mood[a * dayCount + d] = Math.max(-1, Math.min(1, own + beta * (market[d] ?? 0) + push));
    }
  });
  events.sort((x, y) => x.day - y.day || x.asset - y.asset);
  const eventsByDay: CorpusEvent[][] = days.map(() => []);
  for (const event of events) eventsByDay[event.day]?.push(event);

  const cumulative = new Float64Array(options.assets.length);
  let total = 0;
  options.assets.forEach((asset, a) => {
    total += attention(asset);
    cumulative[a] = total;
  });
  return {
    seed: options.seed,
    assets: options.assets,
    days,
    mood,
    market,
    events,
    eventsByDay,
    documentsPerDay: options.documentsPerDay,
    cumulative,
    byClass,
  };
}

function drawAsset(plan: CorpusPlan, random: Random): number {
  const total = plan.cumulative[plan.cumulative.length - 1] ?? 0;
  const target = random.next() * total;
  let lo = 0;
  let hi = plan.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((plan.cumulative[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const BANK_OF_CLASS: Readonly<Record<string, string>> = {
  equ: 'company',
  cou: 'country',
  coumkt: 'countryMarket',
  cur: 'currency',
  crypto: 'crypto',
  agr: 'commodity',
  enm: 'commodity',
  etf: 'group',
};

/** The name a story uses: mostly the main one, sometimes another alias. */
function nameOf(asset: ReferenceAsset, random: Random): string {
  if (asset.class === 'coumkt' || asset.class === 'cur' || asset.class === 'etf') return asset.aliases[0] ?? asset.name;
  if (asset.aliases.length > 1 && random.chance(0.25)) return random.pick(asset.aliases.slice(1));
  return asset.name;
}

/** The name a social post uses: cashtags for companies and coins half of the time. */
function socialNameOf(asset: ReferenceAsset, random: Random): string {
  const symbol = asset.symbols[0];
  if (symbol && (asset.class === 'equ' || asset.class === 'crypto') && random.chance(0.5)) return `$${symbol}`;
  return nameOf(asset, random);
}

/**
 * A phrase whose tone follows the mood: positive with probability sigmoid(3 * mood). `lean` is the tone of the
 * document so far, which a sentence keeps four times out of five (stories have a slant, not coin-flip sentences).
 */
function toned(bank: ToneBank, mood: number, random: Random, lean?: boolean): string {
  const positive = lean !== undefined && random.chance(0.8) ? lean : random.next() < 1 / (1 + Math.exp(-3 * mood));
  return random.pick(positive ? bank.positive : bank.negative);
}

function isPositive(bank: ToneBank, phrase: string): boolean {
  return bank.positive.includes(phrase);
}

/** `length` distinct sentences of a bank (fewer when the bank is smaller), slanted by `lean`. */
function sentencesOf(bank: ToneBank, mood: number, random: Random, length: number, lean: boolean): string[] {
  const chosen: string[] = [];
  for (let tries = 0; chosen.length < length && tries < length * 3; tries++) {
    const phrase = toned(bank, mood, random, lean);
    if (!chosen.includes(phrase)) chosen.push(phrase);
  }
  return chosen;
}

function fill(template: string, a: string, b: string): string {
  return template.replaceAll('{A}', a).replaceAll('{B}', b);
}

/** Minute of the day, UTC: most stories in the business hours of the asset's region. */
function minuteOfDay(asset: ReferenceAsset, random: Random): number {
  if (random.chance(0.3) || asset.class === 'crypto') return random.int(0, 1439);
  const start = asset.region === 'apac' ? 0 : asset.region === 'emea' ? 7 * 60 : 13 * 60;
  return (start + random.int(0, 9 * 60)) % 1440;
}

function stamp(day: string, minute: number, random: Random): string {
  const seconds = random.int(0, 59);
  return `${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.000Z`;
}

function peerOf(plan: CorpusPlan, a: number, random: Random): ReferenceAsset | undefined {
  const asset = plan.assets[a];
  const peers = asset ? (plan.byClass.get(asset.class) ?? []) : [];
  if (peers.length < 2) return undefined;
  const b = peers[random.int(0, peers.length - 1)] ?? a;
  return b === a ? undefined : plan.assets[b];
}

/** All documents of one day, in time order. */
export function generateDay(plan: CorpusPlan, d: number): CorpusDocument[] {
  const day = plan.days[d];
  if (day === undefined) throw new RangeError(`day ${d} is outside the plan`);
  const random = new Random(`${plan.seed}:day:${day}`);
  const weekday = new Date(parseDay(day)).getUTCDay();
  const count = random.poisson(plan.documentsPerDay * (weekday === 0 || weekday === 6 ? 0.45 : 1.15));
  const documents: CorpusDocument[] = [];
  const dayCount = plan.days.length;
  let n = 0;
  const push = (a: number, sourceType: SourceType, title: string, body: string, minute: number) => {
    const asset = plan.assets[a];
    if (!asset) return;
    const id = `${GENERATED_ID_PREFIX}${day}-${(n++).toString(36)}`;
    documents.push({
      id,
      time: stamp(day, minute, random),
      sourceType,
      title,
      body,
      url: sourceType === 'news' ? `https://news.example.com/${day}/${id}` : null,
      language: 'en',
      outlet: sourceType === 'news' ? random.pick(NEWS_OUTLETS) : random.pick(SOCIAL_PLATFORMS),
    });
  };

  for (let i = 0; i < count; i++) {
    const a = drawAsset(plan, random);
    const asset = plan.assets[a];
    if (!asset) continue;
    const mood = plan.mood[a * dayCount + d] ?? 0;
    const bankName = BANK_OF_CLASS[asset.class] ?? 'company';
    const isSocial = random.chance(asset.class === 'crypto' ? 0.6 : 0.4);
    const peer = peerOf(plan, a, random);
    const peerName = peer ? nameOf(peer, random) : 'its rivals';
    if (isSocial) {
      const name = socialNameOf(asset, random);
      const extra = random.chance(0.3) ? ` ${fill(toned(BODY[bankName] ?? SOCIAL, mood, random), name, peerName)}` : '';
      push(a, 'social', '', `${fill(toned(SOCIAL, mood, random), name, peerName)}${extra}`, minuteOfDay(asset, random));
      continue;
    }
    const name = nameOf(asset, random);
    const headlineBank = HEADLINES[bankName] ?? SOCIAL;
    const headline = toned(headlineBank, mood, random);
    const sentences = sentencesOf(
      BODY[bankName] ?? SOCIAL,
      mood,
      random,
      random.int(2, 5),
      isPositive(headlineBank, headline),
    );
    push(
      a,
      'news',
      fill(headline, name, peerName),
      sentences.map((sentence) => fill(sentence, name, peerName)).join(' '),
      minuteOfDay(asset, random),
    );
  }

  // Event stories: a burst of news and social chatter on the day of the event.
  for (const event of plan.eventsByDay[d] ?? []) {
    const asset = plan.assets[event.asset];
    const story = EVENTS[event.kind];
    if (!asset || !story) continue;
    const partner = event.partner >= 0 ? plan.assets[event.partner] : undefined;
    const partnerName = partner ? nameOf(partner, random) : 'a rival';
    const stories = 2 + random.poisson(8 * asset.prominence);
    const minute = minuteOfDay(asset, random);
    for (let s = 0; s < stories; s++) {
      const name = nameOf(asset, random);
      const mood = plan.mood[event.asset * dayCount + d] ?? 0;
      const body = [
        fill(random.pick(story.body), name, partnerName),
        fill(toned(BODY[BANK_OF_CLASS[asset.class] ?? 'company'] ?? SOCIAL, mood, random), name, partnerName),
      ];
      if (random.chance(0.35)) {
        push(
          event.asset,
          'social',
          '',
          `${fill(toned(SOCIAL, mood, random), socialNameOf(asset, random), partnerName)} ${body[0]}`,
          (minute + s * 7) % 1440,
        );
      } else {
        push(
          event.asset,
          'news',
          fill(random.pick(story.headlines), name, partnerName),
          body.join(' '),
          (minute + s * 5) % 1440,
        );
      }
    }
  }
  documents.sort((x, y) => (x.time < y.time ? -1 : x.time > y.time ? 1 : x.id < y.id ? -1 : 1));
  return documents;
}
