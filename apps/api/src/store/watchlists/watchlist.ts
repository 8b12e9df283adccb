import type { WatchlistsTable } from '../database-schema';

export type WatchlistVersion = 4 | 5;

/** A user's watchlist (spec §3 'Watchlist: has a type'), as the list calls return it. */
export interface Watchlist {
  key: string;
  name: string;
  type: string;
  assets: string[];
  updated: string;
}

export function toWatchlist(row: Pick<WatchlistsTable, 'key' | 'name' | 'type' | 'assets' | 'updated'>): Watchlist {
  let assets: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.assets);
    if (Array.isArray(parsed)) assets = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    assets = [];
  }
  return { key: row.key, name: row.name, type: row.type, assets, updated: row.updated };
}
