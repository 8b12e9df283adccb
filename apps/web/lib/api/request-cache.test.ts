import { describe, expect, it, vi } from 'vitest';
import { createRequestCache } from './request-cache';

describe('request dedupe (spec §9, default 60 s)', () => {
  it('shares one request per key within the time to live', async () => {
    let time = 0;
    const cache = createRequestCache({ now: () => time });
    const load = vi.fn(async () => 'value');
    await Promise.all([cache.dedupe('a', load), cache.dedupe('a', load)]);
    time = 59_999;
    await cache.dedupe('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.dedupe('b', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again once 60 s have passed', async () => {
    let time = 0;
    const cache = createRequestCache({ now: () => time });
    const load = vi.fn(async () => time);
    await cache.dedupe('a', load);
    time = 60_000;
    await expect(cache.dedupe('a', load)).resolves.toBe(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures', async () => {
    const cache = createRequestCache();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    await expect(cache.dedupe('a', load)).rejects.toThrow('down');
    await expect(cache.dedupe('a', load)).resolves.toBe('ok');
  });
});
