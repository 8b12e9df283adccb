'use client';

import { getErrorMessage } from '@moodwire/domain';
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { validateCredentials } from '@/lib/session/sign-in';
import { useSession } from '@/lib/session/use-session';

/** Spec §4 'Login form: idle, submitting (spinner, button disabled), then a status, error or progress message'. */
type FormState =
  | { kind: 'idle' }
  | { kind: 'submitting'; progress?: string }
  | { kind: 'error'; message: string }
  | { kind: 'success'; message: string };

/** Spec §8: the response error field is kept as the user's error message. */
function signInErrorMessage(error: unknown): string {
  const field = error && typeof error === 'object' ? (error as { error?: unknown }).error : undefined;
  return typeof field === 'string' && field ? field : getErrorMessage(error);
}

export function LoginForm({
  variant = 'inline',
  redirectTo,
  onSignedIn,
}: {
  variant?: 'inline' | 'page';
  /** Where to go after signing in (the sign-in page); the inline form stays on the page. */
  redirectTo?: string;
  onSignedIn?: () => void;
}) {
  const { signIn } = useSession();
  const router = useRouter();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const submitting = state.kind === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const credentials = validateCredentials(username, password);
    if (!credentials.ok) {
      setState({ kind: 'error', message: credentials.error });
      return;
    }
    setState({ kind: 'submitting' });
    try {
      const result = await signIn(credentials.username, credentials.password, (progress) =>
        setState({ kind: 'submitting', progress }),
      );
      setState({ kind: 'success', message: `Signed in as ${result.user.username}` });
      setPassword('');
      onSignedIn?.();
      // spec §4: after linking a machine ID, the user lands on the app page.
      const target = result.linked ? '/app' : redirectTo;
      if (target) router.push(target);
    } catch (error) {
      setState({ kind: 'error', message: signInErrorMessage(error) });
    }
  }

  const inputClass =
    'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
  const message =
    state.kind === 'error'
      ? { text: state.message, tone: 'error' as const }
      : state.kind === 'success'
        ? { text: state.message, tone: 'success' as const }
        : state.kind === 'submitting' && state.progress
          ? { text: state.progress, tone: 'progress' as const }
          : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-username`} className="font-medium text-slate-700 text-sm dark:text-slate-300">
          Username or email
        </label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          disabled={submitting}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className="font-medium text-slate-700 text-sm dark:text-slate-300">
          Password
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={submitting}
          aria-invalid={state.kind === 'error' && !password.trim() ? true : undefined}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className={clsx(
          'inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70',
          variant === 'page' && 'py-2.5',
        )}
      >
        {submitting ? <Spinner label="Signing in" /> : null}
        Sign in
      </button>
      <p
        role={message?.tone === 'error' ? 'alert' : 'status'}
        aria-live="polite"
        data-testid="login-message"
        className={clsx(
          'min-h-5 text-sm',
          message?.tone === 'error' && 'text-red-600 dark:text-red-400',
          message?.tone === 'success' && 'text-emerald-600 dark:text-emerald-400',
          message?.tone === 'progress' && 'text-slate-600 dark:text-slate-300',
        )}
      >
        {message?.text}
      </p>
    </form>
  );
}
