/** What route plugins share: configuration, the accounts store, the clock and the API-key cache. */
import type { ApikeyCache } from './auth/apikey-cache';
import type { Config } from './config';
import type { LakeView } from './lake/open-lake';
import type { AccountRecord } from './store/account-record';
import type { AccountsDb } from './store/database-schema';
import type { AccountsDialect } from './store/open-accounts-database';

export interface AppContext {
  config: Config;
  db: AccountsDb;
  dialect: AccountsDialect;
  /** The current time; tests pass a controllable clock (expiry, provisioning delay). */
  now: () => Date;
  apikeys: ApikeyCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route as registered, for the OpenAPI completeness check. */
    registeredRoutes: Array<{ method: string; url: string }>;
    /** The published lake the routes and the SFTP server read. */
    lakes: LakeView;
  }
  interface FastifyRequest {
    /** The signed-in account, set by the guards of src/auth/guards.ts. */
    account: AccountRecord | null;
  }
}
