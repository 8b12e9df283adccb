/**
 * Character tables built once at module load: a class per UTF-16 code unit and its case-folded form.
 * The tokenizer reads text through these two typed arrays so that its hot loop does no string work.
 */

/** Part of a word: letters, digits and combining marks of any script. */
export const CHAR_WORD = 1;
/** A decimal digit (subset of CHAR_WORD). */
export const CHAR_DIGIT = 2;
/** An uppercase letter (subset of CHAR_WORD). */
export const CHAR_UPPER = 4;
/** A lowercase letter (subset of CHAR_WORD). */
export const CHAR_LOWER = 8;
/** Horizontal or vertical white space. */
export const CHAR_SPACE = 16;

const classes = new Uint8Array(65536);
const folded = new Uint16Array(65536);

const wordPattern = /[\p{L}\p{N}\p{M}]/u;
const upperPattern = /\p{Lu}/u;
const lowerPattern = /\p{Ll}/u;
const digitPattern = /\p{Nd}/u;
const spacePattern = /\s/u;
const markPattern = /\p{M}/gu;

for (let code = 0; code < 65536; code++) {
  folded[code] = code;
  // Surrogate halves are left unclassified: astral symbols (emoji) are handled by the tokenizer itself.
  if (code >= 0xd800 && code <= 0xdfff) continue;
  const ch = String.fromCharCode(code);
  let cls = 0;
  if (code < 128) {
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) cls |= CHAR_WORD;
    if (code >= 48 && code <= 57) cls |= CHAR_DIGIT;
    if (code >= 65 && code <= 90) cls |= CHAR_UPPER;
    if (code >= 97 && code <= 122) cls |= CHAR_LOWER;
    if (code === 32 || (code >= 9 && code <= 13)) cls |= CHAR_SPACE;
  } else {
    if (wordPattern.test(ch)) cls |= CHAR_WORD;
    if (digitPattern.test(ch)) cls |= CHAR_DIGIT;
    if (upperPattern.test(ch)) cls |= CHAR_UPPER;
    if (lowerPattern.test(ch)) cls |= CHAR_LOWER;
    if (spacePattern.test(ch)) cls |= CHAR_SPACE;
  }
  classes[code] = cls;
  if (cls & CHAR_WORD) {
    // Case folding plus accent folding (é -> e) so that "Societe" and "Société" meet in one entry.
    const lower = ch.toLowerCase().normalize('NFD').replace(markPattern, '');
    if (lower.length === 1) folded[code] = lower.charCodeAt(0);
    else if (lower.length === 0) folded[code] = code;
    else {
      const single = ch.toLowerCase();
      if (single.length === 1) folded[code] = single.charCodeAt(0);
    }
  }
}
// Typographic apostrophes fold to the ASCII one, so "don’t" and "don't" are one word.
folded[0x2019] = 39;
folded[0x2018] = 39;
folded[0x02bc] = 39;

export const CHAR_CLASS: Uint8Array = classes;
export const FOLD: Uint16Array = folded;

/** Folds a whole string the way the tokenizer folds text (lower case, accents removed, ’ -> '). */
export function foldString(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) out += String.fromCharCode(folded[value.charCodeAt(i)] ?? 0);
  return out;
}
