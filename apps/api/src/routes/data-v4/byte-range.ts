/**
 * HTTP range requests of a bulk file (RFC 9110 §14): a download cut halfway resumes with `Range: bytes=<n>-` and
 * gets the rest. One range per request (a list of ranges is answered with the whole file, as §14.2 allows);
 * `If-Range` with the file's strong ETag resumes only the same file, anything else (another build's ETag, a date,
 * a weak tag) gets the whole file again.
 */

/** What to send of a file of `size` bytes. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The answer to a request's `Range` and `If-Range` headers for a file of `size` bytes whose ETag is `etag`. A
 * header that is not a single byte range (another unit, a list, text) is ignored: the whole file.
 */
export function decideRange(
  range: string | undefined,
  ifRange: string | undefined,
  size: number,
  etag: string,
): RangeAnswer {
  if (range === undefined) return { kind: 'whole' };
  if (ifRange !== undefined && ifRange.trim() !== etag) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(range.replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
