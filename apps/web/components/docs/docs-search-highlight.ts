/**
 * The words of a search snippet that the query found, for highlighting: as the API matches them (packages/content
 * search-docs.ts), every query word is a prefix of a word of the text, case and accents folded.
 */

export interface SnippetPart {
  text: string;
  hit: boolean;
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The snippet cut into parts, each word that starts with a query word marked as a hit. */
export function highlightTerms(snippet: string, query: string): SnippetPart[] {
  const terms = [...new Set(fold(query).match(/[\p{L}\p{N}]+/gu) ?? [])];
  if (terms.length === 0) return [{ text: snippet, hit: false }];
  const parts: SnippetPart[] = [];
  let plain = '';
  for (const token of snippet.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? []) {
    const isWord = /^[\p{L}\p{N}]/u.test(token);
    const folded = fold(token);
    const term = isWord ? terms.find((one) => folded.startsWith(one)) : undefined;
    if (!term) {
      plain += token;
      continue;
    }
    if (plain) parts.push({ text: plain, hit: false });
    plain = '';
    // Folding keeps the length of most text; where it does not (a decomposed letter), the whole word is marked.
    const length = fold(token.slice(0, term.length)) === term ? term.length : token.length;
    parts.push({ text: token.slice(0, length), hit: true });
    if (length < token.length) plain = token.slice(length);
  }
  if (plain) parts.push({ text: plain, hit: false });
  return parts;
}
