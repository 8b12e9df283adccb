/** The lexicon terms found in a document, reported with their offsets for highlighting. */
import { getLexicon } from './lexicon/compile';

/** A lexicon term found in the text, for highlighting. */
export interface MatchedTerm {
  start: number;
  end: number;
  /** the lexicon entry (folded words joined by one space) */
  term: string;
  /** indicator codes the term moves */
  codes: readonly string[];
  /** effective weight after intensifiers and negation (negative when negated) */
  weight: number;
  /** signed contribution to sentiment (0 when the term is not a tone word) */
  sentiment: number;
  negated: boolean;
  /**
   * The term sits in a forward-looking clause ("expects", "will"): its direction topics counted as their forecast
   * twins (FORECAST_OF) and its tone as optimism or pessimism as well.
   */
  future: boolean;
}

const lexicon = getLexicon();

/** The term of lexicon entry `entry` found at characters [start, end). */
export function matchedTerm(
  start: number,
  end: number,
  entry: number,
  weight: number,
  sentiment: number,
  negated: boolean,
  future = false,
): MatchedTerm {
  return {
    start,
    end,
    term: lexicon.entryTerm[entry] as string,
    codes: lexicon.entryCodes[entry] as readonly string[],
    weight,
    sentiment,
    negated,
    future,
  };
}
