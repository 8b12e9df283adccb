/**
 * A zip archive with exactly one entry (anchor facts §2: bulk files are 'optionally .zip with exactly one entry'),
 * written as the entry's bytes stream in: the sizes and CRC-32 are not known up front, so they follow the data in
 * a data descriptor (general-purpose flag bit 3), and the central directory closes the archive. Deflate runs at
 * its fastest level, which keeps a download near the speed of the text it compresses. No ZIP64: an entry must
 * stay under 4 GiB (a day of the largest class at full scale is a few hundred MB); a larger one fails the stream.
 */
import { once } from 'node:events';
// A namespace import: zlib.crc32 is missing before Node 20.15, and a named import of it would not link there.
import * as zlib from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20;
/** Bit 3: sizes and CRC in the data descriptor; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const MAX_32 = 0xffffffff;

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 of the zip format, continued from `value` (zlib.crc32 where Node has it, since 20.15). */
function crc32(data: Buffer, value: number): number {
  if (typeof zlib.crc32 === 'function') return zlib.crc32(data, value);
  let c = ~value;
  for (let i = 0; i < data.length; i++) c = (CRC_TABLE[(c ^ (data[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return ~c >>> 0;
}

/** MS-DOS time and date fields of a moment (local fields of the zip format, taken in UTC). */
function dosDateTime(moment: Date): { time: number; date: number } {
  const year = Math.max(1980, moment.getUTCFullYear());
  return {
    time: (moment.getUTCHours() << 11) | (moment.getUTCMinutes() << 5) | Math.floor(moment.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((moment.getUTCMonth() + 1) << 5) | moment.getUTCDate(),
  };
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // CRC-32 and sizes (14..25) stay 0: they are in the data descriptor.
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, name]);
}

interface EntrySums {
  crc: number;
  compressed: number;
  size: number;
}

function dataDescriptor(sums: EntrySums): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(sums.crc, 4);
  descriptor.writeUInt32LE(sums.compressed, 8);
  descriptor.writeUInt32LE(sums.size, 12);
  return descriptor;
}

function centralDirectory(
  name: Buffer,
  stamp: { time: number; date: number },
  sums: EntrySums,
  offset: number,
): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(sums.crc, 16);
  header.writeUInt32LE(sums.compressed, 20);
  header.writeUInt32LE(sums.size, 24);
  header.writeUInt16LE(name.length, 28);
  // Extra field, comment, disk number, internal and external attributes, local header offset (0): all zero.
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(header.length + name.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([header, name, end]);
}

/**
 * The archive of one entry named `name` holding the bytes of `source`. Backpressure passes through: the deflate
 * stream is written only as fast as the archive is read, and `source` pulled only as fast as deflate drains. When
 * the reader stops early, `source` is stopped too (its `return` runs, releasing what it holds).
 */
export async function* zipSingleEntry(
  name: string,
  source: AsyncIterable<string | Buffer>,
  modified: Date,
): AsyncGenerator<Buffer> {
  const nameBytes = Buffer.from(name, 'utf8');
  const stamp = dosDateTime(modified);
  const head = localHeader(nameBytes, stamp);
  const sums: EntrySums = { crc: 0, compressed: 0, size: 0 };
  const deflate = zlib.createDeflateRaw({ level: zlib.constants.Z_BEST_SPEED });
  const stop = new AbortController();
  const pump = (async () => {
    for await (const chunk of source) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      sums.crc = crc32(bytes, sums.crc);
      sums.size += bytes.length;
      if (sums.size > MAX_32) throw new Error('zip entry larger than 4 GiB');
      if (!deflate.write(bytes)) await once(deflate, 'drain', { signal: stop.signal });
    }
    deflate.end();
  })();
  // A failing source fails the archive (the reader sees the error on its next read).
  pump.catch((error: unknown) => deflate.destroy(error instanceof Error ? error : new Error(String(error))));
  try {
    yield head;
    for await (const bytes of deflate) {
      sums.compressed += (bytes as Buffer).length;
      yield bytes as Buffer;
    }
    await pump;
    if (sums.compressed > MAX_32) throw new Error('zip entry larger than 4 GiB');
    yield dataDescriptor(sums);
    yield centralDirectory(nameBytes, stamp, sums, head.length + sums.compressed + 16);
  } finally {
    stop.abort();
    deflate.destroy();
    await pump.catch(() => {});
  }
}
