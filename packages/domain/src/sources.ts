/**
 * Sources (spec §3 'Sources'): the four data types every score is computed for. The name is what files and the
 * data API call the data type; the code is the short form used in long indicator codes `mp_{code}_{indicator}`.
 */
export const SOURCES = [
  { code: 'all', name: 'News_Social', label: 'News and Social Media' },
  { code: 'nws', name: 'News', label: 'News Media' },
  { code: 'soc', name: 'Social', label: 'Social Media' },
  { code: 'nhl', name: 'News_Headline', label: 'News Media Headlines' },
] as const;

export type Source = (typeof SOURCES)[number];
export type SourceCode = Source['code'];
export type SourceName = Source['name'];

export const SOURCE_CODES: readonly SourceCode[] = SOURCES.map((source) => source.code);
export const SOURCE_NAMES: readonly SourceName[] = SOURCES.map((source) => source.name);

/** Spec §7 '/overview-topn ... src default News': the API's default when a call names no source. */
export const DEFAULT_SOURCE_NAME: SourceName = 'News';

/**
 * The source every screen shows until the visitor picks another (overview, asset, screener, heatmaps, world maps,
 * charts). The spec fixes no screen's default, only the API's (above); News and Social Media is the combined,
 * densest source, the one the reference screens open with and the one ESG Core ranks exist for (spec §3, §9
 * 'with all-sources prefix the mp_all_ variant is used'). Screens name it in the calls they make, so the API's
 * own default never decides what a screen shows.
 */
export const SCREEN_DEFAULT_SOURCE_NAME: SourceName = 'News_Social';

export function isSourceCode(value: unknown): value is SourceCode {
  return typeof value === 'string' && (SOURCE_CODES as readonly string[]).includes(value);
}

export function isSourceName(value: unknown): value is SourceName {
  return typeof value === 'string' && (SOURCE_NAMES as readonly string[]).includes(value);
}

/** The source for a code ('nws') or a name ('News'); undefined for anything else. */
export function getSource(codeOrName: string): Source | undefined {
  return SOURCES.find((source) => source.code === codeOrName || source.name === codeOrName);
}

export function sourceCodeOf(name: SourceName): SourceCode {
  return (SOURCES.find((source) => source.name === name) ?? SOURCES[0]).code;
}

export function sourceNameOf(code: SourceCode): SourceName {
  return (SOURCES.find((source) => source.code === code) ?? SOURCES[0]).name;
}

/** A source as a screen names it, in words ('News and Social Media'), never its code or file name. */
export function sourceLabelOf(name: SourceName): string {
  return (SOURCES.find((source) => source.name === name) ?? SOURCES[0]).label;
}
