/**
 * Text bodies streamed with backpressure: the rows of a long answer go out as the client reads them, so a slow
 * client holds little memory and a client that leaves stops the read.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Lines per piece of a streamed body: a chunk of the lake (2,048 rows) goes out in a few pieces of tens of KB. */
const LINES_PER_PIECE = 256;

/**
 * The lines of each chunk, in pieces of at most LINES_PER_PIECE, each joined by `separator`: smaller strings for the
 * socket to take, and less text alive at once.
 */
export async function* linePieces(chunks: AsyncIterable<string[]>, separator: string): AsyncGenerator<string> {
  for await (const lines of chunks) {
    for (let start = 0; start < lines.length; start += LINES_PER_PIECE) {
      yield lines.slice(start, start + LINES_PER_PIECE).join(separator);
    }
  }
}

/** The output chunk size a streamed body is read ahead by: a slow client holds little more than this. */
const STREAM_HIGH_WATER_MARK = 64 * 1024;

/**
 * A byte stream of text or byte chunks, pulled from `chunks` only as the client reads (Readable.from reads on
 * demand, and the reply pipes with backpressure); destroying it (a client that leaves) stops the generator,
 * which releases its lake connection.
 */
export function byteStream(chunks: AsyncIterable<string | Buffer>): Readable {
  return Readable.from(chunks, { objectMode: false, highWaterMark: STREAM_HIGH_WATER_MARK });
}

/** Sends a streamed body (the route's typed reply knows only its JSON and text shapes). */
export function sendStream(
  reply: FastifyReply,
  contentType: string,
  stream: Readable,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply.type(contentType).headers(headers).send(stream);
}
