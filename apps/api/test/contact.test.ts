import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, signInKey, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`feedback and newsletter on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ backend });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('stores feedback from a visitor', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/send-feedback',
        payload: { message: '  The legend is hard to read.  ', email: 'reader@example.com', page: '/ma4/heatmaps' },
      });
      expect(response.statusCode).toBe(200);
      const { id } = dataOf<{ id: string }>(response);
      const row = await t.app.ctx.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        message: 'The legend is hard to read.',
        email: 'reader@example.com',
        page: '/ma4/heatmaps',
        user_id: null,
      });
    });

    it('remembers the signed-in sender of feedback', async () => {
      const apikey = await signInKey(t.app, 'demo-ssh');
      const response = await t.app.inject({
        method: 'POST',
        url: `/send-feedback?apikey=${apikey}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'message=More%20crypto%20please',
      });
      const { id } = dataOf<{ id: string }>(response);
      const row = await t.app.ctx.db
        .selectFrom('feedback')
        .innerJoin('users', 'users.id', 'feedback.user_id')
        .select(['users.username', 'feedback.email'])
        .where('feedback.id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ username: 'demo-ssh', email: 'demo-ssh@demo.moodwire.local' });
    });

    it('refuses feedback without a message, naming the parameter', async () => {
      const missing = await t.app.inject({ method: 'POST', url: '/send-feedback', payload: { page: '/app' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe("Missing required parameter 'message'");
      const blank = await t.app.inject({ method: 'POST', url: '/send-feedback', payload: { message: '   ' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toContain("'message'");
    });

    it('subscribes an email once, whatever its case, and answers the same whether it was subscribed or not', async () => {
      const first = await t.app.inject({
        method: 'POST',
        url: '/sub-newsletter',
        payload: { email: 'News@Example.com' },
      });
      expect(first.statusCode).toBe(200);
      expect(dataOf(first)).toEqual({ email: 'news@example.com', subscribed: true });
      const again = await t.app.inject({
        method: 'POST',
        url: '/sub-newsletter',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=news%40example.com',
      });
      // Anyone may call this: the answer must not tell who is on the list (issue 12 §6).
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      const rows = await t.app.ctx.db.selectFrom('newsletter').selectAll().execute();
      expect(rows.map((row) => row.email)).toEqual(['news@example.com']);
    });

    for (const email of ['not-an-email', 'a@', '@example.com', '']) {
      it(`refuses the newsletter email '${email}' with 400 naming the parameter`, async () => {
        const response = await t.app.inject({ method: 'POST', url: '/sub-newsletter', payload: { email } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: "Invalid parameter 'email': must be a valid email address" });
      });
    }
  });
}
