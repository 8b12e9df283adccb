/**
 * Numeric account numbers (issue 17: the reference's SFTP usernames are account numbers). An account gets the next
 * number the first time it is asked for; numbers start at 1,000,001 and are never reused by another account.
 */
import type { AccountsDb } from '../database-schema';

const FIRST_ACCOUNT_NUMBER = 1_000_001;
/** Two accounts numbered at once may pick the same next number: the loser retries with the one after. */
const ATTEMPTS = 5;

export interface GetAccountNumberOptions {
  userId: string;
}

export async function getAccountNumber(db: AccountsDb, options: GetAccountNumberOptions): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const found = await db
      .selectFrom('account_numbers')
      .select('account_number')
      .where('user_id', '=', options.userId)
      .executeTakeFirst();
    if (found) return Number(found.account_number);
    try {
      return await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('account_numbers')
          .select((eb) => eb.fn.max('account_number').as('last'))
          .executeTakeFirst();
        const next = Math.max(FIRST_ACCOUNT_NUMBER, Number(last?.last ?? 0) + 1);
        await trx.insertInto('account_numbers').values({ account_number: next, user_id: options.userId }).execute();
        return next;
      });
    } catch (error) {
      // A unique violation (the number, or this account numbered by a concurrent call): read again.
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
