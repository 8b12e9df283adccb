/**
 * Resolves API keys to accounts with a short in-memory cache (ARCHITECTURE.md 'Request flow'): data
 * customers call with the same key many times a second, and a few seconds of staleness is acceptable because
 * every write through this process invalidates the cache at once.
 */
import type { AccountRecord } from '../store/account-record';
import type { AccountsDb } from '../store/database-schema';
import { getUserByApikey } from '../store/users/get-user-by-apikey';

export interface ApikeyCacheOptions {
  db: AccountsDb;
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  account: AccountRecord;
  expiresAt: number;
}

export class ApikeyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly db: AccountsDb;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: ApikeyCacheOptions) {
    this.db = options.db;
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  async resolve(apikey: string): Promise<AccountRecord | undefined> {
    const now = Date.now();
    const hit = this.entries.get(apikey);
    if (hit && hit.expiresAt > now) return hit.account;
    // Unknown keys are not cached, so a key created a moment ago works at once.
    const account = await getUserByApikey(this.db, { apikey });
    if (!account) {
      this.entries.delete(apikey);
      return undefined;
    }
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(apikey, { account, expiresAt: now + this.ttlMs });
    return account;
  }

  /** Forget every cached key of a user (after an update, a key rotation or a password reset). */
  invalidateUser(username: string): void {
    for (const [apikey, entry] of this.entries) {
      if (entry.account.username === username) this.entries.delete(apikey);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
