/**
 * One block of a hand-written lexicon: tags shared by every term of the block, a part of speech that drives
 * inflection ('v' verb, 'n' noun, 'a' as written), and the terms, comma-separated, each optionally weighted
 * with `=w` (default 1).
 *
 * Tags: `code` adds +1 to an indicator, `-code` adds -1, `code:0.5` / `-code:0.5` scale that; `#neg` marks a
 * negator, `#int:1.5` an intensifier and `#dim:0.5` a diminisher (multiplier for the next scored term),
 * `#clause` a clause break (ends negation and intensifier scope), `#future` opens a forward-looking scope.
 */
export type LexiconSection = readonly [tags: string, pos: 'v' | 'n' | 'a', terms: string];
