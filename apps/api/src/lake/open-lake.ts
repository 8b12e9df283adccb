/**
 * The published lake as the web API sees it: its manifest (the build id keys ETags and caches), the preset
 * groups the build wrote, and the universe the groups select their members from. Loaded once per build and
 * replaced when a new build is published; DuckDB is reached only through '@moodwire/warehouse'.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type PresetGroup, selectGroupAssets, type UniverseAsset } from '@moodwire/domain';
import { buildUniverse, getGroupSnapshot, getLakeManifest, type LakeManifest, lakePaths } from '@moodwire/warehouse';
import { HttpError } from '../http-error';

export interface LoadedLake {
  manifest: LakeManifest;
  buildId: string;
  groups: PresetGroup[];
  groupsById: Map<string, PresetGroup>;
  universe: UniverseAsset[];
  assetsById: Map<string, UniverseAsset>;
  assetsByRic: Map<string, UniverseAsset>;
  /** Members of a group; a system group's are computed once per build (watchlists can change at any time). */
  members(group: PresetGroup): UniverseAsset[];
}

export const NO_LAKE_ERROR = 'Data not built yet';

async function loadLake(dataDir: string, manifest: LakeManifest): Promise<LoadedLake> {
  const current = lakePaths(dataDir).current;
  const groups = JSON.parse(await readFile(join(current, 'reference', 'preset-groups.json'), 'utf8')) as PresetGroup[];
  // The build's universe is a pure function of its scale and seed; only the buzz ranks come from the data.
  const universe: UniverseAsset[] = buildUniverse({ scale: manifest.scale, seed: manifest.seed }).assets;
  // Top-N groups rank companies by buzz: the read layer does not expose the build's 30-day ranking, so the
  // latest day's buzz ranks them (see the report of issue 4; the group Counts and Featured come from the build).
  const snapshot = await getGroupSnapshot({
    assetClass: 'equ',
    indicator: 'buzz',
    source: 'News_Social',
    sort: 'buzz',
    dataDir,
  });
  const rankOf = new Map<string, number>();
  let rank = 0;
  for (const row of snapshot.rows) if (row.buzz > 0) rankOf.set(row.assetCode, ++rank);
  for (const asset of universe) {
    if (asset.class !== 'equ') continue;
    const assetRank = rankOf.get(asset.id);
    if (assetRank === undefined) delete asset.buzzRank;
    else asset.buzzRank = assetRank;
  }
  const memberCache = new Map<string, UniverseAsset[]>();
  return {
    manifest,
    buildId: manifest.buildId,
    groups,
    groupsById: new Map(groups.map((group) => [group.id, group])),
    universe,
    assetsById: new Map(universe.map((asset) => [asset.id, asset])),
    assetsByRic: new Map(universe.flatMap((asset) => (asset.ric ? [[asset.ric, asset] as const] : []))),
    members(group) {
      if (group.type !== 'system') return selectGroupAssets(group, universe);
      let list = memberCache.get(group.id);
      if (!list) {
        list = selectGroupAssets(group, universe);
        memberCache.set(group.id, list);
      }
      return list;
    },
  };
}

/** Opens the lake of one data root; `current()` follows publishes (the manifest is re-read per request). */
export class LakeView {
  private loaded: { buildId: string; lake: Promise<LoadedLake> } | undefined;

  constructor(readonly dataDir: string) {}

  /** The published lake, or a 503 'Data not built yet' when nothing is published. */
  async current(): Promise<LoadedLake> {
    const manifest = await getLakeManifest({ dataDir: this.dataDir });
    if (!manifest) {
      throw new HttpError(503, NO_LAKE_ERROR, {
        message: 'No data lake is published yet; run `npm run data -- build`.',
      });
    }
    if (this.loaded?.buildId !== manifest.buildId) {
      const lake = loadLake(this.dataDir, manifest);
      lake.catch(() => {
        if (this.loaded?.lake === lake) this.loaded = undefined;
      });
      this.loaded = { buildId: manifest.buildId, lake };
    }
    return this.loaded.lake;
  }
}
