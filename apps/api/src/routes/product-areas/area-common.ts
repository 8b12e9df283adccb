/** The product-area calls' bodies that are not JSON: CSV (format=csv) and streams. */

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A CSV field: empty for null, quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV with a header line, in the given column order. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return `${lines.join('\n')}\n`;
}

/** Sends a stream (the typed reply of a route only takes its schema's body types). */
export function sendStream(reply: FastifyReply, contentType: string, stream: Readable) {
  return reply.type(contentType).send(stream);
}

export function sendCsv(reply: FastifyReply, columns: readonly string[], rows: readonly Record<string, unknown>[]) {
  return reply.type('text/csv; charset=utf-8').send(toCsv(columns, rows));
}
