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

/** Spec §7 '/overview-topn ... src default News'. */
export const DEFAULT_SOURCE_NAME: SourceName = 'News';

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
