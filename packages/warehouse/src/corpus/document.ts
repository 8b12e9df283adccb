/**
 * The one document shape every corpus source produces (generator and importers alike), and its validation:
 * anything read from outside passes `toDocument` before it reaches the engine (CODE_STYLE: schemas at the edges).
 */
import { MINUTE_MS } from '@moodwire/domain';
import { hashString } from '../util/random';

export const SOURCE_TYPES = ['news', 'social'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export interface CorpusDocument {
  id: string;
  /** ISO 8601 UTC, e.g. 2024-03-01T14:05:00.000Z. */
  time: string;
  sourceType: SourceType;
  /** Headline (news) or empty (most social posts). */
  title: string;
  body: string;
  url: string | null;
  /** ISO 639-1 code. */
  language: string;
  /** Outlet or platform name, when known (media scores are per outlet). */
  outlet: string | null;
}

/** Characters of a document's preview (an article listing, /articles/data_preview). */
export const PREVIEW_CHARS = 200;

/** The opening of a body on one line, cut at a word boundary with an ellipsis when longer than `maxChars`. */
export function documentPreview(body: string, maxChars: number = PREVIEW_CHARS): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= maxChars) return text;
  const space = text.lastIndexOf(' ', maxChars);
  // A word longer than 40% of the preview is cut where it stands.
  const end = space > maxChars * 0.6 ? space : maxChars;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** A record that could not be imported: where it was and why (issue #3 'Bad input'). */
export interface ImportError {
  file: string;
  line: number;
  reason: string;
}

export interface ImportResult {
  documents: CorpusDocument[];
  errors: ImportError[];
  /** Records seen (accepted + rejected). */
  read: number;
}

export type DocumentCheck = { ok: true; document: CorpusDocument } | { ok: false; reason: string };

const MAX_BODY_CHARS = 200_000;
const EARLIEST = Date.UTC(1998, 0, 1);
/** Longest document id; ids are asked for in comma-separated lists (/articles/data?ids), so they hold no comma. */
export const MAX_DOCUMENT_ID_CHARS = 200;
/** Ids of the simulated corpus: `gen-<day>-<n>`; an imported document may not take one. */
export const GENERATED_ID_PREFIX = 'gen-';
const DOCUMENT_ID = /^[^\s,]+$/;

function text(value: unknown, field: string): string | { error: string } {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return { error: `'${field}' must be a string` };
  return value.trim();
}

/**
 * Validates one raw record. Required: a parseable time no earlier than 1998 and not in the future, and a title
 * or a body. Optional: id (derived from the content when absent; at most 200 characters, no spaces or commas),
 * sourceType ('news' by default), url (http(s)), language (two letters, 'en' by default), outlet.
 */
export function toDocument(raw: Record<string, unknown>, now: number = Date.now()): DocumentCheck {
  const fields = { id: '', time: '', sourceType: '', title: '', body: '', url: '', language: '', outlet: '' };
  for (const field of Object.keys(fields) as (keyof typeof fields)[]) {
    const value = text(raw[field], field);
    if (typeof value !== 'string') return { ok: false, reason: value.error };
    fields[field] = value;
  }
  const { id, time, sourceType, title, body, url, language, outlet } = fields;
  if (id && (id.length > MAX_DOCUMENT_ID_CHARS || !DOCUMENT_ID.test(id))) {
    return { ok: false, reason: `'id' must be 1 to ${MAX_DOCUMENT_ID_CHARS} characters without spaces or commas` };
  }
  if (!time) return { ok: false, reason: "missing 'time'" };
  const millis = Date.parse(time);
  if (Number.isNaN(millis)) return { ok: false, reason: `'time' is not a date: '${time.slice(0, 40)}'` };
  if (millis < EARLIEST) return { ok: false, reason: `'time' is before 1998: '${time}'` };
  if (millis > now + MINUTE_MS) return { ok: false, reason: `'time' is in the future: '${time}'` };
  if (!title && !body) return { ok: false, reason: "needs a 'title' or a 'body'" };
  if (body.length > MAX_BODY_CHARS) return { ok: false, reason: `'body' is longer than ${MAX_BODY_CHARS} characters` };
  const type = (sourceType || 'news').toLowerCase();
  if (!(SOURCE_TYPES as readonly string[]).includes(type)) {
    return { ok: false, reason: `'sourceType' must be news or social, not '${sourceType}'` };
  }
  if (url && !/^https?:\/\/\S+$/i.test(url)) return { ok: false, reason: `'url' is not an http(s) URL: '${url}'` };
  const lang = (language || 'en').toLowerCase();
  if (!/^[a-z]{2}$/.test(lang)) return { ok: false, reason: `'language' must be a two-letter code, not '${language}'` };
  const iso = new Date(millis).toISOString();
  return {
    ok: true,
    document: {
      id: id || `imp-${hashString(`${iso}|${title}|${body}`).toString(36)}-${hashString(body + title).toString(36)}`,
      time: iso,
      sourceType: type as SourceType,
      title,
      body,
      url: url || null,
      language: lang,
      outlet: outlet || null,
    },
  };
}

/** A record read from an import file: a document (toDocument) whose id is not one of the simulated corpus's. */
export function toImportedDocument(raw: Record<string, unknown>, now: number = Date.now()): DocumentCheck {
  const check = toDocument(raw, now);
  if (check.ok && check.document.id.startsWith(GENERATED_ID_PREFIX)) {
    return { ok: false, reason: `'id' may not start with '${GENERATED_ID_PREFIX}' (the simulated corpus's ids)` };
  }
  return check;
}
