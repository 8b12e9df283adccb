/** A stored preference (spec §3 'Stored preference: category, key, value (JSON)'). */
export interface Preference {
  category: string;
  key: string;
  value: unknown;
}

export function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
