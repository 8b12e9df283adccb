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
import {
  BODY,
  EVENTS,
  HEADLINES,
  NEUTRAL,
  NEWS_OUTLETS,
  ROUNDUP,
  SOCIAL,
  SOCIAL_NEUTRAL,
  SOCIAL_PLATFORMS,
  type ToneBank,
} from './phrase-banks';

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
  /** Mean stories per day at full density (DAILY_PROFILE's weekday and density factors scale it). */
  documentsPerDay: number;
  /** First day at full density: the last DENSE_DAYS of the plan, where users look. */
  denseFrom: number;
  /** Stories per class: the class's share of the day's stories and its assets by attention. */
  storyDesks: StoryDesk[];
  /** Roundups: one desk per sector (companies) or class, its members most prominent first. */
  roundupDesks: RoundupDesk[];
  /** Rank of each asset within its class by prominence (0 = the most prominent). */
  rank: Int32Array;
  /** Per asset: how often a roundup names it (ROUNDUP_DAILY, ROUNDUP_OFTEN, ROUNDUP_ROTATING) and its turn. */
  roundupTier: Uint8Array;
  roundupTurn: Int32Array;
  /** Indices of assets per class, for drawing a second asset of the same kind. */
  byClass: Map<string, number[]>;
}

interface StoryDesk {
  share: number;
  assets: Int32Array;
  /** Cumulative attention weights of `assets`. */
  cumulative: Float64Array;
}

interface RoundupDesk {
  title: string;
  bank: string;
  assets: Int32Array;
}

export interface PlanCorpusOptions {
  assets: readonly ReferenceAsset[];
  /** First and last day, inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
  seed: string;
  documentsPerDay: number;
}

/**
 * The documented daily profile of the simulated press (issue 13): how many stories a day brings and how they
 * split over classes, sources and hours. The manifest states the documents per day a build produced.
 */
export const DAILY_PROFILE = {
  /** Stories per weekday, Sunday first, relative to `documentsPerDay`: weekdays are busier than weekends. */
  weekday: [0.45, 1.1, 1.15, 1.15, 1.15, 1.05, 0.5],
  /**
   * Density where users look: the last DENSE_DAYS at full density; before them the stories grow steadily from this
   * share on the first day to the full count (no step in a 3-year chart), and roundups name the tiers less often.
   */
  olderDensity: 0.3,
  /** Share of the day's stories per class; within a class, attention falls with prominence rank (Zipf). */
  classShares: { equ: 0.6, cou: 0.09, coumkt: 0.03, cur: 0.07, crypto: 0.11, agr: 0.03, enm: 0.05, etf: 0.02 },
  /**
   * Zipf exponent of attention by rank within a class: weight 1 / (rank + 2) ^ exponent (steeper where a few
   * names take most of the press: the largest companies, Bitcoin and Ethereum, the largest economies).
   */
  zipfExponent: { equ: 1.3, cou: 1.3, coumkt: 1.2, cur: 1.2, crypto: 1.5, agr: 1.2, enm: 1.2, etf: 1.2 },
  /** Share of stories that are social posts (crypto: more). */
  social: 0.4,
  socialCrypto: 0.6,
  /** News in the asset's regional business hours (UTC 00-09 Asia, 07-16 Europe, 13-22 Americas), else any hour. */
  businessHours: 0.7,
  /**
   * Roundups (news, several assets each, at most roundupSize lines): every day the roundupDaily most prominent
   * of a class (three days in four on older days), every roundupOftenPeriod days the next ones up to roundupOften,
   * and every roundupPeriod days the rest of the class, each on its own turn (older days: twice the periods).
   * The tail's period keeps every asset in the 30-day buzz ranking (Top 5000 by Buzz) while its hourly rows, which
   * the build writes for every hour a mention stays in the 24-hour window, stay few.
   */
  roundupDaily: { equ: 300, cou: 40, coumkt: 25, cur: 14, crypto: 30, agr: 10, enm: 12 },
  roundupOften: { equ: 1000, cou: 80, coumkt: 50, cur: 30, crypto: 60, agr: 22, enm: 29 },
  roundupOftenPeriod: 3,
  roundupPeriod: 20,
  roundupSize: 12,
  /** Share of a story's body sentences that take a side (the rest state facts), and the tone's slope. */
  tonedShare: 0.2,
  /** Share of headlines that take a side (the others announce a fact). */
  tonedHeadlines: 0.35,
  toneSlope: 6,
} as const;

const ROUNDUP_DAILY = 0;
const ROUNDUP_OFTEN = 1;
const ROUNDUP_ROTATING = 2;

/** Days, ending at the last day, generated at full density. */
export const DENSE_DAYS = 365;

/** Aggregated company groups get their indices from their members, never from text of their own. */
function isWrittenAbout(asset: ReferenceAsset): boolean {
  return !(asset.class === 'etf' && asset.aliases.length === 0);
}

const MARKET_BETA: Readonly<Record<string, number>> = { equ: 0.5, coumkt: 0.6, etf: 0.6, crypto: 0.3, cur: 0.15 };
/**
 * Scale of the latent mood: daily sentiment of a well-covered asset moves in a band of about +-0.3. Countries and
 * commodities, written about in roundup lines of much neutral text, get a wider mood so that their tone still shows.
 */
const MOOD_SCALE: Readonly<Record<string, number>> = { cou: 0.6, agr: 0.7, enm: 0.7 };
const DEFAULT_MOOD_SCALE = 0.5;
/** Own-tone regimes an asset moves between every few weeks. */
const REGIMES = [-0.3, -0.1, 0, 0.1, 0.3] as const;

/** The peers whose mood moves together: a company's sector, otherwise the asset's class. */
function peerKey(asset: ReferenceAsset): string {
  if (asset.class === 'equ') return `equ:${asset.sector ?? ''}`;
  return asset.class === 'agr' || asset.class === 'enm' ? 'commodity' : asset.class;
}

function rankWithinClass(assets: readonly ReferenceAsset[], byClass: Map<string, number[]>): Int32Array {
  const rank = new Int32Array(assets.length);
  for (const members of byClass.values()) {
    const sorted = [...members].sort(
      (x, y) =>
        (assets[y]?.prominence ?? 0) - (assets[x]?.prominence ?? 0) ||
        (assets[x]?.id ?? '').localeCompare(assets[y]?.id ?? ''),
    );
    sorted.forEach((a, r) => {
      rank[a] = r;
    });
  }
  return rank;
}

function storyDesks(assets: readonly ReferenceAsset[], byClass: Map<string, number[]>, rank: Int32Array): StoryDesk[] {
  const desks: StoryDesk[] = [];
  for (const [cls, share] of Object.entries(DAILY_PROFILE.classShares)) {
    const members = (byClass.get(cls) ?? []).filter((a) => {
      const asset = assets[a];
      return asset !== undefined && isWrittenAbout(asset);
    });
    if (members.length === 0) continue;
    members.sort((x, y) => (rank[x] ?? 0) - (rank[y] ?? 0));
    const cumulative = new Float64Array(members.length);
    let total = 0;
    members.forEach((a, i) => {
      total += 1 / ((rank[a] ?? 0) + 2) ** DAILY_PROFILE.zipfExponent[cls as keyof typeof DAILY_PROFILE.classShares];
      cumulative[i] = total;
    });
    desks.push({ share, assets: Int32Array.from(members), cumulative });
  }
  return desks;
}

function roundupDesks(
  assets: readonly ReferenceAsset[],
  byClass: Map<string, number[]>,
  rank: Int32Array,
): RoundupDesk[] {
  const desks: RoundupDesk[] = [];
  const add = (title: string, bank: string, members: number[]) => {
    members.sort((x, y) => (rank[x] ?? 0) - (rank[y] ?? 0));
    if (members.length > 0) desks.push({ title, bank, assets: Int32Array.from(members) });
  };
  const sectors = new Map<string, number[]>();
  for (const a of byClass.get('equ') ?? []) {
    const sector = assets[a]?.sector ?? 'Other';
    sectors.set(sector, [...(sectors.get(sector) ?? []), a]);
  }
  for (const [sector, members] of [...sectors].sort(([x], [y]) => x.localeCompare(y))) {
    add(`${sector} stocks: the day's movers`, 'company', members);
  }
  add('World economy roundup', 'country', [...(byClass.get('cou') ?? [])]);
  add('Global markets wrap', 'countryMarket', [...(byClass.get('coumkt') ?? [])]);
  add('Currency markets wrap', 'currency', [...(byClass.get('cur') ?? [])]);
  add('Crypto markets wrap', 'crypto', [...(byClass.get('crypto') ?? [])]);
  add('Commodities wrap', 'commodity', [...(byClass.get('agr') ?? []), ...(byClass.get('enm') ?? [])]);
  return desks;
}

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
  // Sector (or class) factors: a slow common tone that the peers share, so that their sentiment moves together.
  const factors = new Map<string, Float32Array>();
  for (const key of new Set(options.assets.map(peerKey))) {
    const random = new Random(`${options.seed}:factor:${key}`);
    const factor = new Float32Array(dayCount);
    let value = 0;
    for (let d = 0; d < dayCount; d++) {
      value = 0.96 * value + 0.07 * random.normal();
      factor[d] = value;
    }
    factors.set(key, factor);
  }
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
    const factor = factors.get(peerKey(asset)) as Float32Array;
    const scale = MOOD_SCALE[asset.class] ?? DEFAULT_MOOD_SCALE;
    const earningsOffset = hashString(asset.id) % 91;
    // Regimes last weeks (a switch every 30 days on average); the own tone drifts to the regime over days.
    let regime: number = random.pick(REGIMES);
    let own = regime;
    let push = 0;
    for (let d = 0; d < dayCount; d++) {
      if (random.chance(1 / 30)) regime = random.pick(REGIMES);
      own = 0.9 * own + 0.1 * regime + 0.07 * random.normal();
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
        push += tone * 0.6;
      }
      // An event's push on the mood decays over days (half-life about 3 days).
      push *= 0.8;
      const value = scale * (own + beta * (market[d] ?? 0) + 0.8 * (factor[d] ?? 0) + push);
      mood[a * dayCount + d] = Math.max(-1, Math.min(1, value));
    }
  });
  events.sort((x, y) => x.day - y.day || x.asset - y.asset);
  const eventsByDay: CorpusEvent[][] = days.map(() => []);
  for (const event of events) eventsByDay[event.day]?.push(event);

  const rank = rankWithinClass(options.assets, byClass);
  const roundupTier = new Uint8Array(options.assets.length);
  const roundupTurn = new Int32Array(options.assets.length);
  options.assets.forEach((asset, a) => {
    const cls = asset.class as keyof typeof DAILY_PROFILE.roundupDaily;
    const r = rank[a] ?? 0;
    roundupTier[a] =
      r < (DAILY_PROFILE.roundupDaily[cls] ?? 0)
        ? ROUNDUP_DAILY
        : r < (DAILY_PROFILE.roundupOften[cls] ?? 0)
          ? ROUNDUP_OFTEN
          : ROUNDUP_ROTATING;
    roundupTurn[a] = hashString(`${asset.class}:${asset.id}`) % 64;
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
    denseFrom: Math.max(0, dayCount - DENSE_DAYS),
    storyDesks: storyDesks(options.assets, byClass, rank),
    roundupDesks: roundupDesks(options.assets, byClass, rank),
    rank,
    roundupTier,
    roundupTurn,
    byClass,
  };
}

/** An asset of the desk, drawn by attention. */
function drawAsset(desk: StoryDesk, random: Random): number {
  const total = desk.cumulative[desk.cumulative.length - 1] ?? 0;
  const target = random.next() * total;
  let lo = 0;
  let hi = desk.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((desk.cumulative[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return desk.assets[lo] ?? 0;
}

function drawDesk(plan: CorpusPlan, random: Random): StoryDesk | undefined {
  const total = plan.storyDesks.reduce((sum, desk) => sum + desk.share, 0);
  let target = random.next() * total;
  for (const desk of plan.storyDesks) {
    target -= desk.share;
    if (target < 0) return desk;
  }
  return plan.storyDesks[plan.storyDesks.length - 1];
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

/** Whether a toned phrase comes out positive: with probability sigmoid(slope * mood), each phrase on its own. */
function isPositiveDraw(mood: number, random: Random): boolean {
  return random.next() < 1 / (1 + Math.exp(-DAILY_PROFILE.toneSlope * mood));
}

function toned(bank: ToneBank, mood: number, random: Random): string {
  return random.pick(isPositiveDraw(mood, random) ? bank.positive : bank.negative);
}

/**
 * `length` distinct body sentences (fewer when the banks are smaller): each takes a side with probability
 * DAILY_PROFILE.tonedShare (its tone drawn from the mood), the others state facts; at least one states a fact,
 * so that a story is never all one tone.
 */
function bodyOf(bankName: string, mood: number, random: Random, length: number): string[] {
  const tonedBank = BODY[bankName] ?? SOCIAL;
  const neutral = NEUTRAL[bankName] ?? NEUTRAL.company ?? [];
  const chosen: string[] = [random.pick(neutral)];
  for (let tries = 0; chosen.length < length && tries < length * 3; tries++) {
    const phrase = random.chance(DAILY_PROFILE.tonedShare) ? toned(tonedBank, mood, random) : random.pick(neutral);
    if (!chosen.includes(phrase)) chosen.push(phrase);
  }
  return random.shuffle(chosen);
}

function fill(template: string, a: string, b: string): string {
  return template.replaceAll('{A}', a).replaceAll('{B}', b);
}

/** Minute of the day, UTC: most stories in the business hours of the asset's region. */
function minuteOfDay(asset: ReferenceAsset, random: Random): number {
  if (!random.chance(DAILY_PROFILE.businessHours) || asset.class === 'crypto') return random.int(0, 1439);
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

/** Stories (and roundups) relative to full density: the older days carry fewer. */
export function densityOf(plan: CorpusPlan, d: number): number {
  if (d >= plan.denseFrom) return 1;
  const older = DAILY_PROFILE.olderDensity;
  return older + ((1 - older) * d) / Math.max(1, plan.denseFrom);
}

/** Whether a roundup names the asset of class rank `rank` on day `d` (see DAILY_PROFILE.roundupDaily). */
function isInRoundup(plan: CorpusPlan, a: number, d: number): boolean {
  const isDense = d >= plan.denseFrom;
  const turn = d + (plan.roundupTurn[a] ?? 0);
  const tier = plan.roundupTier[a];
  if (tier === ROUNDUP_DAILY) return isDense || turn % 4 !== 0;
  if (tier === ROUNDUP_OFTEN) return turn % (DAILY_PROFILE.roundupOftenPeriod * (isDense ? 1 : 2)) === 0;
  return turn % (DAILY_PROFILE.roundupPeriod * (isDense ? 1 : 2)) === 0;
}

/** All documents of one day, in time order. */
export function generateDay(plan: CorpusPlan, d: number): CorpusDocument[] {
  const day = plan.days[d];
  if (day === undefined) throw new RangeError(`day ${d} is outside the plan`);
  const random = new Random(`${plan.seed}:day:${day}`);
  const weekday = new Date(parseDay(day)).getUTCDay();
  const count = random.poisson(plan.documentsPerDay * (DAILY_PROFILE.weekday[weekday] ?? 1) * densityOf(plan, d));
  const documents: CorpusDocument[] = [];
  const dayCount = plan.days.length;
  let n = 0;
  const push = (sourceType: SourceType, title: string, body: string, minute: number) => {
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

  // Stories: one asset each (and sometimes a peer), drawn by class share and attention.
  for (let i = 0; i < count; i++) {
    const desk = drawDesk(plan, random);
    if (!desk) break;
    const a = drawAsset(desk, random);
    const asset = plan.assets[a];
    if (!asset) continue;
    const mood = plan.mood[a * dayCount + d] ?? 0;
    const bankName = BANK_OF_CLASS[asset.class] ?? 'company';
    const isSocial = random.chance(asset.class === 'crypto' ? DAILY_PROFILE.socialCrypto : DAILY_PROFILE.social);
    const peer = peerOf(plan, a, random);
    const peerName = peer ? nameOf(peer, random) : 'its rivals';
    if (isSocial) {
      const name = socialNameOf(asset, random);
      // Half the posts take a side; the others only say the asset is being watched.
      const post = random.chance(0.5) ? `${fill(toned(SOCIAL, mood, random), name, peerName)} ` : '';
      push('social', '', `${post}${fill(random.pick(SOCIAL_NEUTRAL), name, peerName)}`, minuteOfDay(asset, random));
      continue;
    }
    const name = nameOf(asset, random);
    const headline = random.chance(DAILY_PROFILE.tonedHeadlines)
      ? toned(HEADLINES[bankName] ?? SOCIAL, mood, random)
      : random.pick(NEUTRAL[bankName] ?? []).replace(/\.$/, '');
    const sentences = bodyOf(bankName, mood, random, random.int(3, 5));
    push(
      'news',
      fill(headline, name, peerName),
      sentences.map((sentence) => fill(sentence, name, peerName)).join(' '),
      minuteOfDay(asset, random),
    );
  }

  // Roundups: the day's movers of a sector or class, one line per asset, in one document per ROUNDUP_SIZE lines.
  for (const desk of plan.roundupDesks) {
    const bank = ROUNDUP[desk.bank];
    if (!bank) continue;
    const named = Array.from(desk.assets).filter((a) => isInRoundup(plan, a, d));
    for (let start = 0; start < named.length; start += DAILY_PROFILE.roundupSize) {
      const lines = named.slice(start, start + DAILY_PROFILE.roundupSize).map((a) => {
        const asset = plan.assets[a] as ReferenceAsset;
        const mood = plan.mood[a * dayCount + d] ?? 0;
        // A roundup reports the day's move: flat when the mood is near neutral, mild when it is moderate, and
        // mostly in the mood's direction.
        const size = Math.abs(mood);
        const words = size < 0.05 && random.chance(0.7) ? undefined : size < 0.2 ? bank.mild : bank;
        const move = words ? toned(words, 2 * mood, random) : random.pick(bank.flat);
        return `${fill(move, nameOf(asset, random), '')}${random.pick(bank.context)}`;
      });
      // Before the 20:30 UTC daily cut, in the region's hours: every daily window gets the day's roundup.
      const region = plan.assets[named[start] ?? 0]?.region;
      const minute = (region === 'apac' ? 60 : region === 'emea' ? 8 * 60 : 13 * 60) + random.int(0, 7 * 60);
      push('news', start === 0 ? desk.title : `${desk.title} (continued)`, lines.join(' '), minute);
    }
  }

  // Event stories: a burst of news and social chatter on the day of the event.
  for (const event of plan.eventsByDay[d] ?? []) {
    const asset = plan.assets[event.asset];
    const story = EVENTS[event.kind];
    if (!asset || !story) continue;
    const partner = event.partner >= 0 ? plan.assets[event.partner] : undefined;
    const partnerName = partner ? nameOf(partner, random) : 'a rival';
    const stories = 2 + random.poisson(8 * asset.prominence * densityOf(plan, d));
    const minute = minuteOfDay(asset, random);
    for (let s = 0; s < stories; s++) {
      const name = nameOf(asset, random);
      const mood = plan.mood[event.asset * dayCount + d] ?? 0;
      const body = [
        fill(random.pick(story.body), name, partnerName),
        fill(toned(BODY[BANK_OF_CLASS[asset.class] ?? 'company'] ?? SOCIAL, mood, random), name, partnerName),
        fill(random.pick(NEUTRAL[BANK_OF_CLASS[asset.class] ?? 'company'] ?? []), name, partnerName),
      ];
      if (random.chance(0.35)) {
        push(
          'social',
          '',
          `${fill(toned(SOCIAL, mood, random), socialNameOf(asset, random), partnerName)} ${body[0]}`,
          (minute + s * 7) % 1440,
        );
      } else {
        push('news', fill(random.pick(story.headlines), name, partnerName), body.join(' '), (minute + s * 5) % 1440);
      }
    }
  }
  documents.sort((x, y) => (x.time < y.time ? -1 : x.time > y.time ? 1 : x.id < y.id ? -1 : 1));
  return documents;
}
