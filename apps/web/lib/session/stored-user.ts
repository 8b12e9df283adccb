/**
 * The signed-in user as kept in localStorage under `user` (spec §7 'Other'). Its `apikey` is always the non-secret
 * marker (issue 12 §6): the key lives in the HttpOnly cookie, out of reach of every page script.
 */
import { APIKEY_MARKER, ROLES, STORAGE_KEYS, type User } from '@moodwire/domain';

/** Parses the stored value; anything that is not a plausible user reads as no user. */
export function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const user = value as Record<string, unknown>;
  if (typeof user.username !== 'string' || typeof user.apikey !== 'string' || !user.apikey) return null;
  if (typeof user.role !== 'string' || !(ROLES as readonly string[]).includes(user.role)) return null;
  return {
    ...(value as User),
    // A raw key left by an older version is read as the marker (and so never handed to the app).
    apikey: APIKEY_MARKER,
    data_perms: isRecord(user.data_perms) ? (user.data_perms as User['data_perms']) : {},
    permissions: isRecord(user.permissions) ? (user.permissions as User['permissions']) : {},
    expires: typeof user.expires === 'string' ? user.expires : null,
  };
}

function isRecord(value: unknown): boolean {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

export function readStoredUser(storage: Pick<Storage, 'getItem'>): User | null {
  return parseStoredUser(storage.getItem(STORAGE_KEYS.user));
}

/** Keeps the user, or (null) forgets it together with what the app kept for that account in the browser. */
export function writeStoredUser(storage: Pick<Storage, 'setItem' | 'removeItem'>, user: User | null): void {
  if (user) {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, apikey: APIKEY_MARKER }));
  } else {
    storage.removeItem(STORAGE_KEYS.user);
    // The account's group names (an admin's watchlists among them) leave with it.
    storage.removeItem(STORAGE_KEYS.analyticsHints);
  }
}
