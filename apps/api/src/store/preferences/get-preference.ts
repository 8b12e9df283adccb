import type { AccountsDb } from '../database-schema';
import { type Preference, parseStoredJson } from './preference';

export interface GetPreferenceOptions {
  userId: string;
  category: string;
  key: string;
}

export async function getPreference(db: AccountsDb, options: GetPreferenceOptions): Promise<Preference | null> {
  const row = await db
    .selectFrom('preferences')
    .select(['category', 'key', 'value'])
    .where('user_id', '=', options.userId)
    .where('category', '=', options.category)
    .where('key', '=', options.key)
    .executeTakeFirst();
  return row ? { category: row.category, key: row.key, value: parseStoredJson(row.value) } : null;
}
