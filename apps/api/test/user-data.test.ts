import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, signInKey, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

interface Watchlist {
  key: string;
  name: string;
  type: string;
  assets: string[];
  updated: string;
}

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`preferences and watchlists on ${backend.name}`, () => {
    let t: TestApp;
    let adminKey: string;
    let manualKey: string;
    beforeAll(async () => {
      t = await createTestApp({ backend });
      adminKey = await signInKey(t.app, 'demo-admin');
      manualKey = await signInKey(t.app, 'demo-manual');
    });
    afterAll(async () => {
      await t?.close();
    });

    describe('preferences', () => {
      it('stores, reads, lists, replaces and deletes a preference', async () => {
        const insert = await t.app.inject({
          method: 'POST',
          url: `/user/prefs/insert?category=charts&key=indicator&apikey=${manualKey}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `value=${encodeURIComponent(JSON.stringify({ code: 'sentiment', window: 7 }))}`,
        });
        expect(insert.statusCode).toBe(200);
        expect(dataOf(insert)).toEqual({
          category: 'charts',
          key: 'indicator',
          value: { code: 'sentiment', window: 7 },
        });

        const get = await t.app.inject({
          method: 'GET',
          url: `/user/prefs/get?category=charts&key=indicator&apikey=${manualKey}`,
        });
        expect(dataOf(get)).toEqual({ category: 'charts', key: 'indicator', value: { code: 'sentiment', window: 7 } });

        await t.app.inject({
          method: 'POST',
          url: `/user/prefs/insert?category=charts&key=indicator&apikey=${manualKey}`,
          payload: { value: '"buzz"' },
        });
        await t.app.inject({
          method: 'POST',
          url: `/user/prefs/insert?category=ui&key=dense&apikey=${manualKey}`,
          payload: { value: 'true' },
        });
        const list = await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${manualKey}` });
        expect(dataOf(list)).toEqual([
          { category: 'charts', key: 'indicator', value: 'buzz' },
          { category: 'ui', key: 'dense', value: true },
        ]);

        const removed = await t.app.inject({
          method: 'POST',
          url: `/user/prefs/delete?category=charts&key=indicator&apikey=${manualKey}`,
        });
        expect(dataOf(removed)).toEqual({ deleted: true });
        const gone = await t.app.inject({
          method: 'GET',
          url: `/user/prefs/get?category=charts&key=indicator&apikey=${manualKey}`,
        });
        expect(gone.statusCode).toBe(200);
        expect(dataOf(gone)).toBeNull();
      });

      it("keeps one user's preferences from another", async () => {
        await t.app.inject({
          method: 'POST',
          url: `/user/prefs/insert?category=private&key=note&apikey=${manualKey}`,
          payload: { value: '"mine"' },
        });
        const other = await t.app.inject({
          method: 'GET',
          url: `/user/prefs/get?category=private&key=note&apikey=${adminKey}`,
        });
        expect(dataOf(other)).toBeNull();
      });

      it('refuses a value that is not JSON text, naming the parameter', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/user/prefs/insert?category=charts&key=x&apikey=${manualKey}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'value=not-json',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain("'value'");
      });

      it('refuses a missing key with 400 naming the parameter', async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/user/prefs/get?category=charts&apikey=${manualKey}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe("Missing required parameter 'key'");
      });

      it('refuses preferences without a key with 401', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/user/prefs/list' });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'Account required' });
      });
    });

    for (const version of [4, 5] as const) {
      describe(`watchlists v${version}`, () => {
        const base = `/user/watchlistsv${version}`;

        it('creates, lists, replaces and deletes a watchlist', async () => {
          const created = await t.app.inject({
            method: 'POST',
            url: `${base}/insert?apikey=${adminKey}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `name=Big%20tech&assets=${encodeURIComponent('["AAPL.O","MSFT.O"]')}`,
          });
          expect(created.statusCode).toBe(200);
          const watchlist = dataOf<Watchlist>(created);
          expect(watchlist).toMatchObject({ name: 'Big tech', type: 'watchlist', assets: ['AAPL.O', 'MSFT.O'] });

          const replaced = await t.app.inject({
            method: 'POST',
            url: `${base}/insert?apikey=${adminKey}`,
            payload: { key: watchlist.key, name: 'Big tech 2', assets: ['NVDA.O'], type: 'portfolio' },
          });
          expect(dataOf<Watchlist>(replaced)).toMatchObject({
            key: watchlist.key,
            name: 'Big tech 2',
            assets: ['NVDA.O'],
          });

          const list = dataOf<Watchlist[]>(
            await t.app.inject({ method: 'GET', url: `${base}/list?apikey=${adminKey}` }),
          );
          expect(list).toHaveLength(1);
          expect(list[0]).toMatchObject({
            key: watchlist.key,
            name: 'Big tech 2',
            type: 'portfolio',
            assets: ['NVDA.O'],
          });

          const removed = await t.app.inject({
            method: 'POST',
            url: `${base}/delete?key=${watchlist.key}&apikey=${adminKey}`,
          });
          expect(dataOf(removed)).toEqual({ deleted: true });
          const after = dataOf<Watchlist[]>(
            await t.app.inject({ method: 'GET', url: `${base}/list?apikey=${adminKey}` }),
          );
          expect(after).toEqual([]);
        });

        it('refuses assets that are not a JSON array of codes, naming the parameter', async () => {
          const response = await t.app.inject({
            method: 'POST',
            url: `${base}/insert?apikey=${adminKey}`,
            payload: { name: 'Broken', assets: '{"a":1}' },
          });
          expect(response.statusCode).toBe(400);
          expect(response.json().error).toContain("'assets'");
        });
      });
    }

    it('keeps v4 and v5 watchlists apart', async () => {
      await t.app.inject({
        method: 'POST',
        url: `/user/watchlistsv4/insert?apikey=${adminKey}`,
        payload: { name: 'Only v4', assets: ['XOM.N'] },
      });
      const v5 = dataOf<Watchlist[]>(
        await t.app.inject({ method: 'GET', url: `/user/watchlistsv5/list?apikey=${adminKey}` }),
      );
      expect(v5.map((w) => w.name)).not.toContain('Only v4');
    });

    it('lets any signed-in user keep v4 watchlists but needs masfV5 for v5 (spec §6)', async () => {
      const v4 = await t.app.inject({ method: 'GET', url: `/user/watchlistsv4/list?apikey=${manualKey}` });
      expect(v4.statusCode).toBe(200);
      const v5 = await t.app.inject({ method: 'GET', url: `/user/watchlistsv5/list?apikey=${manualKey}` });
      expect(v5.statusCode).toBe(403);
      expect(v5.json().error).toBe('Permission required');
    });
  });
}
