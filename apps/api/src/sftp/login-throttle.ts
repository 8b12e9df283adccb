/**
 * Failed SFTP logins per address (issue 17 'Bad input'): after a few failures each refusal waits longer, and after
 * many the address is refused at connection for a while. Kept in memory per process, bounded in addresses.
 */
import { LRUCache } from 'lru-cache';

/** Failures counted within this window. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures before each refusal waits a second more (up to SLOWEST_EXTRA_DELAY_MS). */
export const FAILURES_BEFORE_SLOWING = 5;
const SLOWEST_EXTRA_DELAY_MS = 10_000;
/** Failures after which the address is refused for BLOCK_MS. */
export const FAILURES_BEFORE_BLOCKING = 20;
export const BLOCK_MS = 15 * 60_000;

interface AddressFailures {
  count: number;
  firstAt: number;
  blockedUntil: number;
}

export class LoginThrottle {
  private readonly addresses = new LRUCache<string, AddressFailures>({ max: 50_000 });

  constructor(private readonly now: () => number = Date.now) {}

  private current(address: string): AddressFailures | undefined {
    const entry = this.addresses.get(address);
    if (!entry) return undefined;
    // A block that has ended forgets its failures (else at its last instant one more failure blocked again).
    const isBlockOver = entry.blockedUntil > 0 && entry.blockedUntil <= this.now();
    if (isBlockOver || (this.now() - entry.firstAt > FAILURE_WINDOW_MS && entry.blockedUntil <= this.now())) {
      this.addresses.delete(address);
      return undefined;
    }
    return entry;
  }

  isBlocked(address: string): boolean {
    return (this.current(address)?.blockedUntil ?? 0) > this.now();
  }

  /** Counts a failure; the extra wait of the refusal, beyond the fixed delay every refusal has. */
  fail(address: string): number {
    const entry = this.current(address) ?? { count: 0, firstAt: this.now(), blockedUntil: 0 };
    entry.count += 1;
    if (entry.count >= FAILURES_BEFORE_BLOCKING) entry.blockedUntil = this.now() + BLOCK_MS;
    this.addresses.set(address, entry);
    const beyond = entry.count - FAILURES_BEFORE_SLOWING;
    return beyond > 0 ? Math.min(SLOWEST_EXTRA_DELAY_MS, beyond * 1000) : 0;
  }

  /** A login from the address succeeded: its failures are forgotten. */
  succeed(address: string): void {
    this.addresses.delete(address);
  }
}
