'use client';

import { Trash2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { type SftpKey, useSftpKeys } from '@/lib/account/use-sftp-access';
import { SFTP_BUTTON } from './sftp-copy-button';

const KEY_TYPE_LABELS: Record<string, string> = { 'ssh-ed25519': 'Ed25519', 'ssh-rsa': 'RSA' };

/** An ISO time as a UTC minute, '2026-11-25 20:31 UTC'. */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The account's SFTP public keys (issue 17): name, type, fingerprint, when added and last used; 'Remove' asks once
 * more before the key stops logging in.
 */
export function SftpKeyTable({ keys }: { keys: readonly SftpKey[] }) {
  const { remove } = useSftpKeys();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const idPrefix = useId();
  const removeButtonId = (id: string) => `${idPrefix}-remove-${id}`;
  // The confirmation replaces the Remove button under the keyboard's focus: focus moves to it, and back on Cancel.
  const focusOnMount = useCallback((element: HTMLButtonElement | null) => element?.focus(), []);
  const onCancel = (id: string) => {
    setConfirmingId(null);
    requestAnimationFrame(() => document.getElementById(removeButtonId(id))?.focus());
  };

  const onRemove = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      setConfirmingId(null);
    } catch {
      // The error shows below the table; the row stays, with its confirmation open.
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="sftp-keys">
          <caption className="sr-only">Public keys that log in to SFTP as this account</caption>
          <thead className="border-slate-200 border-b text-slate-500 text-xs dark:border-slate-700 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Name
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                Type
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                Fingerprint
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
                Added
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
                Last used
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const type = KEY_TYPE_LABELS[key.algorithm] ?? key.algorithm;
              const lastUsed = key.last_used ? utcMinute(key.last_used) : 'never';
              const isConfirming = confirmingId === key.id;
              return (
                <tr key={key.id} className="border-slate-100 border-b align-top dark:border-slate-800">
                  <td className="py-2 pr-3">
                    <span className="break-words font-medium text-slate-900 dark:text-slate-100">{key.name}</span>
                    {/* On a phone the type, fingerprint and dates go under the name instead of columns of their own. */}
                    <span className="block text-slate-500 text-xs sm:hidden dark:text-slate-400">{type}</span>
                    <span className="block break-all font-mono text-slate-700 text-xs sm:hidden dark:text-slate-300">
                      {key.fingerprint}
                    </span>
                    <span className="block text-slate-500 text-xs md:hidden dark:text-slate-400">
                      Added {utcMinute(key.created)}; last used {lastUsed}
                    </span>
                  </td>
                  <td className="hidden py-2 pr-3 sm:table-cell">{type}</td>
                  <td className="hidden break-all py-2 pr-3 font-mono text-xs sm:table-cell">{key.fingerprint}</td>
                  <td className="hidden whitespace-nowrap py-2 pr-3 tabular-nums md:table-cell">
                    {utcMinute(key.created)}
                  </td>
                  <td className="hidden whitespace-nowrap py-2 pr-3 tabular-nums md:table-cell">{lastUsed}</td>
                  <td className="py-2">
                    {isConfirming ? (
                      <div className="flex flex-col items-end gap-1">
                        <span className="text-right text-slate-600 text-xs dark:text-slate-300">
                          It will no longer log in.
                        </span>
                        <div className="flex gap-1">
                          <button
                            type="button"
                            className={`${SFTP_BUTTON} border-red-300 text-red-700 dark:border-red-800 dark:text-red-300`}
                            ref={focusOnMount}
                            onClick={() => onRemove(key.id)}
                            disabled={remove.isPending}
                            aria-label={`Confirm removing ${key.name}`}
                          >
                            Remove
                          </button>
                          <button
                            type="button"
                            className={SFTP_BUTTON}
                            onClick={() => onCancel(key.id)}
                            disabled={remove.isPending}
                          >
                            Cancel
                          </button>
                        </div>
                      </div>
                    ) : (
                      <div className="flex justify-end">
                        <button
                          id={removeButtonId(key.id)}
                          type="button"
                          className={SFTP_BUTTON}
                          onClick={() => {
                            remove.reset();
                            setConfirmingId(key.id);
                          }}
                          aria-label={`Remove ${key.name}`}
                        >
                          <Trash2 aria-hidden className="size-3.5" />
                          Remove
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {remove.error ? <ErrorMessage error={remove.error} /> : null}
    </div>
  );
}
