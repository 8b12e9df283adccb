import { APIKEY_MARKER } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { parseStoredUser, readStoredUser, writeStoredUser } from './stored-user';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('stored user (localStorage `user`)', () => {
  it('round-trips a user under the key `user`', () => {
    const storage = memoryStorage();
    const user = {
      username: 'a',
      apikey: APIKEY_MARKER,
      role: 'manual' as const,
      expires: null,
      data_perms: {},
      permissions: {},
    };
    writeStoredUser(storage, user);
    expect([...storage.map.keys()]).toEqual(['user']);
    expect(readStoredUser(storage)).toEqual(user);
    writeStoredUser(storage, null);
    expect(readStoredUser(storage)).toBeNull();
  });

  it('never keeps a key: a user given with a raw key is stored, and read back, with the marker', () => {
    const storage = memoryStorage();
    const user = {
      username: 'a',
      apikey: 'a-raw-key',
      role: 'ssh' as const,
      expires: null,
      data_perms: {},
      permissions: {},
    };
    writeStoredUser(storage, user);
    expect(storage.getItem('user')).not.toContain('a-raw-key');
    expect(readStoredUser(storage)).toEqual({ ...user, apikey: APIKEY_MARKER });
    // A user stored by an older version with its key reads as the marker.
    expect(parseStoredUser(JSON.stringify(user))?.apikey).toBe(APIKEY_MARKER);
  });

  it("forgets the account's analytics hints (its group names) with the user", () => {
    const storage = memoryStorage();
    storage.setItem('analytics-hints', '{"username":"a"}');
    writeStoredUser(storage, null);
    expect(storage.getItem('analytics-hints')).toBeNull();
  });

  it('reads broken or foreign values as no user', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('"text"')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ username: 'a', apikey: 'k', role: 'root' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ username: 'a', role: 'ssh' }))).toBeNull();
  });

  it('fills missing permission objects so derived permissions never throw', () => {
    const user = parseStoredUser(JSON.stringify({ username: 'a', apikey: 'k', role: 'ssh' }));
    expect(user).toMatchObject({ data_perms: {}, permissions: {}, expires: null });
  });
});
