/** A stored preference (spec §3 'Stored preference: category, key, value (JSON)'). */
export interface Preference {
  category: string;
  key: string;
  value: unknown;
}

/**
 * Bounds of what one user may store (issue 12 §6: a value nested 4,000 levels deep broke JSON.stringify with a
 * 500, and a 900 kB value and 120 keys were accepted). Generous for settings and saved views, small for a store.
 */
/** Levels of nested arrays and objects in one value (`{"a":[1]}` is 2). */
export const MAX_PREFERENCE_DEPTH = 32;
/** Bytes of one value as stored (its JSON text, UTF-8). */
export const MAX_PREFERENCE_VALUE_BYTES = 65_536;
/** Preferences (category and key pairs) per user. */
export const MAX_PREFERENCES_PER_USER = 100;

/** A preference the store refuses to write; the message says why, for the caller. */
export class PreferenceRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreferenceRefusedError';
  }
}

/** True when the value nests deeper than `maxDepth`; walks with its own stack, so no depth can overflow it. */
function isNestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node))
      pending.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/** The value's JSON text for storage, or PreferenceRefusedError when it is too deep or too large. */
export function serializePreferenceValue(value: unknown): string {
  if (isNestedDeeperThan(value, MAX_PREFERENCE_DEPTH)) {
    throw new PreferenceRefusedError(
      `Invalid parameter 'value': nests deeper than ${MAX_PREFERENCE_DEPTH} levels of arrays and objects`,
    );
  }
  const json = JSON.stringify(value ?? null);
  const bytes = Buffer.byteLength(json);
  if (bytes > MAX_PREFERENCE_VALUE_BYTES) {
    throw new PreferenceRefusedError(
      `Invalid parameter 'value': is ${bytes} bytes as JSON, more than the ${MAX_PREFERENCE_VALUE_BYTES} a preference may hold`,
    );
  }
  return json;
}

export function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
