import type { AccountsDb } from '../database-schema';
import type { Preference } from './preference';

export interface UpdatePreferenceOptions {
  userId: string;
  category: string;
  key: string;
  value: unknown;
  now: Date;
}

/** Creates the preference or replaces its value (the spec's 'insert' call is an upsert). */
export async function updatePreference(db: AccountsDb, options: UpdatePreferenceOptions): Promise<Preference> {
  const value = JSON.stringify(options.value ?? null);
  const updated = options.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('preferences')
      .values({ user_id: options.userId, category: options.category, key: options.key, value, updated })
      .onConflict((oc) => oc.columns(['user_id', 'category', 'key']).doUpdateSet({ value, updated }))
      .execute();
  });
  return { category: options.category, key: options.key, value: options.value ?? null };
}
