/**
 * Reads an open file in blocks for an SFTP session (issue 17 bench: a client's parallel download asks for 32 KiB
 * at a time, 64 reads in flight; one positioned file read each cost more than the bytes). A block of BLOCK_BYTES
 * is read once and the reads inside it are cut from it; the last KEPT_BLOCKS blocks stay, so reads arriving out of
 * order still find theirs. Memory per open file is at most KEPT_BLOCKS x BLOCK_BYTES.
 */
import type { OpenedFile } from '../routes/data-v4/bulk-file-cache';

export const BLOCK_BYTES = 256 * 1024;
const KEPT_BLOCKS = 2;

export class BlockReader {
  private readonly blocks = new Map<number, Promise<Buffer>>();

  constructor(private readonly file: OpenedFile) {}

  /** The bytes [offset, offset + length) that the file holds (fewer at its end; none past it). */
  async read(offset: number, length: number): Promise<Buffer> {
    const end = Math.min(offset + length, this.file.size);
    if (end <= offset) return Buffer.alloc(0);
    const first = Math.floor(offset / BLOCK_BYTES);
    const last = Math.floor((end - 1) / BLOCK_BYTES);
    const parts: Buffer[] = [];
    for (let index = first; index <= last; index++) {
      const block = await this.block(index);
      const start = index * BLOCK_BYTES;
      parts.push(block.subarray(Math.max(0, offset - start), Math.min(block.length, end - start)));
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  }

  private block(index: number): Promise<Buffer> {
    const known = this.blocks.get(index);
    if (known) return known;
    const start = index * BLOCK_BYTES;
    const length = Math.min(BLOCK_BYTES, this.file.size - start);
    const block = this.file.handle
      .read(Buffer.allocUnsafe(length), 0, length, start)
      .then(({ buffer, bytesRead }) => (bytesRead === length ? buffer : buffer.subarray(0, bytesRead)));
    block.catch(() => this.blocks.delete(index));
    this.blocks.set(index, block);
    // Maps keep insertion order: the first key is the block read longest ago.
    while (this.blocks.size > KEPT_BLOCKS) this.blocks.delete(this.blocks.keys().next().value as number);
    return block;
  }
}
