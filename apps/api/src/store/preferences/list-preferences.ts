import type { AccountsDb } from '../database-schema';
import { type Preference, parseStoredJson } from './preference';

export interface ListPreferencesOptions {
  userId: string;
  category?: string;
}

export async function listPreferences(db: AccountsDb, options: ListPreferencesOptions): Promise<Preference[]> {
  let query = db
    .selectFrom('preferences')
    .select(['category', 'key', 'value'])
    .where('user_id', '=', options.userId)
    .orderBy('category')
    .orderBy('key');
  if (options.category !== undefined) query = query.where('category', '=', options.category);
  const rows = await query.execute();
  return rows.map((row) => ({ category: row.category, key: row.key, value: parseStoredJson(row.value) }));
}
