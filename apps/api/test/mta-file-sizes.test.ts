/**
 * issue 14 'Bulk files', transcripts: /mta/files lists each call's two files with their sizes before any download,
 * and each size is the byte length (and Content-Length) of the file as it then downloads, over the shared tiny lake.
 */
import { afterAll, beforeAll, describe, expect, inject as injectContext, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

interface ListedFile {
  file: string;
  jsonFile: string;
  transcriptId: string;
  assetCode: string;
  size: number;
  jsonSize: number;
}

describe('transcript files listed with their sizes', () => {
  let lake: LakeTestApp;
  let admin: string;
  const get = (url: string) =>
    lake.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${admin}` });

  beforeAll(async () => {
    lake = await createLakeTestApp(injectContext('tinyLakeDir'), 'mta-file-sizes');
    admin = await signInKey(lake.app, 'demo-admin');
  }, 60_000);

  afterAll(async () => {
    await lake?.close();
  });

  it('gives each listed .txt and .json file the byte length and Content-Length of its download', async () => {
    const files = dataOf<ListedFile[]>(await get('/mta/files?limit=10000'));
    expect(files.length).toBeGreaterThan(1);
    // The newest and the oldest call, and a company's listing of its own calls (sized by another read).
    const own = dataOf<ListedFile[]>(await get(`/mta/files?asset_code=${files.at(-1)?.assetCode}&limit=10000`));
    for (const listed of [files[0], files.at(-1), own[0]]) {
      if (!listed) throw new Error('no transcript file');
      for (const [name, size] of [
        [listed.file, listed.size],
        [listed.jsonFile, listed.jsonSize],
      ] as const) {
        const download = await get(`/mta/files/${name}`);
        expect(download.statusCode, name).toBe(200);
        expect(size, name).toBeGreaterThan(0);
        expect(download.rawPayload.byteLength, name).toBe(size);
        expect(Number(download.headers['content-length']), name).toBe(size);
      }
    }
    // The same call has the same sizes in either listing.
    const inAll = files.find((file) => file.transcriptId === own[0]?.transcriptId);
    expect([inAll?.size, inAll?.jsonSize]).toEqual([own[0]?.size, own[0]?.jsonSize]);
  });

  it('sizes a JSON file that parses back to the call and its turns', async () => {
    const [listed] = dataOf<ListedFile[]>(await get('/mta/files?limit=1'));
    if (!listed) throw new Error('no transcript file');
    const json = await get(`/mta/files/${listed.jsonFile}`);
    const transcript = dataOf<{ transcriptId: string; turns: number; turnList: unknown[] }>(json);
    expect(transcript.transcriptId).toBe(listed.transcriptId);
    expect(transcript.turnList).toHaveLength(transcript.turns);
    expect(Buffer.byteLength(JSON.stringify({ data: transcript }))).toBe(listed.jsonSize);
  });
});
