/** The product-area calls' bodies that are not JSON: CSV (format=csv) and streams. */

import type { Readable } from 'node:stream';
import { CSV_CONTENT_TYPE, writeCsv } from '@moodwire/warehouse';
import type { FastifyReply } from 'fastify';

/** Sends a stream (the typed reply of a route only takes its schema's body types). */
export function sendStream(reply: FastifyReply, contentType: string, stream: Readable) {
  return reply.type(contentType).send(stream);
}

export function sendCsv(reply: FastifyReply, columns: readonly string[], rows: readonly Record<string, unknown>[]) {
  return reply.type(CSV_CONTENT_TYPE).send(writeCsv(columns, rows));
}
