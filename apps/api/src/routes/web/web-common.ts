/**
 * What the web-API routes over the lake share: the group and asset look-ups with their 404s, read errors
 * turned into 400s that name the parameter, and the ETag / Cache-Control keyed by the lake's build id.
 */
import { type PresetGroup, requireAssetClass, type UniverseAsset, type UniverseClass } from '@moodwire/domain';
import { ReadError } from '@moodwire/warehouse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import type { LoadedLake } from '../../lake/open-lake';
import { NO_LAKE_ERROR } from '../../lake/open-lake';

/** Lake data changes only with a new build; the browser may reuse an answer for a minute, then revalidates. */
export const LAKE_CACHE_CONTROL = 'private, max-age=60, must-revalidate';

export function badParameter(parameter: string, reason: string): HttpError {
  return new HttpError(400, `Invalid parameter '${parameter}': ${reason}`);
}

/** The group of the published lake; watchlist (user-type) groups only for admins (spec §3). */
export function findGroup(lake: LoadedLake, id: string, isAdmin: boolean): PresetGroup {
  const group = lake.groupsById.get(id);
  if (!group || (group.type === 'user' && !isAdmin)) {
    throw new HttpError(404, 'Unknown group', { message: `There is no group '${id}'.` });
  }
  return group;
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
