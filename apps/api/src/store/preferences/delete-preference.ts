import type { AccountsDb } from '../database-schema';

export interface DeletePreferenceOptions {
  userId: string;
  category: string;
  key: string;
}

/** True when a preference was removed. */
export async function deletePreference(db: AccountsDb, options: DeletePreferenceOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('preferences')
      .where('user_id', '=', options.userId)
      .where('category', '=', options.category)
      .where('key', '=', options.key)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
