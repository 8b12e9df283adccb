import { describe, expect, it } from 'vitest';
import { queryKey, requestKey, SingleFlight } from '../src/lake/single-flight';

describe('SingleFlight', () => {
  it('computes identical concurrent work once and shares the answer', async () => {
    const flights = new SingleFlight();
    let runs = 0;
    let release: (value: string) => void = () => {};
    const work = () => {
      runs++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = flights.run('a', work);
    const second = flights.run('a', work);
    expect(runs).toBe(1);
    release('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(flights.size).toBe(0);
    // Once settled, the next request computes afresh.
    const third = flights.run('a', work);
    expect(runs).toBe(2);
    release('again');
    expect(await third).toBe('again');
  });

  it('keeps different keys apart and forgets failures', async () => {
    const flights = new SingleFlight();
    await expect(flights.run('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await flights.run('x', () => Promise.resolve(1))).toBe(1);
    const [a, b] = await Promise.all([flights.run('p', async () => 'p'), flights.run('q', async () => 'q')]);
    expect([a, b]).toEqual(['p', 'q']);
  });
});

describe('requestKey', () => {
  it('ignores the API key and the order of parameters', () => {
    expect(requestKey('/heatmaps?group=equ&apikey=k1&maxnum=5', 'build')).toBe(
      requestKey('/heatmaps?maxnum=5&group=equ&apikey=k2', 'build'),
    );
    expect(requestKey('/heatmaps?group=equ', 'build')).not.toBe(requestKey('/heatmaps?group=cur', 'build'));
    expect(requestKey('/heatmaps?group=equ', 'b1')).not.toBe(requestKey('/heatmaps?group=equ', 'b2'));
  });
});

describe('queryKey', () => {
  it('ignores the API key and the order of parameters, and tells values and builds apart', () => {
    expect(queryKey('/heatmaps', { group: 'equ', apikey: 'k1', maxnum: 5 }, 'build')).toBe(
      queryKey('/heatmaps', { maxnum: 5, group: 'equ', apikey: 'k2' }, 'build'),
    );
    expect(queryKey('/heatmaps', { group: 'equ' }, 'build')).not.toBe(queryKey('/heatmaps', { group: 'cur' }, 'build'));
    expect(queryKey('/heatmaps', { group: 'equ' }, 'b1')).not.toBe(queryKey('/heatmaps', { group: 'equ' }, 'b2'));
    expect(queryKey('/heatmaps', { group: 'a&b=c' }, 'b')).not.toBe(queryKey('/heatmaps', { group: 'a', b: 'c' }, 'b'));
  });
});
