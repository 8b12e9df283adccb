import { randomUUID } from 'node:crypto';
import type { AccountsDb } from '../database-schema';

export interface CreateFeedbackOptions {
  message: string;
  email?: string | null;
  page?: string | null;
  userId?: string | null;
  now: Date;
}

/** Stores a feedback message; returns its id. */
export async function createFeedback(db: AccountsDb, options: CreateFeedbackOptions): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('feedback')
      .values({
        id,
        user_id: options.userId ?? null,
        email: options.email ? options.email.toLowerCase() : null,
        page: options.page ?? null,
        message: options.message,
        created: options.now.toISOString(),
      })
      .execute();
  });
  return id;
}
