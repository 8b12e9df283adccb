import type { AccountsDb } from '../database-schema';
import {
  MAX_PREFERENCES_PER_USER,
  type Preference,
  PreferenceRefusedError,
  serializePreferenceValue,
} from './preference';

export interface UpdatePreferenceOptions {
  userId: string;
  category: string;
  key: string;
  value: unknown;
  now: Date;
}

/**
 * Creates the preference or replaces its value (the spec's 'insert' call is an upsert). Throws
 * PreferenceRefusedError for a value too deep or too large, and for a new key beyond the per-user cap.
 */
export async function updatePreference(db: AccountsDb, options: UpdatePreferenceOptions): Promise<Preference> {
  const value = serializePreferenceValue(options.value);
  const updated = options.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('preferences')
      .select([
        (eb) => eb.fn.countAll<number | string | bigint>().as('count'),
        (eb) =>
          eb.fn
            .countAll<number | string | bigint>()
            .filterWhere('category', '=', options.category)
            .filterWhere('key', '=', options.key)
            .as('existing'),
      ])
      .where('user_id', '=', options.userId)
      .executeTakeFirstOrThrow();
    // Replacing a value is always allowed; a new key only below the cap.
    if (Number(stored.existing) === 0 && Number(stored.count) >= MAX_PREFERENCES_PER_USER) {
      throw new PreferenceRefusedError(
        `A user may store at most ${MAX_PREFERENCES_PER_USER} preferences; delete one before adding another`,
      );
    }
    await trx
      .insertInto('preferences')
      .values({ user_id: options.userId, category: options.category, key: options.key, value, updated })
      .onConflict((oc) => oc.columns(['user_id', 'category', 'key']).doUpdateSet({ value, updated }))
      .execute();
  });
  return { category: options.category, key: options.key, value: options.value ?? null };
}
