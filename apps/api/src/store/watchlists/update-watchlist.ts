import { randomUUID } from 'node:crypto';
import type { AccountsDb } from '../database-schema';
import type { Watchlist, WatchlistVersion } from './watchlist';

export interface UpdateWatchlistOptions {
  userId: string;
  version: WatchlistVersion;
  /** Replace the watchlist with this key; a new key is made when absent. */
  key?: string;
  name: string;
  type: string;
  assets: string[];
  now: Date;
}

/** Creates a watchlist or replaces one of the user's watchlists by key. */
export async function updateWatchlist(db: AccountsDb, options: UpdateWatchlistOptions): Promise<Watchlist> {
  const key = options.key ?? randomUUID();
  const stamp = options.now.toISOString();
  const assets = JSON.stringify(options.assets);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('watchlists')
      .values({
        user_id: options.userId,
        version: options.version,
        key,
        name: options.name,
        type: options.type,
        assets,
        created: stamp,
        updated: stamp,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'version', 'key'])
          .doUpdateSet({ name: options.name, type: options.type, assets, updated: stamp }),
      )
      .execute();
  });
  return { key, name: options.name, type: options.type, assets: options.assets, updated: stamp };
}
