/**
 * The published lake as the web API sees it: its manifest (the build id keys ETags and caches), the preset
 * groups the build wrote, and the universe the groups select their members from. Loaded once per build and
 * replaced when a new build is published; DuckDB is reached only through '@moodwire/warehouse'.
 */
import { readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, type PresetGroup, selectGroupAssets, type UniverseAsset } from '@moodwire/domain';
import {
  assignBuzzRanks,
  buildUniverse,
  getGroupSnapshot,
  getLakeManifest,
  INDEX_CLASSES,
  type LakeManifest,
  lakePaths,
  preloadLake,
  type ReferenceAsset,
} from '@moodwire/warehouse';
import { DEFAULT_ANSWER_CACHE_MAX_BYTES } from '../config';
import { HttpError } from '../http-error';
import { ANSWER_CACHE_ENTRIES, AnswerCache } from './answer-cache';

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

/** The default sentiment columns of the classes (getDefaultSentimentIndicator): what series and heatmaps read. */
const PRELOADED_INDICATORS = ['sentiment', 'stockIndexSentiment'];

/** The build ranks assets by the News_Social buzz of its last 30 daily windows (top-N groups, Featured). */
const RANKING_DAYS = 30;

/**
 * Gives the universe the buzz ranks the build gave it (they are not part of the reference the read layer
 * exposes): each asset's summed buzz over the lake's last 30 days, ranked within its class as the build does.
 */
async function rankByRecentBuzz(universe: ReferenceAsset[], manifest: LakeManifest, dataDir: string): Promise<void> {
  const recent = new Map<string, number>();
  const classes = INDEX_CLASSES.filter((assetClass) => universe.some((asset) => asset.class === assetClass));
  for (let offset = 0; offset < RANKING_DAYS; offset++) {
    const day = addDays(manifest.to, -offset);
    if (day < manifest.from) break;
    const snapshots = await Promise.all(
      classes.map((assetClass) =>
        getGroupSnapshot({ assetClass, indicator: 'buzz', source: 'News_Social', date: day, dataDir }),
      ),
    );
    snapshots.forEach((snapshot, c) => {
      for (const row of snapshot.rows) {
        // The snapshot carries an asset's latest window at or before the day: count only that day's window.
        if (row.levelTimestamp?.startsWith(day) !== true || row.buzz <= 0) continue;
        const key = `${classes[c]}|${row.assetCode}`;
        recent.set(key, (recent.get(key) ?? 0) + row.buzz);
      }
    });
  }
  assignBuzzRanks(universe, (asset) => recent.get(`${asset.class}|${asset.id}`) ?? 0);
}

async function loadLake(dataDir: string, manifest: LakeManifest): Promise<LoadedLake> {
  const current = lakePaths(dataDir).current;
  const groups = JSON.parse(await readFile(join(current, 'reference', 'preset-groups.json'), 'utf8')) as PresetGroup[];
  // The build's universe is a pure function of its scale and seed; only the buzz ranks come from the data.
  const universe: ReferenceAsset[] = buildUniverse({ scale: manifest.scale, seed: manifest.seed }).assets;
  await rankByRecentBuzz(universe, manifest, dataDir);
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

/**
 * Where the `current` symlink points (a publish renames a fresh link over it, each build in its own directory),
 * or null when `current` is missing or not a symlink. One synchronous readlink(2) on a cached path: a few
 * microseconds, where reading and parsing the manifest per request cost a tenth of the API's time under load.
 */
function currentLink(current: string): string | null {
  try {
    return readlinkSync(current);
  } catch {
    return null;
  }
}

export interface LakeViewOptions {
  /** Preload each newly published build as `preload` does (the server; tests read on demand). */
  preload?: boolean;
  /** Bytes the answer cache holds at most (ANSWER_CACHE_MAX_BYTES). */
  answerCacheMaxBytes?: number;
}

/**
 * Opens the lake of one data root; `current()` follows publishes: the `current` symlink is read per request and
 * the manifest re-read when it points elsewhere (or per request when `current` is not a symlink).
 */
export class LakeView {
  private loaded: { buildId: string; link: string | null; lake: Promise<LoadedLake> } | undefined;
  /** The one bounded cache of whole answers (`answerFromLake`), so that ANSWER_CACHE_MAX_BYTES bounds them all. */
  readonly answers: AnswerCache;
  private readonly currentPath: string;

  constructor(
    readonly dataDir: string,
    private readonly options: LakeViewOptions = {},
  ) {
    this.currentPath = lakePaths(dataDir).current;
    this.answers = new AnswerCache({
      maxEntries: ANSWER_CACHE_ENTRIES,
      maxBytes: options.answerCacheMaxBytes ?? DEFAULT_ANSWER_CACHE_MAX_BYTES,
    });
  }

  /**
   * Opens the published build and loads what the screens read first into memory: every daily dataset's layout
   * and buzz (the buzz ranks read them) and each class's default sentiment column. Without it the first call of
   * a dataset waits for its load (~100 ms to a second on the demo lake). Resolves with the rows held, or 0 when
   * nothing is published. Other indicator columns load on first use (once per build): loading every daily column
   * up front would take ~12 s of DuckDB scans and ~350 MB more on the demo lake.
   */
  async preload(): Promise<number> {
    try {
      await this.current();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 503) return 0;
      throw error;
    }
    const { rows } = await preloadLake({ dataDir: this.dataDir, indicators: PRELOADED_INDICATORS });
    return rows;
  }

  /** The published lake, or a 503 'Data not built yet' when nothing is published. */
  async current(): Promise<LoadedLake> {
    const link = currentLink(this.currentPath);
    if (link !== null && this.loaded?.link === link) return this.loaded.lake;
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
      const isNewBuild = this.loaded !== undefined;
      this.loaded = { buildId: manifest.buildId, link, lake };
      // The server preloads the first build before listening; a build published later is preloaded on discovery.
      if (isNewBuild && this.options.preload) this.preload().catch(() => {});
    } else {
      // The link read before the manifest: if a publish came in between, the next request sees it differ.
      this.loaded.link = link;
    }
    return this.loaded.lake;
  }
}
