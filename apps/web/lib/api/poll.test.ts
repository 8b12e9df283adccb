import { describe, expect, it, vi } from 'vitest';
import { poll } from './poll';

function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    sleeps,
  };
}

describe('poll (spec §9: 300000 ms limit, 1000 ms interval by default)', () => {
  it('loads at once and then every second until done', async () => {
    const clock = fakeClock();
    const values = [1, 2, 3];
    const load = vi.fn(async () => values.shift() ?? 0);
    await expect(poll({ load, isDone: (v) => v === 3, now: clock.now, sleep: clock.sleep })).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it("rejects with 'timeout' after the 300000 ms limit", async () => {
    const clock = fakeClock();
    const load = vi.fn(async () => false);
    await expect(poll({ load, isDone: Boolean, now: clock.now, sleep: clock.sleep })).rejects.toBe('timeout');
    expect(load).toHaveBeenCalledTimes(301);
  });

  it('propagates a failing load', async () => {
    await expect(poll({ load: () => Promise.reject({ error: 'gone' }), isDone: () => true })).rejects.toEqual({
      error: 'gone',
    });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(poll({ load: async () => 1, isDone: () => false, signal: controller.signal })).rejects.toThrow(
      'left the page',
    );
  });
});
