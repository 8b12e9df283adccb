/**
 * English inflection for lexicon stems. Stems and weights are chosen by hand; the surface forms are generated
 * here so that one stem ("surge") covers "surges", "surged", "surging".
 * Explicit forms win: "rise|rises|rose|risen|rising" lists base, 3rd person, past, past participle, -ing.
 */
export interface VerbForms {
  present: string[];
  past: string[];
}

const VOWELS = 'aeiou';

function isVowel(ch: string | undefined): boolean {
  return ch !== undefined && VOWELS.includes(ch);
}

function vowelGroups(word: string): number {
  let groups = 0;
  let inVowel = false;
  for (const ch of word) {
    const v = isVowel(ch) || ch === 'y';
    if (v && !inVowel) groups++;
    inVowel = v;
  }
  return groups;
}

/** One-syllable consonant-vowel-consonant stems double their final consonant: plan -> planned. */
function doublesFinal(word: string): boolean {
  const n = word.length;
  if (n < 3 || n > 4) return false;
  const last = word[n - 1] as string;
  if ('wxy'.includes(last) || isVowel(last)) return false;
  return isVowel(word[n - 2]) && !isVowel(word[n - 3]) && vowelGroups(word) === 1;
}

export function thirdPerson(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function pastTense(word: string): string {
  if (word.endsWith('e')) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  if (doublesFinal(word)) return `${word}${word[word.length - 1]}ed`;
  return `${word}ed`;
}

export function presentParticiple(word: string): string {
  if (word.endsWith('ie')) return `${word.slice(0, -2)}ying`;
  if (word.endsWith('e') && !/(ee|ye|oe)$/.test(word)) return `${word.slice(0, -1)}ing`;
  if (doublesFinal(word)) return `${word}${word[word.length - 1]}ing`;
  return `${word}ing`;
}

export function plural(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Verb forms of a (possibly phrasal) verb; the first word inflects: "shoot up" -> "shoots up". */
export function verbForms(item: string): VerbForms {
  if (item.includes('|')) {
    const forms = item.split('|');
    if (forms.length !== 5) throw new Error(`Verb '${item}' needs base|3rd|past|participle|-ing`);
    const [base, third, past, participle, ing] = forms as [string, string, string, string, string];
    return { present: [base, third, ing], past: unique([past, participle]) };
  }
  const words = item.split(' ');
  const head = words[0] as string;
  const rest = words.length > 1 ? ` ${words.slice(1).join(' ')}` : '';
  return {
    present: [head, thirdPerson(head), presentParticiple(head)].map((f) => f + rest),
    past: [pastTense(head) + rest],
  };
}

/** Singular and plural of a (possibly compound) noun; the last word inflects: "profit warning(s)". */
export function nounForms(item: string): string[] {
  if (item.includes('|')) return item.split('|');
  const words = item.split(' ');
  const last = words[words.length - 1] as string;
  const head = words.length > 1 ? `${words.slice(0, -1).join(' ')} ` : '';
  return [head + last, head + plural(last)];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
