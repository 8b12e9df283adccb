import type { AccountsDb } from '../database-schema';

export interface CreateNewsletterSubscriptionOptions {
  email: string;
  now: Date;
}

/** Subscribes an email; subscribing twice is harmless. Returns false when it was already subscribed. */
export async function createNewsletterSubscription(
  db: AccountsDb,
  options: CreateNewsletterSubscriptionOptions,
): Promise<boolean> {
  const email = options.email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('newsletter')
      .values({ email, created: options.now.toISOString() })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  });
}
