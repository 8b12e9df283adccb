/** A group's top list and heatmap are computed once per build and URL, and served again as the same JSON. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeReadPools } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { AnswerCache, answerBytes } from '../src/lake/answer-cache';
import { signInKey } from './helpers/test-app';

describe('answers of /heatmaps and /overview-topn', () => {
  const dataDir = inject('tinyLakeDir');
  const root = mkdtempSync(join(tmpdir(), 'moodwire-answer-cache-'));
  let app: FastifyInstance;
  let manual: string;
  let admin: string;
  const get = (url: string, apikey: string) => app.inject({ method: 'GET', url: `${url}&apikey=${apikey}` });

  beforeAll(async () => {
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'answers.db'),
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    });
    app = await buildApp(config, { dataDir });
    manual = await signInKey(app, 'demo-manual');
    admin = await signInKey(app, 'demo-admin');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a repeated call as the same JSON to every caller, and other parameters as their own answer', async () => {
    for (const [url, list] of [
      ['/heatmaps?group=equ&maxnum=3', 'tiles'],
      // minbuzz=0: the tiny lake's movers above the default minbuzz of equ are fewer than 5 on its last day.
      ['/overview-topn?group=equ&num=3&minbuzz=0', 'rows'],
    ] as const) {
      const first = await get(url, manual);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect((first.json().data[list] as unknown[]).length).toBe(3);
      const again = await get(url, admin);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      const wider = await get(url.replace('=3', '=5'), manual);
      expect((wider.json().data[list] as unknown[]).length).toBe(5);
      expect(wider.body).not.toBe(first.body);
    }
  });
});

describe('the answer cache bound by bytes', () => {
  /** A serialised answer of `bytes` bytes, as the snapshot routes cache it. */
  const answerOf = (bytes: number) => async () => 'x'.repeat(bytes);
  const KB = 1_024;

  it('evicts the least recently used answers once the bytes held pass the bound', async () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 300 * KB });
    await cache.get('a', answerOf(100 * KB));
    await cache.get('b', answerOf(100 * KB));
    await cache.get('c', answerOf(100 * KB));
    expect(cache.bytes).toBe(300 * KB);
    // 'a' used again: 'b' is now the oldest and goes when 'd' comes in.
    await cache.get('a', answerOf(1));
    await cache.get('d', answerOf(100 * KB));
    expect(cache.bytes).toBeLessThanOrEqual(300 * KB);
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.has(key))).toEqual(['a', 'c', 'd']);
    // A large answer pushes out as many of the oldest as it needs.
    await cache.get('e', answerOf(150 * KB));
    expect(['a', 'c', 'd', 'e'].filter((key) => cache.has(key))).toEqual(['d', 'e']);
    expect(cache.bytes).toBe(250 * KB);
  });

  it('answers an answer larger than the bound without keeping it (nor evicting others), and keeps none with a bound of 0', async () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 50 * KB });
    await cache.get('small', answerOf(10 * KB));
    expect(await cache.get('huge', answerOf(60 * KB))).toHaveLength(60 * KB);
    expect(cache.has('huge')).toBe(false);
    // An answer that could never be kept does not push out the answers that fit.
    expect(cache.has('small')).toBe(true);
    expect(cache.bytes).toBe(10 * KB);
    const none = new AnswerCache({ maxEntries: 100, maxBytes: 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 'answer';
    };
    await none.get('k', load);
    await none.get('k', load);
    expect(loads).toBe(2);
    expect(none.count).toBe(0);
  });

  it('serves a kept answer without loading it again, and still bounds the number of answers', async () => {
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 1_000 * KB });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { rows: [1, 2, 3] };
    };
    expect(await cache.get('a', load)).toEqual({ rows: [1, 2, 3] });
    expect(await cache.get('a', load)).toEqual({ rows: [1, 2, 3] });
    expect(loads).toBe(1);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.count).toBe(2);
    expect(cache.has('a')).toBe(false);
    expect(cache.bytes).toBe(2 * answerBytes({ rows: [1, 2, 3] }));
  });

  it('keeps an answer once it settles, shares it while pending, and never keeps a failed one', async () => {
    const cache = new AnswerCache({ maxEntries: 1, maxBytes: 1_000 * KB });
    let release: (value: string) => void = () => {};
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const pending = cache.get('slow', slow);
    const shared = cache.get('slow', slow);
    expect(loads).toBe(1);
    expect(cache.bytes).toBe(0);
    await cache.get('fast', answerOf(KB));
    expect(cache.has('slow')).toBe(false);
    release('y'.repeat(10 * KB));
    expect(await shared).toBe(await pending);
    // Settled last, it is the most recent answer: the entry bound of 1 keeps it alone.
    expect(cache.has('slow')).toBe(true);
    expect(cache.has('fast')).toBe(false);
    expect(cache.bytes).toBe(10 * KB);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.has('bad')).toBe(false);
    expect(cache.bytes).toBe(10 * KB);
  });

  it('sizes an answer by its bytes, its UTF-8 bytes, or by its JSON text', () => {
    expect(answerBytes(Buffer.from('a,é\n'))).toBe(5);
    expect(answerBytes(Buffer.alloc(200_000))).toBe(200_000);
    expect(answerBytes('{"a":"é"}')).toBe(10);
    expect(answerBytes({ a: 'é' })).toBe(10);
    expect(answerBytes(undefined)).toBe(0);
  });
});
