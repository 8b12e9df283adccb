/**
 * Resolves keys to accounts with a short in-memory cache (ARCHITECTURE.md 'Request flow'): data customers call
 * with the same key many times a second. Two kinds of key are accepted on the same calls: the long-lived data key
 * of a user (customer scripts, `?apikey=`) and a web session key (the HttpOnly `apikey` cookie, issue 12 §6),
 * which ends after its idle and absolute lifetimes or when revoked.
 *
 * Revocation holds on every replica: every invalidation is applied here at once and, with Redis, published to
 * the other API processes; without Redis an entry is trusted for `ttlMs` only (APIKEY_CACHE_TTL_MS).
 * Entries are named by the key's hash, so neither this cache nor an invalidation message holds a usable key.
 */
import { LRUCache } from 'lru-cache';
import type { AccountRecord } from '../store/account-record';
import { hashKey } from '../store/apikeys';
import type { AccountsDb } from '../store/database-schema';
import { deleteSession } from '../store/sessions/delete-session';
import { findSession } from '../store/sessions/find-session';
import {
  isSessionLive,
  SESSION_TOUCH_INTERVAL_MS,
  type SessionLifetimes,
  type SessionRecord,
} from '../store/sessions/session-record';
import { touchSession } from '../store/sessions/touch-session';
import { getUserByApikey } from '../store/users/get-user-by-apikey';

/** What the processes tell each other: a user's keys or one session are no longer valid. */
export type KeyInvalidation = { kind: 'user'; username: string } | { kind: 'session'; keyHash: string };

/** Carries invalidations between API processes (Redis pub/sub, auth/redis-invalidation-bus.ts). */
export interface InvalidationBus {
  publish(message: KeyInvalidation): Promise<void>;
  subscribe(handler: (message: KeyInvalidation) => void): void;
  close(): Promise<void>;
}

export interface ApikeyCacheOptions {
  db: AccountsDb;
  /** The clock of session lifetimes (tests move it); the cache's own expiry runs on the system clock. */
  now?: () => Date;
  lifetimes: SessionLifetimes;
  /** 0 caches nothing: every call looks its key up. */
  ttlMs?: number;
  maxEntries?: number;
  bus?: InvalidationBus | null;
}

/** The account of a key, and its web session when the key is a session key. */
export interface ResolvedKey {
  account: AccountRecord;
  /** Null for a data key. */
  session: SessionRecord | null;
}

export class ApikeyCache {
  private readonly entries: LRUCache<string, ResolvedKey> | null;
  private readonly db: AccountsDb;
  private readonly now: () => Date;
  private readonly lifetimes: SessionLifetimes;
  private readonly bus: InvalidationBus | null;

  constructor(options: ApikeyCacheOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.lifetimes = options.lifetimes;
    const ttlMs = options.ttlMs ?? 5_000;
    this.entries = ttlMs > 0 ? new LRUCache({ max: options.maxEntries ?? 10_000, ttl: ttlMs }) : null;
    this.bus = options.bus ?? null;
    this.bus?.subscribe((message) => this.apply(message));
  }

  /** The account behind a data key or a live session key; undefined for anything else. */
  async resolve(key: string): Promise<AccountRecord | undefined> {
    return (await this.resolveKey(key))?.account;
  }

  /** As resolve, with the web session when the key is a session key. */
  async resolveKey(key: string): Promise<ResolvedKey | undefined> {
    const keyHash = hashKey(key);
    const cached = this.entries?.get(keyHash);
    const resolved = cached ?? (await this.load(key, keyHash));
    // Unknown keys are not cached, so a key created a moment ago works at once.
    if (!resolved) return undefined;
    // Set on a miss only: an entry's time to live runs from its lookup, however often the key is used.
    if (!cached) this.entries?.set(keyHash, resolved);
    return resolved.session ? this.checkSession(keyHash, resolved) : resolved;
  }

  /** Forgets every cached key of a user here and in every other process (a changed account, a rotated key). */
  invalidateUser(username: string): Promise<void> {
    return this.invalidate({ kind: 'user', username });
  }

  /** Forgets one session key here and in every other process (sign-out). */
  invalidateSession(keyHash: string): Promise<void> {
    return this.invalidate({ kind: 'session', keyHash });
  }

  clear(): void {
    this.entries?.clear();
  }

  async close(): Promise<void> {
    await this.bus?.close();
  }

  private async invalidate(message: KeyInvalidation): Promise<void> {
    this.apply(message);
    // A lost message is bounded by the TTL of the other processes' entries: never fail the caller's change for it.
    await this.bus?.publish(message).catch(() => undefined);
  }

  private apply(message: KeyInvalidation): void {
    if (!this.entries) return;
    if (message.kind === 'session') {
      this.entries.delete(message.keyHash);
      return;
    }
    const stale: string[] = [];
    for (const [keyHash, entry] of this.entries.entries()) {
      if (entry.account.username === message.username) stale.push(keyHash);
    }
    for (const keyHash of stale) this.entries.delete(keyHash);
  }

  private async load(key: string, keyHash: string): Promise<ResolvedKey | undefined> {
    const found = await findSession(this.db, { keyHash });
    if (found) return found;
    const account = await getUserByApikey(this.db, { apikey: key });
    return account ? { account, session: null } : undefined;
  }

  /** A session answers only within its lifetimes; its last use is written at most once a minute. */
  private async checkSession(keyHash: string, resolved: ResolvedKey): Promise<ResolvedKey | undefined> {
    const session = resolved.session as SessionRecord;
    const now = this.now();
    if (!isSessionLive(session, this.lifetimes, now)) {
      this.entries?.delete(keyHash);
      await deleteSession(this.db, { keyHash });
      return undefined;
    }
    if (now.getTime() - Date.parse(session.lastUsed) < SESSION_TOUCH_INTERVAL_MS) return resolved;
    await touchSession(this.db, { keyHash, now });
    const touched = { ...resolved, session: { ...session, lastUsed: now.toISOString() } };
    if (this.entries?.has(keyHash)) this.entries.set(keyHash, touched, { noUpdateTTL: true });
    return touched;
  }
}
