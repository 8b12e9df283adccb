/**
 * The Transcripts tool's reading of the /mta answers (issue 15 '/transcripts/tool'): a call's turns grouped into
 * sections, sentiment by section and by speaker role, the change against the company's previous call, and the
 * calls as a time series. Pure: tested without a browser.
 */
import type { paths } from '../api/openapi-types';

type Json<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer B } } } };
}
  ? B extends { data: infer D }
    ? D
    : never
  : never;

export type TranscriptCall = Json<'/mta/data/{asset_code}'>[number];
export type TranscriptAsset = Json<'/mta/assets'>[number];
export type TranscriptKeyphrase = Json<'/mta/keyphrases/info'>[number];
export type TranscriptSearch = Json<'/mta/search'>;
export type TranscriptExample = Json<'/mta/example'>;
export type TranscriptTurn = TranscriptExample['turnList'][number];
/** A call with all its turns (GET /mta/files/{id}.json). */
export type Transcript = TranscriptCall & { turnList: TranscriptTurn[] };

export interface TurnSection {
  section: string;
  turns: TranscriptTurn[];
}

/** Consecutive turns of the same section, in speaking order. */
export function groupSections(turns: readonly TranscriptTurn[]): TurnSection[] {
  const sections: TurnSection[] = [];
  for (const turn of turns) {
    const last = sections[sections.length - 1];
    if (last && last.section === turn.section) last.turns.push(turn);
    else sections.push({ section: turn.section, turns: [turn] });
  }
  return sections;
}

export interface SentimentGroup {
  label: string;
  /** buzz-weighted mean of the turns' sentiment (null when no turn of the group has any) */
  sentiment: number | null;
  turns: number;
}

/**
 * Sentiment of the turns grouped by section or by speaker role, in order of first appearance: each turn weighs by
 * its buzz (its count of scored references), as the call's own sentiment weighs its references.
 */
export function sentimentBy(turns: readonly TranscriptTurn[], key: 'section' | 'role'): SentimentGroup[] {
  const groups = new Map<string, { sum: number; weight: number; turns: number }>();
  for (const turn of turns) {
    const label = turn[key];
    let group = groups.get(label);
    if (!group) {
      group = { sum: 0, weight: 0, turns: 0 };
      groups.set(label, group);
    }
    group.turns++;
    if (turn.sentiment !== null && turn.buzz > 0) {
      group.sum += turn.sentiment * turn.buzz;
      group.weight += turn.buzz;
    }
  }
  return [...groups.entries()].map(([label, group]) => ({
    label,
    sentiment: group.weight > 0 ? group.sum / group.weight : null,
    turns: group.turns,
  }));
}

/** The company's call before `transcriptId` (calls newest first, as /mta/data answers), or null. */
export function previousCall(calls: readonly TranscriptCall[], transcriptId: string): TranscriptCall | null {
  const ordered = [...calls].sort((a, b) => b.windowTimestamp.localeCompare(a.windowTimestamp));
  const at = ordered.findIndex((call) => call.transcriptId === transcriptId);
  return at >= 0 ? (ordered[at + 1] ?? null) : null;
}

export const CALL_MEASURES = [
  { key: 'sentiment', label: 'Whole call' },
  { key: 'preparedSentiment', label: 'Prepared remarks' },
  { key: 'qaSentiment', label: 'Q&A' },
  { key: 'ceoSentiment', label: 'CEO' },
  { key: 'cfoSentiment', label: 'CFO' },
  { key: 'analystSentiment', label: 'Analysts' },
  { key: 'uncertainty', label: 'Uncertainty' },
] as const;

export interface MeasureChange {
  key: (typeof CALL_MEASURES)[number]['key'];
  label: string;
  now: number | null;
  before: number | null;
  change: number | null;
}

/** Each measure of the call beside the previous call's, with the change (null where either is missing). */
export function callChanges(call: TranscriptCall, before: TranscriptCall | null): MeasureChange[] {
  return CALL_MEASURES.map(({ key, label }) => {
    const now = call[key];
    const then = before ? before[key] : null;
    return { key, label, now, before: then, change: now !== null && then !== null ? now - then : null };
  });
}

/** The company's calls oldest first, for the sentiment-over-time chart. */
export function callSeries(
  calls: readonly TranscriptCall[],
): { date: string; quarter: string; sentiment: number | null; qa: number | null; prepared: number | null }[] {
  return [...calls]
    .sort((a, b) => a.windowTimestamp.localeCompare(b.windowTimestamp))
    .map((call) => ({
      date: call.windowTimestamp.slice(0, 10),
      quarter: call.quarter,
      sentiment: call.sentiment,
      qa: call.qaSentiment,
      prepared: call.preparedSentiment,
    }));
}

/** A sentiment as shown: signed, two decimals ('–' when missing). */
export function formatSentiment(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}`;
}
