/**
 * The bounds of stored preferences (issue 12 §6): a value nested about 4,000 levels deep answered 500 (stack
 * overflow in JSON.stringify), and a 900 kB value and 120 keys per user were accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PREFERENCE_DEPTH,
  MAX_PREFERENCE_VALUE_BYTES,
  MAX_PREFERENCES_PER_USER,
} from '../src/store/preferences/preference';
import { createTestApp, dataOf, signInKey, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

/** JSON text of arrays nested `depth` levels: [[[...]]]. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`preference limits on ${backend.name}`, () => {
    let t: TestApp;
    let apikey: string;
    beforeAll(async () => {
      t = await createTestApp({ backend });
      apikey = await signInKey(t.app, 'demo-manual');
    });
    afterAll(async () => {
      await t?.close();
    });

    const insertForm = (key: string, jsonText: string) =>
      t.app.inject({
        method: 'POST',
        url: `/user/prefs/insert?category=limits&key=${key}&apikey=${apikey}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `value=${encodeURIComponent(jsonText)}`,
      });
    const stored = async () =>
      dataOf<Array<{ key: string }>>(
        await t.app.inject({ method: 'GET', url: `/user/prefs/list?category=limits&apikey=${apikey}` }),
      );

    it('refuses a value nested 4,000 levels deep with 400 and a reason, as form text or as JSON', async () => {
      const asForm = await insertForm('deep', nestedArrays(4_000));
      expect(asForm.statusCode).toBe(400);
      expect(asForm.json()).toEqual({
        error: `Invalid parameter 'value': nests deeper than ${MAX_PREFERENCE_DEPTH} levels of arrays and objects`,
        message: `Invalid parameter 'value': nests deeper than ${MAX_PREFERENCE_DEPTH} levels of arrays and objects`,
      });
      const asJson = await t.app.inject({
        method: 'POST',
        url: `/user/prefs/insert?category=limits&key=deep&apikey=${apikey}`,
        headers: { 'content-type': 'application/json' },
        payload: `{"value":${'{"a":'.repeat(4_000)}1${'}'.repeat(4_000)}}`,
      });
      expect(asJson.statusCode).toBe(400);
      expect(asJson.json().error).toContain('nests deeper than');
      expect(await stored()).toEqual([]);
    });

    it(`stores ${MAX_PREFERENCE_DEPTH} levels and refuses one more`, async () => {
      expect((await insertForm('depth', nestedArrays(MAX_PREFERENCE_DEPTH))).statusCode).toBe(200);
      expect((await insertForm('depth', nestedArrays(MAX_PREFERENCE_DEPTH + 1))).statusCode).toBe(400);
      await t.app.inject({ method: 'POST', url: `/user/prefs/delete?category=limits&key=depth&apikey=${apikey}` });
    });

    it('refuses a 900 kB value with 400 and its size', async () => {
      const large = await t.app.inject({
        method: 'POST',
        url: `/user/prefs/insert?category=limits&key=large&apikey=${apikey}`,
        payload: { value: { text: 'x'.repeat(900_000) } },
      });
      expect(large.statusCode).toBe(400);
      expect(large.json().error).toMatch(
        new RegExp(`^Invalid parameter 'value': is \\d+ bytes as JSON, more than the ${MAX_PREFERENCE_VALUE_BYTES}`),
      );
      const justFits = { text: 'x'.repeat(MAX_PREFERENCE_VALUE_BYTES - '{"text":""}'.length) };
      expect((await insertForm('large', JSON.stringify(justFits))).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: `/user/prefs/delete?category=limits&key=large&apikey=${apikey}` });
    });

    it(`stores ${MAX_PREFERENCES_PER_USER} preferences per user, then refuses new keys but still replaces values`, async () => {
      for (let i = 0; i < MAX_PREFERENCES_PER_USER; i += 1) {
        const response = await insertForm(`k${i}`, String(i));
        expect(response.statusCode, `key ${i}`).toBe(200);
      }
      const refused = await insertForm('one-too-many', '1');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(
        `A user may store at most ${MAX_PREFERENCES_PER_USER} preferences; delete one before adding another`,
      );
      expect((await insertForm('k0', '"replaced"')).statusCode).toBe(200);
      expect(await stored()).toHaveLength(MAX_PREFERENCES_PER_USER);
      // Another user is not affected.
      const otherKey = await signInKey(t.app, 'demo-admin');
      const other = await t.app.inject({
        method: 'POST',
        url: `/user/prefs/insert?category=limits&key=one&apikey=${otherKey}`,
        payload: { value: 1 },
      });
      expect(other.statusCode).toBe(200);
      // Deleting one makes room.
      await t.app.inject({ method: 'POST', url: `/user/prefs/delete?category=limits&key=k1&apikey=${apikey}` });
      expect((await insertForm('one-too-many', '1')).statusCode).toBe(200);
    });
  });
}
