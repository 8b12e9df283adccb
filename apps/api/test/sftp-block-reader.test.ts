import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_BYTES, BlockReader } from '../src/sftp/block-reader';

describe('the SFTP block reader', () => {
  const bytes = randomBytes(3 * BLOCK_BYTES + 12_345);
  let dir: string;
  let reader: BlockReader;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'moodwire-block-reader-'));
    const path = join(dir, 'file');
    await writeFile(path, bytes);
    const handle = await open(path, 'r');
    reader = new BlockReader({ handle, size: bytes.length });
    close = () => handle.close();
  });
  afterAll(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the bytes of any range: inside a block, across blocks, at the end and past it', async () => {
    expect(await reader.read(10, 100)).toEqual(bytes.subarray(10, 110));
    expect(await reader.read(BLOCK_BYTES - 7, 40)).toEqual(bytes.subarray(BLOCK_BYTES - 7, BLOCK_BYTES + 33));
    expect(await reader.read(bytes.length - 5, 32_768)).toEqual(bytes.subarray(bytes.length - 5));
    expect((await reader.read(bytes.length, 10)).length).toBe(0);
  });

  it("assembles a client's parallel download, its reads answered out of order, into the file", async () => {
    const chunk = 32_768;
    const offsets = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, index) => index * chunk);
    const shuffled = [...offsets].sort((a, b) => ((a * 7919) % 13) - ((b * 7919) % 13));
    const parts = await Promise.all(
      shuffled.map(async (offset) => [offset, await reader.read(offset, chunk)] as const),
    );
    parts.sort((a, b) => a[0] - b[0]);
    expect(Buffer.concat(parts.map(([, part]) => part))).toEqual(bytes);
  });
});
