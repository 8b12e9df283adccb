/**
 * A pasted list of assets (issue 14 'Pull data': 'paste a list of tickers/asset codes'), matched against a class's
 * asset master: each entry is an asset code, a ticker or a RIC (case does not matter), separated by commas,
 * semicolons, spaces or line breaks. Entries that match nothing are kept, in order, so that the page can name them.
 */

/** An asset as the asset master (`/{prefix}/v4/{asset_class}/assets`) lists it. */
export interface MasterAsset {
  assetCode: string;
  name: string;
  RIC: string | null;
  Ticker: string | null;
}

export interface PasteResult {
  /** The asset codes found, each once, in the order pasted. */
  found: string[];
  /** The entries that match no asset, each once, as pasted. */
  unknown: string[];
}

/** The entries of a pasted text. */
export function splitPasted(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/** An index of the master by code, ticker and RIC (upper case); a code wins over a ticker or RIC of another. */
export function indexMaster(assets: readonly MasterAsset[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const kind of ['Ticker', 'RIC', 'assetCode'] as const) {
    for (const asset of assets) {
      const key = asset[kind];
      if (key) index.set(key.toUpperCase(), asset.assetCode);
    }
  }
  return index;
}

/** The assets of a pasted text (or a watchlist's identifiers) and the entries that are not assets of the class. */
export function resolvePasted(entries: readonly string[], index: ReadonlyMap<string, string>): PasteResult {
  const found = new Set<string>();
  const unknown = new Set<string>();
  for (const entry of entries) {
    const code = index.get(entry.toUpperCase());
    if (code) found.add(code);
    else unknown.add(entry);
  }
  return { found: [...found], unknown: [...unknown] };
}

/** The message naming the entries that are not assets of the class, or null when there are none. */
export function unknownAssetsMessage(unknown: readonly string[], className: string): string | null {
  if (unknown.length === 0) return null;
  const shown = unknown.slice(0, 20).join(', ');
  const more = unknown.length > 20 ? ` and ${unknown.length - 20} more` : '';
  const noun = unknown.length === 1 ? 'is not an asset' : 'are not assets';
  return `${shown}${more} ${noun} of ${className} (not a known asset code, ticker or RIC).`;
}
