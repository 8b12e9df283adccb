/**
 * A zip archive with exactly one entry (anchor facts §2: bulk files are 'optionally .zip with exactly one entry'),
 * written by yazl as the entry's bytes stream in: the sizes and CRC-32 follow the data in a data descriptor, and
 * the central directory closes the archive (ZIP64 records where an entry passes 4 GiB). Deflate runs at its
 * fastest level, which keeps a download near the speed of the text it compresses.
 */
import { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import { ZipFile } from 'yazl';

/**
 * The archive of one entry named `name` holding the bytes of `source`, as a stream. Backpressure passes through:
 * `source` is pulled only as fast as the archive is read. When the reader stops early (destroys the archive),
 * `source` is stopped too (its `return` runs, releasing what it holds); a failing source fails the archive.
 */
export function zipSingleEntry(name: string, source: AsyncIterable<string | Buffer>, modified: Date): Readable {
  const input = Readable.from(source, { objectMode: false });
  const zip = new ZipFile();
  zip.addReadStream(input, name, { mtime: modified, compressionLevel: constants.Z_BEST_SPEED });
  zip.end();
  // yazl's output is a PassThrough: typed as a plain ReadableStream, it is a stream.Readable.
  const archive = zip.outputStream as Readable;
  zip.on('error', (error: Error) => archive.destroy(error));
  input.on('error', (error: Error) => archive.destroy(error));
  archive.on('close', () => {
    if (!input.destroyed) input.destroy();
  });
  return archive;
}
