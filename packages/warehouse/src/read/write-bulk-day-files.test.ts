import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureRow, writeFixtureLake } from './fixture-lake';
import { closeReadPools } from './read-pool';
import { copyDataRows } from './stream-data-rows';
import { writeBulkDayFiles } from './write-bulk-day-files';

let root: string;
const dataDir = () => join(root, 'lake');
const base = { dataset: 'rma', assetClass: 'equ', frequency: 'daily' };
const CODES = Array.from({ length: 150 }, (_, index) => `A${String(index).padStart(3, '0')}`);
/** Days across a year boundary (two year files), with a gap day that has no rows. */
const DAYS = Array.from({ length: 12 }, (_, index) => addDays('2024-12-26', index)).filter(
  (day) => day !== '2024-12-30',
);

/** A day's file as copyDataRows writes it on its own (today's download): the bytes every file must equal. */
async function dayOnItsOwn(day: string, assetCodes?: ReadonlySet<string>): Promise<Buffer> {
  const path = join(root, `own-${day}.txt`);
  await copyDataRows(
    {
      ...base,
      format: 'tsv',
      from: `${day}T00:00:00.000Z`,
      to: `${addDays(day, 1)}T00:00:00.000Z`,
      assetCodes,
      dataDir: dataDir(),
    },
    path,
  );
  return readFile(path);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'moodwire-bulk-days-'));
  const rows: FixtureRow[] = [];
  for (const [index, assetCode] of CODES.entries()) {
    for (const day of DAYS) {
      for (const dataType of ['News', 'Social']) {
        rows.push({
          assetCode,
          windowTimestamp: `${day}T20:30:00Z`,
          dataType,
          mentions: index + 1,
          buzz: index + 0.5,
          sentiment: index % 7 === 0 ? null : (index % 11) / 10 - 0.5,
        });
      }
    }
  }
  // Shuffled: the files' order is neither by asset nor by day, so only a writer that keeps it gives equal bytes.
  await writeFixtureLake(dataDir(), {
    buildId: 'b1',
    assets: CODES.map((assetCode) => ({ assetCode, assetClass: 'equ', name: assetCode })),
    rows,
    isShuffled: true,
  });
});

afterAll(async () => {
  await closeReadPools();
  await rm(root, { recursive: true, force: true });
});

describe('writeBulkDayFiles', () => {
  it("writes every day's file in one pass, each byte-identical to the day written on its own", async () => {
    const files = await writeBulkDayFiles({ ...base, dataDir: dataDir(), dir: join(root, 'all') });
    expect(files.map((file) => file.day)).toEqual(DAYS);
    for (const file of files) {
      const bytes = await readFile(file.path);
      expect(file.size).toBe(bytes.length);
      expect(bytes.equals(await dayOnItsOwn(file.day)), file.day).toBe(true);
      expect(bytes.toString('utf8').split('\n')).toHaveLength(CODES.length * 2 + 2);
    }
  });

  it('writes only the days of the range, and for a set of assets (a region) only their rows, in the same order', async () => {
    const members = new Set(CODES.filter((_, index) => index % 3 === 0));
    const files = await writeBulkDayFiles({
      ...base,
      from: '2024-12-31',
      to: '2025-01-03',
      assetCodes: members,
      dataDir: dataDir(),
      dir: join(root, 'region'),
    });
    expect(files.map((file) => file.day)).toEqual(['2024-12-31', '2025-01-01', '2025-01-02']);
    for (const file of files) {
      expect((await readFile(file.path)).equals(await dayOnItsOwn(file.day, members)), file.day).toBe(true);
    }
  });

  it('writes nothing for a range without rows, and replaces what the directory held', async () => {
    const dir = join(root, 'all');
    expect(await writeBulkDayFiles({ ...base, from: '2030-01-01', dataDir: dataDir(), dir })).toEqual([]);
  });
});
