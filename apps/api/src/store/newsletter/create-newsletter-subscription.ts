import type { AccountsDb } from '../database-schema';

export interface CreateNewsletterSubscriptionOptions {
  email: string;
  now: Date;
}

/**
 * Subscribes an email; subscribing twice is harmless. Says nothing about whether it was subscribed already: the
 * call is open to everyone, so that would tell anyone who is on the list.
 */
export async function createNewsletterSubscription(
  db: AccountsDb,
  options: CreateNewsletterSubscriptionOptions,
): Promise<void> {
  const email = options.email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('newsletter')
      .values({ email, created: options.now.toISOString() })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  });
}
