import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPausableTimer } from './notification-timer';

describe('notification auto-close timer (spec §4: 15 s, pauses on hover and window blur)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after the full duration', () => {
    const onExpire = vi.fn();
    createPausableTimer(15_000, onExpire);
    vi.advanceTimersByTime(14_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not close while paused and resumes with the time that was left', () => {
    const onExpire = vi.fn();
    const timer = createPausableTimer(15_000, onExpire);
    vi.advanceTimersByTime(10_000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.remainingMs).toBe(5_000);
    timer.resume();
    vi.advanceTimersByTime(4_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stays paused until every pause (hover and blur) has ended', () => {
    const onExpire = vi.fn();
    const timer = createPausableTimer(1_000, onExpire);
    timer.pause(); // hover
    timer.pause(); // window blur
    timer.resume(); // pointer leaves, window still blurred
    vi.advanceTimersByTime(5_000);
    expect(onExpire).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('never fires once cancelled', () => {
    const onExpire = vi.fn();
    createPausableTimer(1_000, onExpire).cancel();
    vi.advanceTimersByTime(5_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
