/**
 * Issue 14 'Bulk files': the listing writes its files first (one partitioned pass), so each listed size is the
 * download's length and a first download streams from disk; the files are the bytes a day written on its own
 * gives (today's download); downloads answer byte ranges, so a cut download resumes to the whole file.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AssetClass,
  addDays,
  getAssetClass,
  getDataFrequency,
  missingDataPermissionMessage,
} from '@moodwire/domain';
import { copyDataRows, getLakeManifest, type LakeManifest } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BulkFileCache } from '../src/routes/data-v4/bulk-file-cache';
import { decideRange } from '../src/routes/data-v4/byte-range';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

interface FileEntry {
  name: string;
  date: string;
  rows: number;
  size: number | null;
  url: string;
}

const sharedDataDir = inject('tinyLakeDir');

describe('bulk files', () => {
  let root: string;
  let dataDir: string;
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let manifest: LakeManifest;
  let key: string;
  let noEsgKey: string;
  const get = (url: string, apikey = key, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}`, headers });
  const list = async (path: string, from: string, to: string): Promise<FileEntry[]> => {
    const response = await get(`${path}?start_date=${from}&end_date=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<FileEntry[]>(response);
  };
  const cacheDir = () => join(dataDir, 'cache', 'bulk-files');

  beforeAll(async () => {
    const found = await getLakeManifest({ dataDir: sharedDataDir });
    if (!found) throw new Error('the shared tiny lake is missing');
    manifest = found;
    // The shared lake under a data root of its own: this file's cache of bulk files starts empty.
    root = await mkdtemp(join(tmpdir(), 'moodwire-bulk-files-'));
    dataDir = join(root, 'data');
    await mkdir(dataDir, { recursive: true });
    await symlink(join(sharedDataDir, 'lake'), join(dataDir, 'lake'));
    lakeApp = await createLakeTestApp(dataDir, 'bulk-files');
    app = lakeApp.app;
    key = await signInKey(app, 'demo-admin');
    noEsgKey = await signInKey(app, 'demo-noesg');
  }, 60_000);

  afterAll(async () => {
    await lakeApp?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  /** A day's file as the download wrote it before (a COPY of that day alone): every listed file must equal it. */
  async function dayOnItsOwn(assetClass: AssetClass, freq: string, day: string): Promise<Buffer> {
    const frequency = getDataFrequency(assetClass.code, freq);
    if (!frequency) throw new Error(`no frequency ${freq}`);
    // As data-class.ts dataSourceOf: a region is its base class's rows of its members.
    const isRegion = assetClass.dataset === 'rma' && assetClass.baseClass !== assetClass.code;
    const members = isRegion
      ? new Set(
          dataOf<{ assetCode: string }[]>(await get(`/rma/v4/${assetClass.code}/assets`)).map(
            (asset) => asset.assetCode,
          ),
        )
      : undefined;
    const source = {
      dataset: assetClass.dataset,
      datasetClass: isRegion ? assetClass.baseClass : assetClass.code,
      assetCodes: members,
    };
    const path = join(root, `own-${assetClass.code}-${freq}-${day}.txt`);
    await copyDataRows(
      {
        dataset: source.dataset,
        assetClass: source.datasetClass,
        frequency: frequency.series,
        format: 'tsv',
        from: `${day}T00:00:00.000Z`,
        to: `${addDays(day, 1)}T00:00:00.000Z`,
        assetCodes: source.assetCodes,
        dataDir,
      },
      path,
    );
    return readFile(path);
  }

  it('lists every file with its real size before any download, byte-identical to the day written on its own', async () => {
    const from = addDays(manifest.to, -9);
    const to = addDays(manifest.to, 1);
    for (const [product, code, freq] of [
      ['rma', 'equ', 'dai'],
      ['rma', 'equamer', 'dai'],
      ['rma', 'cou', 'hou'],
      ['esg', 'equcor', 'dai'],
    ] as const) {
      const files = await list(`/${product}/v4/files/${code}/${freq}`, from, to);
      expect(files.length, code).toBeGreaterThan(0);
      // Written by the listing: on disk before the first download.
      const onDisk = await readdir(join(cacheDir(), manifest.buildId.replace(/[^\w.-]/g, '_')));
      for (const file of files) {
        expect(file.size, file.name).toBeGreaterThan(0);
        expect(onDisk).toContain(`${code}.${file.name}`);
      }
      const assetClass = getAssetClass(code);
      if (!assetClass) throw new Error(code);
      for (const file of files) {
        const response = await get(file.url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-length']).toBe(String(file.size));
        expect(response.headers['accept-ranges']).toBe('bytes');
        expect(response.rawPayload.length, file.name).toBe(file.size);
        const text = file.name.endsWith('.zip')
          ? (await get(file.url.replace(/\.zip$/, '.txt'))).rawPayload
          : response.rawPayload;
        expect(text.equals(await dayOnItsOwn(assetClass, freq, file.date)), `${code} ${file.name}`).toBe(true);
      }
    }
  });

  it('lists the same sizes again without writing the files twice', async () => {
    const from = addDays(manifest.to, -2);
    const to = addDays(manifest.to, 1);
    const first = await list('/rma/v4/files/crypto/dai', from, to);
    const again = await list('/rma/v4/files/crypto/dai', addDays(from, -3), to);
    expect(again.slice(-first.length)).toEqual(first);
  });

  describe('ranges', () => {
    let file: FileEntry;
    let whole: Buffer;
    const etag = () => `"${manifest.buildId}"`;

    beforeAll(async () => {
      const [found] = await list('/rma/v4/files/equ/dai', manifest.to, addDays(manifest.to, 1));
      if (!found) throw new Error('no file of the last day');
      file = found;
      whole = (await get(file.url)).rawPayload;
    });

    it('resumes a download cut halfway: the two parts are the whole file', async () => {
      const half = Math.floor(whole.length / 2);
      const head = await get(file.url, key, { range: `bytes=0-${half - 1}` });
      expect(head.statusCode).toBe(206);
      expect(head.headers['content-range']).toBe(`bytes 0-${half - 1}/${whole.length}`);
      expect(head.headers['content-length']).toBe(String(half));
      const rest = await get(file.url, key, { range: `bytes=${half}-`, 'if-range': etag() });
      expect(rest.statusCode).toBe(206);
      expect(rest.headers['content-range']).toBe(`bytes ${half}-${whole.length - 1}/${whole.length}`);
      expect(rest.headers['accept-ranges']).toBe('bytes');
      expect(Buffer.concat([head.rawPayload, rest.rawPayload]).equals(whole)).toBe(true);
      // The last bytes by a suffix range; a zip resumes the same way.
      const tail = await get(file.url, key, { range: 'bytes=-10' });
      expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
      const zipUrl = file.url.replace(/\.txt$/, '.zip');
      const zip = (await get(zipUrl)).rawPayload;
      const zipRest = await get(zipUrl, key, { range: 'bytes=100-' });
      expect(zipRest.statusCode).toBe(206);
      expect(Buffer.concat([zip.subarray(0, 100), zipRest.rawPayload]).equals(zip)).toBe(true);
    });

    it('answers 416 with the size to a range that starts past the end', async () => {
      const response = await get(file.url, key, { range: `bytes=${whole.length}-` });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${whole.length}`);
      expect(response.json()).toMatchObject({ error: 'Range Not Satisfiable' });
    });

    it('sends the whole file when If-Range names another version, or the range is not one byte range', async () => {
      for (const headers of <Record<string, string>[]>[
        { range: 'bytes=10-', 'if-range': '"20200101-000000-other"' },
        { range: 'bytes=10-', 'if-range': `W/${etag()}` },
        { range: 'bytes=10-', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
        { range: 'bytes=0-1,5-9' },
        { range: 'items=0-9' },
      ]) {
        const response = await get(file.url, key, headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        expect(response.rawPayload.equals(whole)).toBe(true);
        expect(response.headers['content-length']).toBe(String(whole.length));
      }
    });
  });

  describe('refusals', () => {
    it('refuses the files of a class outside the data permissions, and every file without a key', async () => {
      const [file] = await list('/esg/v4/files/couesg/dai', addDays(manifest.to, -5), addDays(manifest.to, 1));
      if (!file) throw new Error('no couesg file');
      for (const url of ['/esg/v4/files/couesg/dai', file.url]) {
        const response = await get(url, noEsgKey);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ message: missingDataPermissionMessage('esg', 'couesg') });
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
      // A range request is refused the same way: no byte of the file without the permission.
      expect((await get(file.url, noEsgKey, { range: 'bytes=0-9' })).statusCode).toBe(403);
      expect((await get('/rma/v4/files/equ/dai', noEsgKey)).statusCode).toBe(200);
    });

    it('names the field of a bad range: an end date before the start date', async () => {
      const response = await get(
        `/rma/v4/files/equ/dai?start_date=${manifest.to}&end_date=${addDays(manifest.to, -3)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/end_date/);
    });
  });
});

describe('decideRange', () => {
  const etag = '"b1"';
  it('reads one byte range, a suffix, and clips an end past the size', () => {
    expect(decideRange('bytes=0-9', undefined, 100, etag)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(decideRange('bytes=90-', etag, 100, etag)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(decideRange('bytes=-5', undefined, 100, etag)).toEqual({ kind: 'part', start: 95, end: 99 });
    expect(decideRange('bytes=-500', undefined, 100, etag)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(decideRange('bytes=50-500', undefined, 100, etag)).toEqual({ kind: 'part', start: 50, end: 99 });
  });

  it('is unsatisfiable past the end, and whole for anything else', () => {
    expect(decideRange('bytes=100-', undefined, 100, etag)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=-0', undefined, 100, etag)).toEqual({ kind: 'unsatisfiable' });
    for (const range of [undefined, 'bytes=9-1', 'bytes=-', 'bytes=0-1,3-4', 'lines=1-2', 'bytes=a-b']) {
      expect(decideRange(range, undefined, 100, etag), String(range)).toEqual({ kind: 'whole' });
    }
    expect(decideRange('bytes=0-9', '"b0"', 100, etag)).toEqual({ kind: 'whole' });
  });
});

describe('BulkFileCache', () => {
  it('writes a pass once for overlapping asks, and keeps the size of a file deleted to make room', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'moodwire-bulk-cache-'));
    try {
      const cache = new BulkFileCache(dir, 10);
      const passes: string[][] = [];
      const write = async (passDir: string, missing: string[]) => {
        passes.push(missing);
        await mkdir(passDir, { recursive: true });
        const written = new Map<string, string>();
        for (const name of missing) {
          await writeFile(join(passDir, name), `${name}\n`);
          written.set(name, join(passDir, name));
        }
        return written;
      };
      await Promise.all([
        cache.produceAll('b1', 'g', ['a.txt', 'b.txt'], write),
        cache.produceAll('b1', 'g', ['a.txt'], write),
      ]);
      expect(passes).toEqual([['a.txt', 'b.txt']]);
      // 18 bytes in a cache of 10: the files of the earlier pass go, their sizes stay known.
      await cache.produceAll('b1', 'g', ['c.txt'], write);
      expect(existsSync(join(dir, 'b1', 'a.txt'))).toBe(false);
      expect(existsSync(join(dir, 'b1', 'c.txt'))).toBe(true);
      expect([cache.sizeOf('b1', 'a.txt'), cache.sizeOf('b1', 'c.txt')]).toEqual([6, 6]);
      // Asked again, a deleted file is written again; no pass directory is left behind.
      await cache.produceAll('b1', 'g', ['a.txt', 'c.txt'], write);
      expect(passes.at(-1)).toEqual(['a.txt']);
      expect((await readdir(join(dir, 'b1'))).filter((name) => name.includes('tmp'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
