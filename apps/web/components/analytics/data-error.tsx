import { MESSAGES } from '@moodwire/domain';
import { Lock } from 'lucide-react';
// Relative, so that the unit test (vitest has no '@/' alias) can load it.
import { ErrorMessage } from '../ui/error-message';

/**
 * Whether a failed call was refused for a missing permission: the server's 403 'Permission required' (its
 * message gives the reason, e.g. the ESG data permission of issue 12 §4). Other 403s (an expired or disabled
 * account) keep their own text.
 */
export function isPermissionRefusal(error: unknown): error is { error: string; message?: unknown } {
  if (error === null || typeof error !== 'object') return false;
  const { status, error: title } = error as { status?: number; error?: unknown };
  return status === 403 && title === MESSAGES.permissionRequired;
}

/**
 * The error state of a data part of a screen (a card, a table, a chart, an asset section): a permission refusal
 * as 'Permission required' with the server's reason and nothing of the data, any other failure as spec §8's error
 * display. The server decides; the page itself stays open (spec §6: the v4 pages need a login only).
 */
export function DataError({ error, className }: { error: unknown; className?: string }) {
  if (!isPermissionRefusal(error)) return <ErrorMessage error={error} className={className} />;
  const reason = typeof error.message === 'string' && error.message !== error.error ? error.message : null;
  return (
    <div
      role="alert"
      data-access-denied="permission"
      className={`flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100 ${className ?? ''}`}
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold">{MESSAGES.permissionRequired}</span>
        {reason ? <span>{reason}</span> : null}
      </span>
    </div>
  );
}
