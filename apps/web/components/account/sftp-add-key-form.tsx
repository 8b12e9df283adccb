'use client';

import { getErrorMessage, MAX_SFTP_KEY_NAME_LENGTH } from '@moodwire/domain';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useSftpKeys } from '@/lib/account/use-sftp-access';

const INPUT =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/**
 * The API's refusal as the form shows it: a refused key (400 or 409 with detail 'public_key') shows the API's own
 * sentence (not a public key, a private key pasted, RSA too short, too many keys, already added); anything else
 * its error text.
 */
function refusalOf(error: unknown): string {
  const body = error && typeof error === 'object' ? (error as { message?: unknown; detail?: unknown }) : {};
  if (body.detail === 'public_key' && typeof body.message === 'string' && body.message.trim()) return body.message;
  return getErrorMessage(error);
}

/**
 * 'Add a public key' (issue 17): one line of a .pub file and an optional name. The server checks the key; its
 * refusal shows under the field, and a stored key clears the form.
 */
export function SftpAddKeyForm({ isFull, maxKeys }: { isFull: boolean; maxKeys: number }) {
  const id = useId();
  const { add } = useSftpKeys();
  const [publicKey, setPublicKey] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const isPending = add.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setAdded(null);
    if (!publicKey.trim()) {
      setProblem('Paste the contents of your .pub file.');
      document.getElementById(`${id}-key`)?.focus();
      return;
    }
    setProblem(null);
    try {
      const trimmedName = name.trim();
      const key = await add.mutateAsync({
        public_key: publicKey.trim(),
        ...(trimmedName ? { name: trimmedName } : {}),
      });
      setPublicKey('');
      setName('');
      setAdded(`Added '${key.name}' (${key.fingerprint}).`);
    } catch (error) {
      setProblem(refusalOf(error));
      document.getElementById(`${id}-key`)?.focus();
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a public key" className="flex flex-col gap-3">
      <h3 className="font-medium text-slate-900 text-sm dark:text-slate-100">Add a public key</h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-key`} className="font-medium text-slate-700 text-sm dark:text-slate-300">
          Public key
        </label>
        <textarea
          id={`${id}-key`}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA... me@laptop"
          value={publicKey}
          onChange={(event) => {
            setPublicKey(event.target.value);
            // The refusal was about the text that was there; a new one gets its own answer.
            setProblem(null);
          }}
          disabled={isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-key-hint ${id}-problem` : `${id}-key-hint`}
          className={clsx(INPUT, 'break-all font-mono text-xs')}
        />
        <p id={`${id}-key-hint`} className="text-slate-500 text-xs dark:text-slate-400">
          One line of your <code className="font-mono">.pub</code> file: Ed25519, or RSA of at least 2048 bits. Never
          paste the private key.
        </p>
        {problem ? (
          <p
            id={`${id}-problem`}
            role="alert"
            data-testid="sftp-key-problem"
            className="break-words text-red-600 text-sm dark:text-red-400"
          >
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor={`${id}-name`} className="font-medium text-slate-700 text-sm dark:text-slate-300">
          Name <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
        </label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={MAX_SFTP_KEY_NAME_LENGTH}
          placeholder="laptop"
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={isPending}
          aria-describedby={`${id}-name-hint`}
          className={INPUT}
        />
        <p id={`${id}-name-hint`} className="text-slate-500 text-xs dark:text-slate-400">
          Without a name, the key's comment is used.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={isPending || isFull}
          aria-busy={isPending}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70 dark:focus-visible:ring-offset-slate-900"
        >
          {isPending ? <Spinner label="Adding key" /> : null}
          Add key
        </button>
        {isFull ? (
          <span className="text-slate-600 text-xs dark:text-slate-300">
            This account has {maxKeys} keys, the most it may hold: remove one to add another.
          </span>
        ) : null}
      </div>
      <p
        role="status"
        aria-live="polite"
        data-testid="sftp-key-added"
        className="min-h-5 break-words text-emerald-700 text-sm dark:text-emerald-400"
      >
        {added}
      </p>
    </form>
  );
}
