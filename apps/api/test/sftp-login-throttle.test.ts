/**
 * Failed SFTP logins per address (issue 17 'Bad input'): refusals slow down after a few failures, the address is
 * blocked after many, a block ends after its time, and one address's failures never touch another's.
 */
import { describe, expect, it } from 'vitest';
import {
  BLOCK_MS,
  FAILURE_WINDOW_MS,
  FAILURES_BEFORE_BLOCKING,
  FAILURES_BEFORE_SLOWING,
  LoginThrottle,
} from '../src/sftp/login-throttle';

function throttleWithClock() {
  let now = Date.UTC(2026, 10, 26, 12);
  const throttle = new LoginThrottle(() => now);
  return {
    throttle,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SFTP login throttle', () => {
  it('adds no wait to the first 5 failures, then a growing one', () => {
    const { throttle } = throttleWithClock();
    const waits = Array.from({ length: FAILURES_BEFORE_SLOWING + 3 }, () => throttle.fail('10.0.0.1'));
    expect(FAILURES_BEFORE_SLOWING).toBe(5);
    expect(waits.slice(0, FAILURES_BEFORE_SLOWING)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(FAILURES_BEFORE_SLOWING)).toEqual([1_000, 2_000, 3_000]);
    expect(throttle.isBlocked('10.0.0.1')).toBe(false);
  });

  it('blocks an address at its 20th failure, for 15 minutes, and only that address', () => {
    const { throttle, advance } = throttleWithClock();
    expect(FAILURES_BEFORE_BLOCKING).toBe(20);
    for (let failure = 1; failure < FAILURES_BEFORE_BLOCKING; failure++) throttle.fail('10.0.0.2');
    expect(throttle.isBlocked('10.0.0.2')).toBe(false);
    throttle.fail('10.0.0.2');
    expect(throttle.isBlocked('10.0.0.2')).toBe(true);
    expect(throttle.isBlocked('10.0.0.3')).toBe(false);

    expect(BLOCK_MS).toBe(15 * 60_000);
    advance(BLOCK_MS - 1);
    expect(throttle.isBlocked('10.0.0.2')).toBe(true);
    advance(1);
    expect(throttle.isBlocked('10.0.0.2')).toBe(false);
    // The block's failures are forgotten with it: the next failure waits nothing extra.
    expect(throttle.fail('10.0.0.2')).toBe(0);
  });

  it('forgets failures older than the window, and all of them after a successful login', () => {
    const { throttle, advance } = throttleWithClock();
    for (let failure = 0; failure < FAILURES_BEFORE_SLOWING; failure++) throttle.fail('10.0.0.4');
    advance(FAILURE_WINDOW_MS + 1);
    expect(throttle.fail('10.0.0.4')).toBe(0);

    for (let failure = 0; failure < FAILURES_BEFORE_BLOCKING - 1; failure++) throttle.fail('10.0.0.5');
    throttle.succeed('10.0.0.5');
    expect(throttle.fail('10.0.0.5')).toBe(0);
    expect(throttle.isBlocked('10.0.0.5')).toBe(false);
  });
});
