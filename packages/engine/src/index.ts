export { type Analysis, type AnalyzeOptions, analyze, NEGATION_WINDOW } from './analyze';
export { type AssetScores, CARRY_SHARE } from './attribute-to-assets';
export {
  type ExplainedAsset,
  type ExplainedTerm,
  type ExplainTextOptions,
  explainText,
  type TextExplanation,
} from './explain-text';
export {
  type EngineIndicator,
  INDICATOR_COUNT,
  INDICATORS,
  type IndicatorRange,
} from './indicators';
export type { Keyphrase } from './keyphrases';
export { compileLexicon, getLexicon, type LexiconStats, NEGATION_SCALE } from './lexicon/compile';
export type { MatchedTerm } from './matched-terms';
export {
  createMatcher,
  type EntityMention,
  Matcher,
  type MatcherOptions,
  type MentionKind,
  type ReferenceAsset,
  shortName,
} from './matcher';
export { ScoreVector } from './scores';
export { type Token, tokenizeToObjects } from './tokenizer';
