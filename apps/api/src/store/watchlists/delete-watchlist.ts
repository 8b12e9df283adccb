import type { AccountsDb } from '../database-schema';
import type { WatchlistVersion } from './watchlist';

export interface DeleteWatchlistOptions {
  userId: string;
  version: WatchlistVersion;
  key: string;
}

/** True when a watchlist was removed. */
export async function deleteWatchlist(db: AccountsDb, options: DeleteWatchlistOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('watchlists')
      .where('user_id', '=', options.userId)
      .where('version', '=', options.version)
      .where('key', '=', options.key)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
