/**
 * The query-string encoder of spec §5: empty values are dropped, array keys are repeated,
 * values are URL-encoded, and a null value becomes the word Return.
 */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export function encodeQuery(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const k = encodeURIComponent(key);
    if (value === null) {
      parts.push(`${k}=Return`);
    } else if (Array.isArray(value)) {
      for (const item of value) {
        if (item === '') continue;
        parts.push(`${k}=${encodeURIComponent(String(item))}`);
      }
    } else if (value !== undefined && value !== '') {
      parts.push(`${k}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/** `path` with the encoded query appended (no `?` when nothing remains). */
export function withQuery(path: string, params: QueryParams): string {
  const qs = encodeQuery(params);
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
