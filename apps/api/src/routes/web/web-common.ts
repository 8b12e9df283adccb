/**
 * What the web-API routes over the lake share: the group and asset look-ups with their 404s, read errors
 * turned into 400s that name the parameter, and the ETag / Cache-Control keyed by the lake's build id.
 */
import { createHash } from 'node:crypto';
import {
  type AssetClassCode,
  isEsgAdvClass,
  isEsgCoreClass,
  listDataTypes,
  type PresetGroup,
  requireAssetClass,
  type SourceName,
  type UniverseAsset,
  type UniverseClass,
  watchlistGroup,
} from '@moodwire/domain';
import { ReadError } from '@moodwire/warehouse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http-error';
import type { LoadedLake } from '../../lake/open-lake';
import { NO_LAKE_ERROR } from '../../lake/open-lake';
import { listWatchlists } from '../../store/watchlists/list-watchlists';

/** Lake data changes only with a new build; the browser may reuse an answer for a minute, then revalidates. */
export const LAKE_CACHE_CONTROL = 'private, max-age=60, must-revalidate';

export function badParameter(parameter: string, reason: string): HttpError {
  return new HttpError(400, `Invalid parameter '${parameter}': ${reason}`);
}

/** Id prefix of a watchlist shown as a user-type group. */
export const WATCHLIST_GROUP_PREFIX = 'watchlist_';

export interface CallerGroups {
  groups: PresetGroup[];
  byId: Map<string, PresetGroup>;
  /** Distinguishes answers that depend on the caller (an admin's watchlists) in the ETag. */
  variant: string;
}

/**
 * The groups the caller may use: the lake's system groups, and for admins their (v4) watchlists as user-type
 * groups (spec §3 'Group type: user (watchlist, admin-only)', spec §6 'Watchlist-type groups | admin').
 */
export async function callerGroups(ctx: AppContext, request: FastifyRequest, lake: LoadedLake): Promise<CallerGroups> {
  // Public calls (the /app page's featured content) run without a guard: no account, system groups only.
  const account = request.account;
  if (account?.role !== 'admin') return { groups: lake.groups, byId: lake.groupsById, variant: '' };
  const watchlists = await listWatchlists(ctx.db, { userId: account.id, version: 4 });
  const userGroups = watchlists.map((watchlist) => {
    // Watchlists may name assets by code or by RIC; the group selects by code.
    const assetIds = watchlist.assets.flatMap((code) => {
      const asset = lake.assetsById.get(code) ?? lake.assetsByRic.get(code);
      return asset ? [asset.id] : [];
    });
    const first = assetIds[0] === undefined ? undefined : lake.assetsById.get(assetIds[0]);
    const assetClass: AssetClassCode = first?.class ?? 'equ';
    return watchlistGroup(
      { id: `${WATCHLIST_GROUP_PREFIX}${watchlist.key}`, name: watchlist.name, class: assetClass, assetIds },
      lake.universe,
    );
  });
  const groups = [...userGroups, ...lake.groups];
  const version = createHash('sha256')
    .update(JSON.stringify(watchlists.map((watchlist) => [watchlist.key, watchlist.updated])))
    .digest('hex')
    .slice(0, 12);
  return { groups, byId: new Map(groups.map((group) => [group.id, group])), variant: `admin-${version}` };
}

/** The group named by a request, or a 404 (watchlist groups exist only for the admin who owns them). */
export async function findGroup(
  ctx: AppContext,
  request: FastifyRequest,
  lake: LoadedLake,
  id: string,
): Promise<{ group: PresetGroup; variant: string }> {
  const { byId, variant } = await callerGroups(ctx, request, lake);
  const group = byId.get(id);
  if (!group) throw new HttpError(404, 'Unknown group', { message: `There is no group '${id}'.` });
  return { group, variant };
}

export function findAsset(lake: LoadedLake, id: string): UniverseAsset {
  const asset = lake.assetsById.get(id);
  if (!asset) throw new HttpError(404, 'Unknown asset', { message: `There is no asset '${id}'.` });
  return asset;
}

/** The base class of the lake's datasets for a group's class (ESG and regional classes are subsets). */
export function baseClassOf(group: PresetGroup): UniverseClass {
  return requireAssetClass(group.class).baseClass as UniverseClass;
}

/**
 * The class whose dataset the analytics screens read for a group's class (or the class an asset page is opened
 * in): an ESG class its own ESG dataset (equcor/coucor the ESG Core ranks, equesg/couesg the ESG Advanced scores),
 * whose spec §9 defaults are ESG and community and whose buzz is the ESG buzz; any other class its base class's
 * rma dataset (a regional class is a subset of equ). The one place the web calls make this choice.
 */
export function datasetClassOf(classCode: AssetClassCode): AssetClassCode {
  if (isEsgCoreClass(classCode) || isEsgAdvClass(classCode)) return classCode;
  return requireAssetClass(classCode).baseClass as UniverseClass;
}

/**
 * The source read from a dataset class's data: the one asked for when the class has it, otherwise its first
 * (ESG Core has News_Social ranks only, spec §3: any source reads them, and the answer names News_Social).
 */
export function datasetSourceOf(datasetClass: AssetClassCode, source: SourceName): SourceName {
  const dataTypes = listDataTypes(datasetClass);
  return dataTypes.some((dataType) => dataType.code === source) ? source : (dataTypes[0]?.code ?? source);
}

/** Runs a read; its bad requests become 400s naming `parameter`, a missing lake the 503 of spec §7. */
export async function readLake<T>(parameter: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReadError) {
      if (error.code === 'bad_request') throw badParameter(parameter, error.message);
      if (error.code === 'no_lake') throw new HttpError(503, NO_LAKE_ERROR);
      throw new HttpError(404, 'Not found', { message: error.message });
    }
    throw error;
  }
}

/** A strong validator per build (and per audience where the answer depends on the caller's role). */
export function lakeEtag(lake: LoadedLake, variant = ''): string {
  return `"${lake.buildId}${variant ? `-${variant}` : ''}"`;
}

/**
 * Sets ETag and Cache-Control; answers 304 (and returns true) when the client already holds this build's answer.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', LAKE_CACHE_CONTROL);
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!tags.includes(etag) && !tags.includes('*')) return false;
  void reply.code(304).send();
  return true;
}

const DAY_MS = 86_400_000;

/** Checks the calendar date of a YYYY-MM-DD parameter (the schema checks only its shape: 2026-02-31 passes it). */
export function checkDay(parameter: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw badParameter(parameter, `'${value}' is not a calendar date (YYYY-MM-DD)`);
  }
  return value;
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export function parseList(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
