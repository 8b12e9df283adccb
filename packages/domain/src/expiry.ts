/** Account expiry (spec §8, §9): expiry is taken as the end of the `expires` day (UTC); warn within 30 days. */

import { DAY_MS } from './dates';

export const EXPIRY_WARNING_DAYS = 30;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant after which the account is expired: the end of the given UTC day. */
export function expiryInstant(expires: string): number {
  const m = DATE_RE.exec(expires);
  if (!m) throw new RangeError(`expires must be YYYY-MM-DD, got '${expires}'`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999);
}

export function isExpired(expires: string | null | undefined, now: Date = new Date()): boolean {
  if (!expires) return false;
  return now.getTime() > expiryInstant(expires);
}

/**
 * Calendar days from today (UTC) to the expiry date: an account expiring in 10 days was given
 * `expires` = today + 10. 0 on the expiry day itself and once expired.
 */
export function daysUntilExpiry(expires: string, now: Date = new Date()): number {
  const expiryDay = expiryInstant(expires) - (DAY_MS - 1);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((expiryDay - today) / DAY_MS));
}

export const EXPIRED_MESSAGE = 'This account has expired';

/** Where the support address comes from: the SUPPORT_EMAIL setting when set, else the site's host. */
export interface SupportContact {
  /** The configured support address (the web server's SUPPORT_EMAIL); blank or absent means not configured. */
  supportEmail?: string | null;
  /** The host the visitor reached the site on. */
  host: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

/** Whether a configured support address can be shown as one: a single address, no spaces. */
export function isSupportEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

/**
 * The support address of the expiry notice: the configured one, else spec §8's rule support@{host}.
 * A configured value that is not one address is ignored rather than shown.
 */
export function getSupportEmail({ supportEmail, host }: SupportContact): string {
  const configured = supportEmail?.trim();
  return configured && isSupportEmail(configured) ? configured : `support@${host}`;
}

/**
 * The expiry notice for an account, or null when none is due.
 * Spec §8: 'This account is expiring in N days on {date}' + ', please contact support@{host} ...', where a
 * configured support address takes the place of support@{host}.
 */
export function expiryNotice(
  expires: string | null | undefined,
  contact: SupportContact,
  now: Date = new Date(),
): { kind: 'expired' | 'expiring'; message: string } | null {
  if (!expires) return null;
  if (isExpired(expires, now)) return { kind: 'expired', message: EXPIRED_MESSAGE };
  const days = daysUntilExpiry(expires, now);
  if (days > EXPIRY_WARNING_DAYS) return null;
  return {
    kind: 'expiring',
    message: `This account is expiring in ${days} days on ${expires}, please contact ${getSupportEmail(contact)} if you'd like an extension or additional access.`,
  };
}
