/**
 * The source of a screen (issue 13): every analytics screen opens on the one default of packages/domain and keeps
 * the visitor's pick in the URL's `src`, so a link to another screen ('Open in Charts') carries it along.
 */
import { getSource, isSourceName, SCREEN_DEFAULT_SOURCE_NAME, type SourceName } from '@moodwire/domain';

/** ESG Core ranks exist for News and Social Media only (spec §3): an ESG Core screen has no source to pick. */
export const ESG_CORE_SOURCE: SourceName = 'News_Social';

/** The source the URL's `src` names, or the screens' default when it names none (or no source). */
export function screenSourceOf(value: string | null | undefined): SourceName {
  return isSourceName(value) ? value : SCREEN_DEFAULT_SOURCE_NAME;
}

/** The `src` of a URL for a source: none for the default, so that a shared link stays short. */
export function sourceParam(source: SourceName): SourceName | null {
  return source === SCREEN_DEFAULT_SOURCE_NAME ? null : source;
}

/**
 * The `src` of a link to another screen: none for the screens' default. (A null in a link's query would be written
 * as 'Return', spec §5; null is for the URL state, where it removes the parameter.)
 */
export function sourceLinkQuery(source: SourceName): { src?: SourceName } {
  return source === SCREEN_DEFAULT_SOURCE_NAME ? {} : { src: source };
}

/** A source an answer names ('News_Social' or 'all') in words ('News and Social Media'); anything else as it is. */
export function sourceInWords(value: string): string {
  return getSource(value)?.label ?? value;
}
