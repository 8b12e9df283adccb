/**
 * Response compression: JSON, CSV and other text answers go out brotli- or gzip-encoded when the client accepts it
 * (Accept-Encoding), whatever their size above a small threshold, buffered or streamed. A 10,000-row screener
 * answer is about 1.8 MB of JSON and about 0.5 MB gzipped. Already-compressed types (the zip bulk files,
 * application/zip) are not compressible in mime-db and go out as they are.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this (bytes) go out as they are: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD = 1_024;

/**
 * The plugin's default list less `octet-stream` (no such answer here; a binary would be compressed already):
 * text, JSON, XML. Types it does not match are decided by mime-db, which marks zip and gzip as incompressible.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)/;

/**
 * True when a body starts like a gzip member or a zlib stream. @fastify/compress takes such a body for one that is
 * compressed already and sends it as it is, yet labelled with the negotiated Content-Encoding
 * (fastify/fastify-compress#347): a text answer that merely starts with such bytes ('HK...', 'x ', '80...', e.g. a
 * transcript of 'HKT Trust') would reach the client unreadable.
 */
export function looksCompressed(body: Buffer | string): boolean {
  const head = typeof body === 'string' ? Buffer.from(body.slice(0, 3)) : body.subarray(0, 3);
  const [first, second, third] = head;
  if (first === undefined || second === undefined) return false;
  if (first === 0x1f && second === 0x8b && third === 0x08) return true;
  return (first & 0x0f) === 0x08 && (first & 0x80) === 0 && ((first << 8) + second) % 31 === 0;
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Ahead of the plugin's own onSend (route-level hooks run after the instance's): a body that would be taken for
  // a compressed one goes out uncompressed rather than mislabelled. x-no-compression is the plugin's own switch.
  app.addHook('onSend', async (request, _reply, payload) => {
    if ((typeof payload === 'string' || Buffer.isBuffer(payload)) && looksCompressed(payload)) {
      request.headers['x-no-compression'] = '1';
    }
    return payload;
  });
  await app.register(compress, {
    // Responses only: request bodies are small forms and JSON, and are read as sent.
    globalCompression: true,
    globalDecompression: false,
    // Brotli first (quality 4 by the plugin's default: about gzip's speed, smaller), gzip for every other client.
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
  });
}
