import type { LineProblem, ParsedEntry, ParsedFile } from './watchlist-files';

/** What an import or a paste adds: the assets found (each once, in file order) and every line not taken. */
export interface ResolvedImport<A> {
  assets: A[];
  problems: LineProblem[];
  /** Entries naming an asset already found on an earlier line. */
  duplicates: number;
}

/**
 * Joins a parsed file with the API's answer for its entries (same order): an entry without an asset is reported
 * with its line ('not found'), the good ones are kept.
 */
export function resolveEntries<A extends { asset: string; class: string }>(
  file: ParsedFile,
  found: readonly (A | null)[],
): ResolvedImport<A> {
  const assets: A[] = [];
  const seen = new Set<string>();
  const problems: LineProblem[] = [...file.problems];
  let duplicates = 0;
  file.entries.forEach((entry: ParsedEntry, index) => {
    const asset = found[index] ?? null;
    if (!asset) {
      problems.push({
        line: entry.line,
        text: entry.text,
        message: `line ${entry.line}: '${entry.text}' was not found`,
      });
      return;
    }
    const key = `${asset.class}:${asset.asset}`;
    if (seen.has(key)) {
      duplicates++;
      return;
    }
    seen.add(key);
    assets.push(asset);
  });
  problems.sort((a, b) => a.line - b.line);
  return { assets, problems, duplicates };
}
