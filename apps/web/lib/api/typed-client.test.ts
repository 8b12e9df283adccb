import { describe, expect, it } from 'vitest';
import { createSpecFetch, createTypedApiClient, FORM_BODY, readData, withApikey } from './typed-client';

const BASE = 'http://web.test/x';

function stub(body: BodyInit | null, init: ResponseInit = { status: 200 }) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return new Response(body, init);
  };
  return { seen, client: createTypedApiClient({ baseUrl: BASE, fetch }) };
}

describe('typed API client (openapi-fetch over the generated types)', () => {
  it('calls the API through /x with the query encoded as spec §5 says, and reads .data', async () => {
    const preset = {
      Group: 'equ_top100',
      Name: 'Top 100',
      Class: 'equ',
      Count: 100,
      Dataset: 'rma',
      Featured: null,
      type: 'system',
    };
    const { seen, client } = stub(JSON.stringify({ data: preset }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    const group = await readData(
      client.GET('/presets/get', { params: { query: { group: 'equ_top100', apikey: 'a+b/c' } } }),
    );
    expect(group.Group).toBe('equ_top100');
    expect(seen[0]?.url).toBe(`${BASE}/presets/get?group=equ_top100&apikey=a%2Bb%2Fc`);
    expect(seen[0]?.credentials).toBe('same-origin');
  });

  it('fills path parameters and drops empty query values', async () => {
    const { seen, client } = stub(JSON.stringify({ data: [] }), { status: 200 });
    await client.GET('/groupassets2', { params: { query: { search: 'apple', group: '' as string, limit: 5 } } });
    expect(seen[0]?.url).toBe(`${BASE}/groupassets2?search=apple&limit=5`);
  });

  it('throws the parsed JSON body with its status for a status of 400 or more (spec §8)', async () => {
    const body = { error: "Invalid parameter 'start'", message: "Invalid parameter 'start': must be YYYY-MM-DD" };
    const { client } = stub(JSON.stringify(body), { status: 400 });
    const thrown = (await client
      .GET('/asset-trmi3', { params: { query: { asset: 'x', start: 'bad' } } })
      .catch((error: unknown) => error)) as { status?: number };
    expect(thrown).toEqual(body);
    expect(thrown.status).toBe(400);
  });

  it("throws 'status statusText' when an error body is not JSON", async () => {
    const { client } = stub('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(client.GET('/presets/list')).rejects.toBe('502 Bad Gateway');
  });

  it("throws 'error fetching data' when a body cannot be read or is not the JSON it claims", async () => {
    const broken = createSpecFetch(
      async () => ({ status: 200, text: () => Promise.reject(new Error('reset')) }) as unknown as Response,
    );
    await expect(broken(new Request(`${BASE}/presets/list`))).rejects.toBe('error fetching data');
    const { client } = stub('not json', { status: 200, headers: { 'content-type': 'application/json' } });
    await expect(client.GET('/presets/list')).rejects.toBe('error fetching data');
  });

  it('posts a form body and sends an explicit API key in the query when asked', async () => {
    const { seen, client } = stub(JSON.stringify({ data: { apikey: 'k', status: 'pending' } }), { status: 200 });
    const linked = await readData(
      client.POST('/account/sftplogin/{username}', {
        params: { path: { username: 'GE-DEMO 1' } },
        body: { name: 'GE-DEMO 1', password: 'p&w=1' },
        ...FORM_BODY,
      }),
    );
    expect(linked.apikey).toBe('k');
    expect(seen[0]?.url).toBe(`${BASE}/account/sftplogin/GE-DEMO%201`);
    expect(seen[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await seen[0]?.text()).toBe('name=GE-DEMO+1&password=p%26w%3D1');
    await client.GET('/account', { ...withApikey('a+b/c'), cache: 'no-store' });
    expect(seen[1]?.url).toBe(`${BASE}/account?apikey=a%2Bb%2Fc`);
  });

  it('resolves undefined data for an empty answer', async () => {
    const { client } = stub(null, { status: 204 });
    await expect(readData(client.POST('/auth/logout'))).resolves.toBeUndefined();
  });
});

describe('typed API client outside the browser', () => {
  it('needs an absolute base URL (no page origin to resolve /x against)', () => {
    expect(() => createTypedApiClient()).toThrow(/absolute baseUrl/);
  });
});
