/**
 * The groups and assets a web call may name, with their 404s: the lake's system groups, and for admins their
 * watchlists as user-type groups.
 */
import { createHash } from 'node:crypto';
import { type AssetClassCode, type PresetGroup, type UniverseAsset, watchlistGroup } from '@moodwire/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http-error';
import type { LoadedLake } from '../../lake/open-lake';
import { listWatchlists } from '../../store/watchlists/list-watchlists';

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
