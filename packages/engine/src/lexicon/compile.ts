import { EMOTION_CODES, ESG_CATEGORY_OF, ESG_SHARED_CODES, INDICATORS, indicatorIndex } from '../indicators';
import { TokenTrie } from '../token-trie';
import { TokenStream, tokenize } from '../tokenizer';
import { Vocabulary } from '../vocabulary';
import { ESG_SECTIONS } from './esg';
import { EXCHANGE_WORDS, FUNCTION_SECTIONS, MARKET_WORDS, STOPWORDS } from './function-words';
import { nounForms, verbForms } from './inflect';
import { MACRO_SECTIONS } from './macro-commodity-currency';
import { MARKET_COMPANY_SECTIONS } from './market-company';
import { SENTIMENT_SECTIONS } from './sentiment-emotions';
import type { LexiconSection } from './types';

/** Entry flags. */
export const E_NEGATOR = 1;
export const E_MULTIPLIER = 2;
export const E_CLAUSE = 4;
export const E_FUTURE = 8;
export const E_CONTENT = 16;
export const E_INVERT = 32;
export const E_CONCESSIVE = 64;

/** Word flags (per vocabulary word). */
export const W_STOP = 1;
export const W_MARKET = 2;
export const W_EXCHANGE = 4;

/** How much of a term's weight survives negation (the sign flips; see README "Negation"). */
export const NEGATION_SCALE = 0.75;
/** Past-tense forms of a verb stem also count as past orientation, at this share of the stem's weight. */
const PAST_FORM_SHARE = 0.5;

export const ALL_SECTIONS: readonly (readonly LexiconSection[])[] = [
  FUNCTION_SECTIONS,
  SENTIMENT_SECTIONS,
  MARKET_COMPANY_SECTIONS,
  MACRO_SECTIONS,
  ESG_SECTIONS,
];

export interface CompiledLexicon {
  readonly vocabulary: Vocabulary;
  readonly wordFlags: Uint8Array;
  readonly trie: TokenTrie;
  readonly entryCount: number;
  readonly entryWeight: Float64Array;
  readonly entryFlags: Int32Array;
  readonly entryMultiplier: Float64Array;
  readonly contributionStart: Int32Array;
  readonly contributionIndicator: Int32Array;
  readonly contributionValue: Float64Array;
  /** the surface form of each entry, folded, words joined by one space */
  readonly entryTerm: readonly string[];
  /** indicator codes each entry moves (for highlighting) */
  readonly entryCodes: readonly (readonly string[])[];
  readonly stats: LexiconStats;
}

export interface LexiconStats {
  /** hand-written stems (terms as written in the sections, before inflection) */
  stems: number;
  /** distinct surface patterns after inflection: the weighted entries */
  entries: number;
  /** (entry, indicator) pairs including derived roll-ups */
  weightedPairs: number;
  /** entries per indicator code */
  perIndicator: Record<string, number>;
  /** stems per source family */
  perFamily: Record<string, number>;
}

interface Draft {
  key: string;
  weight: number;
  flags: number;
  multiplier: number;
  contributions: Map<number, number>;
  hasExplicitTime: boolean;
  isPastForm: boolean;
}

interface ParsedTags {
  contributions: [number, number][];
  flags: number;
  multiplier: number;
}

function parseTags(tags: string): ParsedTags {
  const contributions: [number, number][] = [];
  let flags = 0;
  let multiplier = 1;
  for (const tag of tags.split(' ')) {
    if (tag === '') continue;
    if (tag.startsWith('#')) {
      const [name, value] = tag.slice(1).split(':') as [string, string | undefined];
      if (name === 'neg') flags |= E_NEGATOR;
      else if (name === 'clause') flags |= E_CLAUSE;
      else if (name === 'future') flags |= E_FUTURE;
      else if (name === 'invert') flags |= E_INVERT;
      else if (name === 'concessive') flags |= E_CONCESSIVE;
      else if (name === 'int' || name === 'dim') {
        flags |= E_MULTIPLIER;
        multiplier = Number(value);
      } else throw new Error(`Unknown lexicon flag '${tag}'`);
      continue;
    }
    const negative = tag.startsWith('-');
    const [code, scale] = (negative ? tag.slice(1) : tag).split(':') as [string, string | undefined];
    const value = (negative ? -1 : 1) * (scale === undefined ? 1 : Number(scale));
    contributions.push([indicatorIndex(code), value]);
  }
  return { contributions, flags, multiplier };
}

const scratch = new TokenStream();

/** Folded word keys of a phrase, cut exactly as the tokenizer cuts text. */
export function phraseKeys(phrase: string): string[] {
  const stream = tokenize(phrase, scratch);
  const keys: string[] = [];
  for (let i = 0; i < stream.count; i++) keys.push(stream.key(i));
  return keys;
}

function familyOf(section: readonly LexiconSection[]): string {
  if (section === FUNCTION_SECTIONS) return 'function words';
  if (section === SENTIMENT_SECTIONS) return 'sentiment and emotions';
  if (section === MARKET_COMPANY_SECTIONS) return 'market and company';
  if (section === MACRO_SECTIONS) return 'country, commodity, currency';
  return 'ESG';
}

export function compileLexicon(sections: readonly (readonly LexiconSection[])[] = ALL_SECTIONS): CompiledLexicon {
  const drafts = new Map<string, Draft>();
  const perFamily: Record<string, number> = {};
  let stems = 0;
  const addForm = (surface: string, weight: number, tags: ParsedTags, isPastForm: boolean, hasTime: boolean) => {
    const keys = phraseKeys(surface);
    if (keys.length === 0) throw new Error(`Lexicon term '${surface}' has no words`);
    const key = keys.join(' ');
    let draft = drafts.get(key);
    if (!draft) {
      draft = { key, weight, flags: 0, multiplier: 1, contributions: new Map(), hasExplicitTime: false, isPastForm };
      drafts.set(key, draft);
    }
    draft.weight = Math.max(draft.weight, weight);
    draft.flags |= tags.flags;
    if (tags.flags & E_MULTIPLIER) draft.multiplier = tags.multiplier;
    draft.hasExplicitTime ||= hasTime;
    draft.isPastForm &&= isPastForm;
    for (const [index, value] of tags.contributions) {
      draft.contributions.set(index, clamp((draft.contributions.get(index) ?? 0) + value));
    }
  };
  const futureVsPast = indicatorIndex('futureVsPast');
  for (const section of sections) {
    const family = familyOf(section);
    for (const [tagText, pos, terms] of section) {
      const tags = parseTags(tagText);
      const hasTime = tags.contributions.some(([index]) => index === futureVsPast);
      for (const raw of terms.split(',')) {
        const item = raw.trim();
        if (item === '') continue;
        stems++;
        perFamily[family] = (perFamily[family] ?? 0) + 1;
        const eq = item.lastIndexOf('=');
        const phrase = eq > 0 ? item.slice(0, eq).trim() : item;
        const weight = eq > 0 ? Number(item.slice(eq + 1)) : 1;
        if (!(weight > 0)) throw new Error(`Lexicon term '${item}' has a bad weight`);
        if (pos === 'v') {
          const forms = verbForms(phrase);
          for (const form of forms.present) addForm(form, weight, tags, false, hasTime);
          for (const form of forms.past) addForm(form, weight, tags, true, hasTime);
        } else if (pos === 'n') {
          for (const form of nounForms(phrase)) addForm(form, weight, tags, false, hasTime);
        } else addForm(phrase, weight, tags, false, hasTime);
      }
    }
  }

  // Derived contributions (documented in the README, "Derived indicators").
  const emotionIndices = new Set(EMOTION_CODES.map(indicatorIndex));
  const emotionVsFact = indicatorIndex('emotionVsFact');
  const buzz = indicatorIndex('buzz');
  const esgBuzz = indicatorIndex('esgBuzz');
  const esgIndices = new Set<number>();
  INDICATORS.forEach((indicator, i) => {
    if (indicator.dataset === 'esgadv' && indicator.range !== 'C') esgIndices.add(i);
  });
  for (const code of ESG_SHARED_CODES) esgIndices.add(indicatorIndex(code));
  for (const draft of drafts.values()) {
    if (draft.contributions.size === 0) continue;
    draft.flags |= E_CONTENT;
    const original = [...draft.contributions];
    if (!draft.contributions.has(emotionVsFact) && original.some(([index]) => emotionIndices.has(index))) {
      draft.contributions.set(emotionVsFact, 1);
    }
    if (draft.isPastForm && !draft.hasExplicitTime) draft.contributions.set(futureVsPast, -PAST_FORM_SHARE);
    let touchesEsg = false;
    for (const [index, value] of original) {
      const code = INDICATORS[index]?.code as string;
      if (esgIndices.has(index)) touchesEsg = true;
      const category = ESG_CATEGORY_OF[code];
      if (category === undefined) continue;
      const categoryIndex = indicatorIndex(category);
      const isControversy =
        INDICATORS[index]?.range === 'U' &&
        ![
          'innovation',
          'charity',
          'lobbying',
          'environmentalInvestment',
          'renewableEnergy',
          'sustainableInnovation',
          'qualityMgmtSystems',
          'cSRActivities',
          'activistInvestorActivity',
        ].includes(code);
      if (isControversy) {
        draft.contributions.set(categoryIndex, clamp((draft.contributions.get(categoryIndex) ?? 0) - Math.abs(value)));
        const controversies = indicatorIndex(`${category}Controversies`);
        draft.contributions.set(controversies, clamp((draft.contributions.get(controversies) ?? 0) + Math.abs(value)));
      } else {
        draft.contributions.set(categoryIndex, clamp((draft.contributions.get(categoryIndex) ?? 0) + value));
      }
      draft.contributions.set(indicatorIndex(`${category}Buzz`), 1);
    }
    if (touchesEsg) draft.contributions.set(esgBuzz, 1);
    draft.contributions.set(buzz, 1);
  }

  // Vocabulary: every word of every pattern plus the helper word lists.
  const vocabulary = new Vocabulary();
  const flagWords: [string, number][] = [
    [STOPWORDS, W_STOP],
    [MARKET_WORDS, W_MARKET],
    [EXCHANGE_WORDS, W_EXCHANGE],
  ];
  const pendingFlags: [number, number][] = [];
  for (const [list, flag] of flagWords) {
    for (const word of list.split(/\s+/)) if (word) pendingFlags.push([vocabulary.add(word), flag]);
  }
  const entries = [...drafts.values()];
  const patterns = entries.map((draft) => draft.key.split(' ').map((word) => vocabulary.add(word)));
  const wordFlags = new Uint8Array(vocabulary.size);
  for (const [id, flag] of pendingFlags) wordFlags[id] = (wordFlags[id] ?? 0) | flag;

  const entryCount = entries.length;
  const entryWeight = new Float64Array(entryCount);
  const entryFlags = new Int32Array(entryCount);
  const entryMultiplier = new Float64Array(entryCount);
  const contributionStart = new Int32Array(entryCount + 1);
  const indicatorsOut: number[] = [];
  const valuesOut: number[] = [];
  const entryCodes: string[][] = [];
  const perIndicator: Record<string, number> = {};
  let weightedPairs = 0;
  entries.forEach((draft, e) => {
    entryWeight[e] = draft.weight;
    entryFlags[e] = draft.flags;
    entryMultiplier[e] = draft.multiplier;
    contributionStart[e] = indicatorsOut.length;
    const codes: string[] = [];
    // Buzz first, then the rest in catalogue order, so that the hot loop reads contributions sequentially.
    const sorted = [...draft.contributions].sort((a, b) => a[0] - b[0]);
    for (const [index, value] of sorted) {
      indicatorsOut.push(index);
      valuesOut.push(value);
      const code = INDICATORS[index]?.code as string;
      if (INDICATORS[index]?.range !== 'C') {
        codes.push(code);
        weightedPairs++;
        perIndicator[code] = (perIndicator[code] ?? 0) + 1;
      }
    }
    entryCodes.push(codes);
  });
  contributionStart[entryCount] = indicatorsOut.length;
  const trie = new TokenTrie(
    patterns,
    entries.map((_, e) => e),
    vocabulary.size,
  );
  return {
    vocabulary,
    wordFlags,
    trie,
    entryCount,
    entryWeight,
    entryFlags,
    entryMultiplier,
    contributionStart,
    contributionIndicator: Int32Array.from(indicatorsOut),
    contributionValue: Float64Array.from(valuesOut),
    entryTerm: entries.map((draft) => draft.key),
    entryCodes,
    stats: {
      stems,
      entries: entries.filter((draft) => draft.flags & E_CONTENT).length,
      weightedPairs,
      perIndicator,
      perFamily,
    },
  };
}

function clamp(value: number): number {
  return Math.min(1, Math.max(value, -1));
}

let cached: CompiledLexicon | undefined;

/** The built-in lexicon, compiled on first use and shared by every analysis. */
export function getLexicon(): CompiledLexicon {
  cached ??= compileLexicon();
  return cached;
}
