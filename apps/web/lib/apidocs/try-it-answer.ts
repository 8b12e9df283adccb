/**
 * What 'Try it' shows of an answer: the headers a caller acts on, and the body as pretty JSON, a small table of
 * CSV, or text, at most MAX_LINES lines. A body is read only up to MAX_BYTES: a bulk file or a whole class's
 * series can be hundreds of megabytes, and the page shows only its start.
 */
import Papa from 'papaparse';

export const MAX_LINES = 200;
export const MAX_BYTES = 2 * 1024 * 1024;

/** The answer headers worth showing: format, size, caching, rate limit. */
export const HEADERS_OF_INTEREST = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
] as const;

export interface LimitedText {
  text: string;
  bytes: number;
  /** False when reading stopped at the byte limit. */
  complete: boolean;
}

/** Reads a body's text up to maxBytes, then cancels the rest of the download. */
export async function readLimitedText(
  body: ReadableStream<Uint8Array> | null,
  maxBytes = MAX_BYTES,
): Promise<LimitedText> {
  if (!body) return { text: '', bytes: 0, complete: true };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), bytes, complete: true };
    const room = maxBytes - bytes;
    const chunk = value.byteLength > room ? value.subarray(0, room) : value;
    bytes += chunk.byteLength;
    text += decoder.decode(chunk, { stream: true });
    if (bytes >= maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { text: text + decoder.decode(), bytes, complete: false };
    }
  }
}

export type AnswerView =
  | { kind: 'json'; text: string; truncated: boolean }
  | { kind: 'table'; header: string[]; rows: string[][]; truncated: boolean }
  | { kind: 'text'; text: string; truncated: boolean }
  | { kind: 'binary'; contentType: string }
  | { kind: 'empty' };

function firstLines(text: string, count: number): { text: string; truncated: boolean } {
  const lines = text.split('\n');
  if (lines.length <= count) return { text, truncated: false };
  return { text: lines.slice(0, count).join('\n'), truncated: true };
}

function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether an answer of this content type is text the page can show (a zip or an unknown type is a file). */
export function isTextContent(contentType: string | null): boolean {
  const type = mediaTypeOf(contentType);
  return (
    type.startsWith('text/') ||
    type.includes('json') ||
    type === 'application/xml' ||
    type === 'application/javascript' ||
    type === ''
  );
}

/** How a (possibly cut) body of a content type is shown. */
export function viewAnswer(contentType: string | null, body: LimitedText): AnswerView {
  const type = mediaTypeOf(contentType);
  if (!isTextContent(type)) return { kind: 'binary', contentType: type };
  if (body.text === '') return { kind: 'empty' };
  if (type === 'text/csv' || type === 'text/tab-separated-values') {
    // The header plus MAX_LINES rows; a line cut at the byte limit is dropped rather than shown half.
    const text = body.complete ? body.text : body.text.slice(0, body.text.lastIndexOf('\n') + 1);
    const parsed = Papa.parse<string[]>(text, {
      delimiter: type === 'text/csv' ? ',' : '\t',
      skipEmptyLines: true,
      preview: MAX_LINES + 1,
    });
    const [header = [], ...rows] = parsed.data;
    return { kind: 'table', header, rows, truncated: !body.complete || parsed.meta.truncated };
  }
  if (type.endsWith('json') && !type.includes('ndjson') && body.complete) {
    try {
      const lines = firstLines(JSON.stringify(JSON.parse(body.text), null, 2), MAX_LINES);
      return { kind: 'json', ...lines };
    } catch {
      // Not JSON after all: shown as the text it is.
    }
  }
  const lines = firstLines(body.text, MAX_LINES);
  return { kind: 'text', text: lines.text, truncated: lines.truncated || !body.complete };
}

/** The error body of a failed answer (the API's `{ error, message, detail? }`), or its text. */
export function errorOfAnswer(status: number, statusText: string, body: LimitedText): unknown {
  try {
    const parsed: unknown = JSON.parse(body.text);
    if (parsed !== null && typeof parsed === 'object') return parsed;
  } catch {
    // Not JSON: the status line stands for the error.
  }
  return body.text.trim() ? body.text.trim().slice(0, 500) : `${status} ${statusText}`.trim();
}

/** The request path of a 'Try it' through the web app's forwarder, with the given path and query values. */
export function tryItUrl(
  proxyPrefix: string,
  path: string,
  pathValues: Record<string, string>,
  query: readonly [string, string][],
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const search = new URLSearchParams(query.filter(([, value]) => value !== '')).toString();
  return `${proxyPrefix}${filled}${search ? `?${search}` : ''}`;
}
