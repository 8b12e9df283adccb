/**
 * The corpus's document sources (spec §2 'Admin only': /admin/sources-tool): the news outlets and social platforms
 * the simulated corpus publishes under. Imported documents may name other outlets; those are sources too once the
 * lake has seen them.
 */
import type { SourceType } from './document';
import { NEWS_OUTLETS, SOCIAL_PLATFORMS } from './phrase-banks';

export interface CorpusSource {
  source: string;
  sourceType: SourceType;
}

/** Longest source name an admin may name (outlet names of imports are free text). */
export const MAX_SOURCE_NAME_CHARS = 100;

/** The simulated corpus's sources, news outlets first. */
export function listCorpusSources(): CorpusSource[] {
  return [
    ...NEWS_OUTLETS.map((source) => ({ source, sourceType: 'news' as const })),
    ...SOCIAL_PLATFORMS.map((source) => ({ source, sourceType: 'social' as const })),
  ];
}
