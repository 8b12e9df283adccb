import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLake, type LakeManifest } from '../build/build-lake';
import { listBuildHistory, readBuildLog } from '../build/build-log';
import { lakePaths } from '../lake/paths';
import { listSourceActivity } from '../read/list-source-activity';
import { closeReadPools } from '../read/read-pool';
import { readSourceSettings, setSourceEnabled, sourceSettingsPath } from './source-settings';

const TO = '2025-06-30';
const FROM = '2025-06-01';
const DISABLED = ['Global Markets Wire', 'Chatter'];
let root: string;
let dataDir: string;
let before: LakeManifest;
let after: LakeManifest;

/** Documents the published lake keeps in full, per outlet. */
async function storedDocumentsByOutlet(): Promise<Map<string, number>> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const glob = join(lakePaths(dataDir).current, 'documents', 'text', '*', '*.parquet');
    const reader = await connection.runAndReadAll(
      `SELECT outlet, count(*) AS n FROM read_parquet('${glob}', hive_partitioning = false) GROUP BY outlet`,
    );
    return new Map(reader.getRowObjects().map((row) => [String(row.outlet), Number(row.n)]));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'moodwire-sources-'));
  dataDir = join(root, 'data');
  ({ manifest: before } = await buildLake({ scale: 'tiny', from: FROM, to: TO, dataDir, workers: 2 }));
}, 120_000);

afterAll(async () => {
  await closeReadPools();
  await rm(root, { recursive: true, force: true });
});

describe('the sources tool', () => {
  it('disables nothing without a settings file, and ignores one it cannot read', async () => {
    expect(await readSourceSettings({ dataDir })).toEqual({ disabled: [], updatedAt: null });
    await writeFile(sourceSettingsPath(dataDir), '{"disabled": [3, "", "Chatter", "Chatter"]');
    expect((await readSourceSettings({ dataDir })).disabled).toEqual([]);
    await writeFile(sourceSettingsPath(dataDir), '{"disabled": [3, "", "Chatter", "Chatter"]}');
    expect((await readSourceSettings({ dataDir })).disabled).toEqual(['Chatter']);
    await rm(sourceSettingsPath(dataDir));
  });

  it("skips a disabled source in the next build: its documents are gone from the new lake, the others' stay", async () => {
    const stored = await storedDocumentsByOutlet();
    for (const source of DISABLED) expect(stored.get(source) ?? 0).toBeGreaterThan(0);
    const sourcesBefore = await listSourceActivity({ dataDir });
    expect(sourcesBefore.map((source) => source.source)).toEqual(expect.arrayContaining(DISABLED));

    await setSourceEnabled({ dataDir, source: 'Global Markets Wire', isEnabled: false });
    await setSourceEnabled({ dataDir, source: 'Chatter', isEnabled: false });
    await setSourceEnabled({ dataDir, source: 'StockTalk', isEnabled: false });
    const settings = await setSourceEnabled({ dataDir, source: 'StockTalk', isEnabled: true });
    expect(settings.disabled).toEqual([...DISABLED].sort());

    ({ manifest: after } = await buildLake({ scale: 'tiny', from: FROM, to: TO, dataDir, workers: 2 }));
    expect(after.buildId).not.toBe(before.buildId);
    expect(after.sources?.disabled).toEqual([...DISABLED].sort());
    expect(after.documents.generated).toBeLessThan(before.documents.generated);

    const storedAfter = await storedDocumentsByOutlet();
    for (const source of DISABLED) expect(storedAfter.get(source) ?? 0).toBe(0);
    // Dropped after generation: every other source keeps exactly the documents it had.
    for (const [outlet, count] of stored) {
      if (!DISABLED.includes(outlet)) expect(storedAfter.get(outlet)).toBe(count);
    }
    const sourcesAfter = (await listSourceActivity({ dataDir })).map((source) => source.source);
    for (const source of DISABLED) expect(sourcesAfter).not.toContain(source);
    expect(sourcesAfter).toContain('StockTalk');
  });

  it('logs each published build, newest first, with the sources it left out', async () => {
    const log = await readBuildLog({ dataDir, limit: 10 });
    expect(log.map((entry) => entry.buildId)).toEqual([after.buildId, before.buildId]);
    expect(log[0]?.outcome).toBe('published');
    expect(log[0]?.disabledSources).toEqual([...DISABLED].sort());
    expect(log[1]?.disabledSources).toEqual([]);
  });

  it('lists a kept build the log does not name (built before the log) from its manifest', async () => {
    await rm(join(lakePaths(dataDir).lakeDir, 'build-log.jsonl'));
    const history = await listBuildHistory({ dataDir, limit: 10 });
    expect(history.map((entry) => entry.buildId)).toEqual([after.buildId, before.buildId]);
    expect(history[0]).toMatchObject({ outcome: 'published', disabledSources: [...DISABLED].sort() });
  });
});
