import { describe, expect, it } from 'vitest';
import { fetchJson } from './fetch-json';

const respond = (body: BodyInit | null, init: ResponseInit) => async () => new Response(body, init);

describe('fetchJson (spec §8 Fetch)', () => {
  it('resolves the parsed body of a successful response', async () => {
    await expect(fetchJson('/x', undefined, respond('{"data":[1,2]}', { status: 200 }))).resolves.toEqual({
      data: [1, 2],
    });
  });

  it('resolves undefined for 204 No Content', async () => {
    await expect(fetchJson('/x', undefined, respond(null, { status: 204 }))).resolves.toBeUndefined();
  });

  it('throws the parsed JSON body for a status of 400 or more, with the status attached', async () => {
    const body = { error: 'Invalid username or password', message: 'Check your credentials' };
    const thrown = await fetchJson<{ status?: number }>(
      '/x',
      undefined,
      respond(JSON.stringify(body), { status: 401 }),
    ).catch((e: unknown) => e as { status?: number });
    expect(thrown).toEqual(body);
    expect(thrown.status).toBe(401);
  });

  it("throws 'status statusText' as text when the error body is not JSON", async () => {
    await expect(
      fetchJson('/x', undefined, respond('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    ).rejects.toBe('502 Bad Gateway');
  });

  it("throws 'error fetching data' when the body cannot be read", async () => {
    const broken = async () =>
      ({ status: 200, statusText: 'OK', text: () => Promise.reject(new Error('reset')) }) as unknown as Response;
    await expect(fetchJson('/x', undefined, broken)).rejects.toBe('error fetching data');
    await expect(fetchJson('/x', undefined, respond('not json', { status: 200 }))).rejects.toBe('error fetching data');
  });

  it('sends same-origin credentials so the apikey cookie travels', async () => {
    let seen: RequestInit | undefined;
    await fetchJson('/x', { method: 'POST' }, async (_url, init) => {
      seen = init;
      return new Response('{}', { status: 200 });
    });
    expect(seen).toMatchObject({ method: 'POST', credentials: 'same-origin' });
  });
});
