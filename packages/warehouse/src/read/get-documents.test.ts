/**
 * Documents by id and an asset's articles over a tiny build of our own (the import test changes the lake): the
 * retention window's documents are kept in full, every imported document too, and an id the lake does not hold
 * is reported with the reason.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, listDays } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLake, type LakeManifest } from '../build/build-lake';
import { importDocuments } from '../build/import-documents';
import type { CorpusDocument } from '../corpus/document';
import { generateDay, planCorpus } from '../corpus/generate-corpus';
import { buildUniverse } from '../universe/build-universe';
import { SCALES } from '../universe/scales';
import { getDocuments, MAX_DOCUMENT_IDS } from './get-documents';
import { listDocuments } from './list-documents';
import { closeReadPools } from './read-pool';

const TO = '2025-06-30';
const universe = buildUniverse({ scale: 'tiny' });
// The most talked-about company of the tiny universe: it is in the news on most days.
const company = universe.assets.filter((asset) => asset.class === 'equ').sort((a, b) => b.prominence - a.prominence)[0];
// Another company with a plain name, named in an imported story about it that mentions `company` once.
const other = universe.assets.find(
  (asset) => asset.class === 'equ' && asset !== company && /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(asset.name),
);
if (!company || !other) throw new Error('the tiny universe has too few companies');

let root: string;
let dataDir: string;
let manifest: LakeManifest;
/** The simulated corpus of the build, day by day, regenerated from the same seed. */
let corpus: Map<string, CorpusDocument[]>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'moodwire-documents-'));
  dataDir = join(root, 'data');
  ({ manifest } = await buildLake({ scale: 'tiny', to: TO, dataDir, workers: 2 }));
  const plan = planCorpus({
    assets: universe.assets,
    from: addDays(manifest.from, -1),
    to: manifest.to,
    seed: manifest.seed,
    documentsPerDay: SCALES.tiny.documentsPerDay,
  });
  corpus = new Map(plan.days.map((day, d) => [day, generateDay(plan, d)]));
}, 120_000);

afterAll(async () => {
  await closeReadPools();
  await rm(root, { recursive: true, force: true });
});

function windowDocuments(): CorpusDocument[] {
  return listDays(manifest.hourlyFrom, manifest.to).flatMap((day) => corpus.get(day) ?? []);
}

describe('documents of a build', () => {
  it('keeps every document of the retention window, found by id with its text and the assets it mentions', async () => {
    const kept = windowDocuments();
    expect(manifest.hourlyFrom > manifest.from).toBe(true);
    expect(manifest.documents.stored).toEqual({
      retainedFrom: manifest.hourlyFrom,
      total: kept.length,
      inWindow: kept.length,
      importedOutsideWindow: 0,
    });
    // A sample across the whole window, first and last documents included.
    const step = Math.floor(kept.length / (MAX_DOCUMENT_IDS - 2));
    const sample = [...kept.filter((_, i) => i % step === 0).slice(0, MAX_DOCUMENT_IDS - 1), kept.at(-1)].filter(
      (document): document is CorpusDocument => document !== undefined,
    );
    const result = await getDocuments({ dataDir, ids: sample.map((document) => document.id) });
    expect(result.missing).toEqual([]);
    expect(result.retainedFrom).toBe(manifest.hourlyFrom);
    expect(result.documents.map((document) => document.id)).toEqual(sample.map((document) => document.id));
    result.documents.forEach((document, i) => {
      const generated = sample[i] as CorpusDocument;
      expect(document).toMatchObject({
        time: generated.time,
        sourceType: generated.sourceType === 'news' ? 'News' : 'Social',
        outlet: generated.outlet,
        title: generated.title || null,
        body: generated.body,
        url: generated.url,
        language: 'en',
        imported: false,
      });
    });
    // The simulated press writes every story about an asset: the engine finds at least one in nearly all.
    const withAssets = result.documents.filter((document) => document.assets.length > 0);
    expect(withAssets.length).toBeGreaterThan(sample.length * 0.9);
    for (const document of withAssets) {
      for (const asset of document.assets) {
        expect(universe.assets.some((known) => known.class === asset.assetClass && known.id === asset.assetCode)).toBe(
          true,
        );
        expect(asset.name.length).toBeGreaterThan(0);
        expect(asset.mentions).toBeGreaterThan(0);
        if (asset.sentiment !== null) expect(Math.abs(asset.sentiment)).toBeLessThanOrEqual(1 + 1e-9);
      }
      const buzz = document.assets.map((asset) => asset.buzz);
      expect(buzz).toEqual([...buzz].sort((a, b) => b - a));
    }
  });

  it('answers an id older than the window as outside the retention, and an unknown id as not found', async () => {
    const older = corpus.get(manifest.from)?.[0];
    const inside = windowDocuments()[0];
    if (!older || !inside) throw new Error('the build has no documents');
    const result = await getDocuments({ dataDir, ids: [older.id, 'no-such-article', inside.id, older.id] });
    expect(result.documents.map((document) => document.id)).toEqual([inside.id]);
    expect(result.missing).toEqual([
      {
        id: older.id,
        reason: 'outside_retention',
        message: expect.stringContaining(`full texts are kept from ${manifest.hourlyFrom}`),
      },
      { id: 'no-such-article', reason: 'not_found', message: "There is no document 'no-such-article' in this lake." },
    ]);
    expect(result.missing[0]?.message).toContain(older.id);
  });

  it("lists an asset's articles newest first, by source, in pages that do not overlap", async () => {
    const naming = windowDocuments().filter(
      (document) => document.title.includes(company.name) || document.body.includes(company.name),
    );
    // The stored asset lists of those documents: the engine's mentions of every asset each names.
    const stored = (await getDocuments({ dataDir, ids: naming.map((document) => document.id).slice(0, 100) }))
      .documents;
    const mentionsOf = (document: (typeof stored)[number]) =>
      document.assets.find((asset) => asset.assetCode === company.id)?.mentions ?? 0;
    const about = stored.filter(
      (document) => mentionsOf(document) === Math.max(...document.assets.map((a) => a.mentions)),
    );
    const inPassing = stored.filter((document) => !about.includes(document));
    const all = await listDocuments({ dataDir, assetClass: 'equ', assetCode: company.id, limit: 200 });
    expect(all.total).toBe(all.documents.length);
    expect(all.total).toBeGreaterThan(5);
    // Every story about the company is listed under it (aliases and tickers find more); a story that names it less
    // often than another asset (a peer mentioned in passing) is not.
    const listedIds = all.documents.map((document) => document.id);
    expect(about.length).toBeGreaterThan(5);
    expect(listedIds).toEqual(expect.arrayContaining(about.map((document) => document.id)));
    for (const document of inPassing) expect(listedIds).not.toContain(document.id);
    const times = all.documents.map((document) => document.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((time) => time.slice(0, 10) >= manifest.hourlyFrom)).toBe(true);
    for (const document of all.documents) {
      expect(document.buzz).toBeGreaterThan(0);
      expect(document.preview.length).toBeGreaterThan(0);
    }
    const first = await listDocuments({ dataDir, assetClass: 'equ', assetCode: company.id, limit: 3 });
    const second = await listDocuments({ dataDir, assetClass: 'equ', assetCode: company.id, limit: 3, offset: 3 });
    expect([...first.documents, ...second.documents]).toEqual(all.documents.slice(0, 6));
    const social = await listDocuments({
      dataDir,
      assetClass: 'equ',
      assetCode: company.id,
      limit: 200,
      source: 'soc',
    });
    expect(social.documents.every((document) => document.sourceType === 'Social')).toBe(true);
    expect(social.total).toBe(all.documents.filter((document) => document.sourceType === 'Social').length);
    const lastWeek = await listDocuments({
      dataDir,
      assetClass: 'equ',
      assetCode: company.id,
      limit: 200,
      from: addDays(TO, -2),
    });
    expect(lastWeek.documents).toEqual(all.documents.filter((document) => document.time >= addDays(TO, -2)));
  });

  it('refuses an empty or oversized list of ids and an unknown class as bad requests', async () => {
    await expect(getDocuments({ dataDir, ids: [] })).rejects.toMatchObject({ code: 'bad_request' });
    const many = Array.from({ length: MAX_DOCUMENT_IDS + 1 }, (_, i) => `id-${i}`);
    await expect(getDocuments({ dataDir, ids: many })).rejects.toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining(`at most ${MAX_DOCUMENT_IDS}`),
    });
    await expect(listDocuments({ dataDir, assetClass: 'bonds', assetCode: 'x', limit: 5 })).rejects.toMatchObject({
      code: 'bad_request',
    });
  });
});

describe('imported documents', () => {
  it('keeps every imported document whatever its date, and lists it under the asset it mentions', async () => {
    const story = (id: string, time: string) =>
      JSON.stringify({
        id,
        time,
        title: `${company.name} shares plunge after fraud charges`,
        body: `${company.name} faces a criminal investigation. Investors fear heavy losses.`,
        url: `https://example.com/${id}`,
        outlet: 'Example Wire',
      });
    const file = join(root, 'stories.jsonl');
    // In the window, in the build's range but before the window, and years before the build.
    const stories: [string, string][] = [
      ['own-window', `${TO}T09:00:00Z`],
      ['own-older', `${manifest.from}T09:00:00Z`],
      ['own-2020', '2020-03-02T09:00:00Z'],
    ];
    const partner = JSON.stringify({
      id: 'own-partner',
      time: `${TO}T10:00:00Z`,
      title: `${other.name} wins a large contract`,
      body: `${other.name} won a five-year contract. ${other.name} raised its forecast. ${other.name} agreed a partnership with ${company.name}.`,
      url: 'https://example.com/own-partner',
      outlet: 'Example Wire',
    });
    await writeFile(file, `${stories.map(([id, time]) => story(id, time)).join('\n')}\n${partner}\n`);
    const result = await importDocuments({ files: [file], dataDir });
    expect(result.accepted).toBe(4);
    expect(result.manifest?.documents.stored).toMatchObject({
      total: windowDocuments().length + 4,
      inWindow: windowDocuments().length + 2,
      importedOutsideWindow: 2,
    });
    const found = await getDocuments({ dataDir, ids: [...stories.map(([id]) => id), 'own-partner'] });
    expect(found.missing).toEqual([]);
    for (const [i, document] of found.documents.slice(0, stories.length).entries()) {
      const [id, time] = stories[i] as [string, string];
      expect(document).toMatchObject({
        id,
        time: new Date(time).toISOString(),
        sourceType: 'News',
        outlet: 'Example Wire',
        imported: true,
        title: `${company.name} shares plunge after fraud charges`,
      });
      const scores = document.assets.find((asset) => asset.assetCode === company.id);
      expect(scores).toMatchObject({ assetClass: 'equ', name: company.name });
      expect(scores?.sentiment).toBeLessThan(0);
    }
    const listed = await listDocuments({ dataDir, assetClass: 'equ', assetCode: company.id, limit: 200 });
    const ids = listed.documents.map((document) => document.id);
    expect(ids).toEqual(expect.arrayContaining(['own-window', 'own-older', 'own-2020']));
    // A story about another company that names this one once: scored for both, listed only under the other.
    expect(ids).not.toContain('own-partner');
    const partnerScores = found.documents.find((document) => document.id === 'own-partner')?.assets;
    expect(partnerScores?.map((asset) => asset.assetCode)).toEqual(expect.arrayContaining([company.id, other.id]));
    const otherListed = await listDocuments({ dataDir, assetClass: 'equ', assetCode: other.id, limit: 200 });
    expect(otherListed.documents.map((document) => document.id)).toContain('own-partner');
    expect(ids.at(-1)).toBe('own-2020');
    expect(listed.documents.find((document) => document.id === 'own-older')).toMatchObject({ imported: true });
  }, 120_000);
});
