'use client';

import { getErrorMessage } from '@moodwire/domain';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useChangePassword } from '@/lib/account/use-change-password';

/** As the API's rule (routes/account.ts): at least 8 characters once trimmed, since sign-in trims passwords. */
const MIN_LENGTH = 8;

type Field = 'current' | 'next' | 'confirm';
type Problem = { field: Field; message: string };

/** The first problem of the form before it is sent, or null. */
function validate(current: string, next: string, confirm: string): Problem | null {
  if (!current.trim()) return { field: 'current', message: 'Enter your current password.' };
  if (next.trim().length < MIN_LENGTH) {
    return { field: 'next', message: `The new password needs at least ${MIN_LENGTH} characters.` };
  }
  if (next.trim() === current.trim()) {
    return { field: 'next', message: 'The new password must differ from the current one.' };
  }
  if (confirm !== next) return { field: 'confirm', message: 'The two new passwords do not match.' };
  return null;
}

/**
 * The API's refusal as the form shows it: it names the refused field in `detail` (current_password or
 * new_password); other refusals (too many attempts, a session that ended) show their own message.
 */
function problemOf(error: unknown): Problem {
  const body = error && typeof error === 'object' ? (error as { error?: unknown; detail?: unknown }) : {};
  if (body.detail === 'current_password') return { field: 'current', message: 'The current password is not correct.' };
  const text = typeof body.error === 'string' && body.detail === 'new_password' ? body.error : getErrorMessage(error);
  return { field: body.detail === 'new_password' ? 'next' : 'current', message: text };
}

const INPUT =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/**
 * Change password on Account Info (issue 16 'Account area'): the current password and the new one twice, checked
 * here first; the API ends the account's other sessions and keeps this one signed in.
 */
export function ChangePasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [isDone, setDone] = useState(false);
  const isPending = change.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setDone(false);
    const found = validate(current, next, confirm);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    try {
      await change.mutateAsync({ current_password: current, new_password: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
    } catch (error) {
      const refused = problemOf(error);
      setProblem(refused);
      document.getElementById(`${id}-${refused.field}`)?.focus();
    }
  }

  const field = (name: Field, label: string, value: string, onChange: (value: string) => void, hint?: string) => {
    const isInvalid = problem?.field === name;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="font-medium text-slate-700 text-sm dark:text-slate-300">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type="password"
          autoComplete={name === 'current' ? 'current-password' : 'new-password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={isPending}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? `${id}-problem` : hint ? `${id}-${name}-hint` : undefined}
          className={INPUT}
        />
        {hint ? (
          <p id={`${id}-${name}-hint`} className="text-slate-500 text-xs dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="flex max-w-md flex-col gap-3">
      {field('current', 'Current password', current, setCurrent)}
      {field('next', 'New password', next, setNext, `At least ${MIN_LENGTH} characters.`)}
      {field('confirm', 'Repeat the new password', confirm, setConfirm)}
      <div>
        <button
          type="submit"
          disabled={isPending}
          aria-busy={isPending}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {isPending ? <Spinner label="Changing password" /> : null}
          Change password
        </button>
      </div>
      <p
        id={`${id}-problem`}
        role={problem ? 'alert' : 'status'}
        aria-live="polite"
        data-testid="change-password-message"
        className={clsx(
          'min-h-5 text-sm',
          problem ? 'text-red-600 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400',
        )}
      >
        {problem
          ? problem.message
          : isDone
            ? 'Password changed. Your other sessions have been signed out; this one stays signed in.'
            : null}
      </p>
    </form>
  );
}
