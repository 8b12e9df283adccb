import type { AccountsDb } from '../database-schema';
import { toWatchlist, type Watchlist, type WatchlistVersion } from './watchlist';

export interface ListWatchlistsOptions {
  userId: string;
  version: WatchlistVersion;
}

export async function listWatchlists(db: AccountsDb, options: ListWatchlistsOptions): Promise<Watchlist[]> {
  const rows = await db
    .selectFrom('watchlists')
    .select(['key', 'name', 'type', 'assets', 'updated'])
    .where('user_id', '=', options.userId)
    .where('version', '=', options.version)
    .orderBy('name')
    .orderBy('key')
    .execute();
  return rows.map(toWatchlist);
}
