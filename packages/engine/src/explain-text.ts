/**
 * The engine's reading of one text, explained: what `analyze` finds, laid out for a reader (the Engine tool of
 * issue 15) rather than for the build. Every matched lexicon term with its offsets, the indicators it moves, its
 * signed weight after intensifiers and negation, and whether a negation flipped it; for every indicator the
 * terms that drove it (the words to highlight); the assets found with their mentions and their own scores.
 * Plain objects only (no ScoreVector), so the result serialises as it is.
 */
import { analyze } from './analyze';
import { FORECAST_OF } from './indicators';
import type { Keyphrase } from './keyphrases';
import type { EntityMention, Matcher, MentionKind } from './matcher';

/** A lexicon term found in the text, with what it contributed. */
export interface ExplainedTerm {
  /** UTF-16 offsets into the text: text.slice(start, end) is the term as written */
  start: number;
  end: number;
  /** the text as written */
  text: string;
  /** the lexicon entry (folded words joined by one space) */
  term: string;
  /** indicator codes the term moves (sentiment is moved through positive and negative) */
  codes: readonly string[];
  /** effective weight after intensifiers, concessive clauses and negation (negative when negated) */
  weight: number;
  /** signed contribution to sentiment (0 when the term is not a tone word) */
  sentiment: number;
  /** a negation ("not", "never", "isn't") flipped the term */
  negated: boolean;
  /** in a forward-looking clause: direction topics went to their forecast twins, tone to optimism or pessimism */
  future: boolean;
}

/** An asset of the matcher's universe found in the text. */
export interface ExplainedAsset {
  assetId: string;
  assetClass: string;
  /** references counted for the asset (mentions, plus carried sentences: see attribution) */
  references: number;
  /** where the text names it */
  mentions: { start: number; end: number; matched: string; kind: MentionKind }[];
  /** the asset's indicator scores (code -> score), as the build would attribute this text to it */
  scores: Record<string, number>;
}

export interface TextExplanation {
  /** length of the text in UTF-16 code units (what the offsets count) */
  length: number;
  tokenCount: number;
  sentenceCount: number;
  /** the document's indicator scores (code -> score; buzz is a count, the others a share of it) */
  document: Record<string, number>;
  /** for each indicator with a score, the indices into `terms` of the terms that drove it */
  drivers: Record<string, number[]>;
  terms: ExplainedTerm[];
  /** assets in the order of their first mention */
  assets: ExplainedAsset[];
  keyphrases: Keyphrase[];
  summary: string;
}

export interface ExplainTextOptions {
  /** the reference universe to find assets in; without it only the document is scored */
  matcher?: Matcher;
  /** keyphrases to extract (default 8) */
  keyphrases?: number;
  /** summary sentences (default 3) */
  summary?: number;
}

/**
 * Analyses `text` and explains the result: deterministic, the same text and matcher always give the same answer.
 * A term drives every indicator code it carries, and sentiment when its sentiment contribution is not zero.
 */
export function explainText(text: string, options: ExplainTextOptions = {}): TextExplanation {
  const analysis = analyze(text, {
    matcher: options.matcher,
    terms: true,
    keyphrases: options.keyphrases ?? 8,
    summary: options.summary ?? 3,
  });
  const document = analysis.document.toRecord();
  const terms: ExplainedTerm[] = analysis.terms.map((term) => ({
    start: term.start,
    end: term.end,
    text: text.slice(term.start, term.end),
    term: term.term,
    codes: term.codes,
    weight: term.weight,
    sentiment: term.sentiment,
    negated: term.negated,
    future: term.future,
  }));
  const drivers: Record<string, number[]> = {};
  const drive = (code: string, index: number) => {
    if (!(code in document)) return;
    const list = drivers[code];
    if (list) {
      if (list[list.length - 1] !== index) list.push(index);
    } else drivers[code] = [index];
  };
  terms.forEach((term, index) => {
    // A term drives the indicators it really moved: in a forward-looking clause a direction topic moves its forecast
    // twin instead (compile-scoring.ts), and its tone moves optimism or pessimism too.
    for (const code of term.codes) drive(term.future ? (FORECAST_OF[code] ?? code) : code, index);
    // Sentiment is positive minus negative; price direction is price up minus price down: their parts are driven
    // by the terms of their sign.
    if (term.sentiment !== 0) {
      drive('sentiment', index);
      drive(term.sentiment > 0 ? 'positive' : 'negative', index);
      if (term.future) drive(term.sentiment > 0 ? 'optimism' : 'pessimism', index);
    }
    if (!term.future && term.codes.includes('priceDirection') && term.weight !== 0)
      drive(term.weight > 0 ? 'priceUp' : 'priceDown', index);
  });
  return {
    length: text.length,
    tokenCount: analysis.tokenCount,
    sentenceCount: analysis.sentenceCount,
    document,
    drivers,
    terms,
    assets: explainAssets(analysis.entities, analysis.assets),
    keyphrases: analysis.keyphrases,
    summary: analysis.summary,
  };
}

function explainAssets(
  entities: readonly EntityMention[],
  scored: ReturnType<typeof analyze>['assets'],
): ExplainedAsset[] {
  const byKey = new Map<string, ExplainedAsset>();
  for (const mention of entities) {
    const key = `${mention.assetClass}|${mention.assetId}`;
    let asset = byKey.get(key);
    if (!asset) {
      asset = { assetId: mention.assetId, assetClass: mention.assetClass, references: 0, mentions: [], scores: {} };
      byKey.set(key, asset);
    }
    asset.mentions.push({ start: mention.start, end: mention.end, matched: mention.matched, kind: mention.kind });
  }
  for (const scores of scored) {
    const asset = byKey.get(`${scores.assetClass}|${scores.assetId}`);
    if (!asset) continue;
    asset.references = scores.mentions;
    asset.scores = scores.scores.toRecord();
  }
  return [...byKey.values()];
}
