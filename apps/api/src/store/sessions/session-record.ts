/** A web session (issue 12 §6) and the one rule of when it ends. */
import type { SessionsTable } from '../database-schema';

export interface SessionRecord {
  keyHash: string;
  userId: string;
  created: string;
  lastUsed: string;
}

/** How long a session lives (SESSION_IDLE_TIMEOUT_MS and SESSION_MAX_AGE_MS). */
export interface SessionLifetimes {
  /** Ends this long after its last use. */
  idleMs: number;
  /** Ends this long after sign-in, however busy. */
  maxAgeMs: number;
}

/** last_used is written at most this often, so that a busy session does not write on every call. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export function toSessionRecord(row: SessionsTable): SessionRecord {
  return { keyHash: row.key_hash, userId: row.user_id, created: row.created, lastUsed: row.last_used };
}

/** The time (ms since the epoch) at which the session ends: idle or absolute lifetime, whichever comes first. */
export function getSessionEnd(
  session: Pick<SessionRecord, 'created' | 'lastUsed'>,
  lifetimes: SessionLifetimes,
): number {
  return Math.min(Date.parse(session.lastUsed) + lifetimes.idleMs, Date.parse(session.created) + lifetimes.maxAgeMs);
}

export function isSessionLive(
  session: Pick<SessionRecord, 'created' | 'lastUsed'>,
  lifetimes: SessionLifetimes,
  now: Date,
): boolean {
  return now.getTime() < getSessionEnd(session, lifetimes);
}
