'use client';

import { getErrorMessage } from '@moodwire/domain';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FORM_BODY, getTypedApi } from '@/lib/api/typed-client';
import { emailError } from './validate-contact-form';

type SubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'subscribed'; email: string }
  | { kind: 'failed'; message: string };

const inputClass =
  'block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/**
 * Newsletter sign-up (spec §7 '/sub-newsletter'), on /blog and in the marketing footer: the address is checked
 * here first (the API checks again), sent once (the button is disabled while it is on its way) and confirmed.
 * The API answers the same whether or not the address was subscribed already, and so does this form.
 */
export function NewsletterForm({ heading = 'Newsletter' }: { heading?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  // A second Enter before React re-renders the disabled button must not send again.
  const isSending = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current) return;
    const value = email.trim();
    const problem = emailError(value);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    isSending.current = true;
    setState({ kind: 'submitting' });
    try {
      await getTypedApi().POST('/sub-newsletter', { body: { email: value }, ...FORM_BODY });
      setState({ kind: 'subscribed', email: value });
      setEmail('');
    } catch (failure) {
      setState({ kind: 'failed', message: getErrorMessage(failure) });
    } finally {
      isSending.current = false;
    }
  };

  if (state.kind === 'subscribed') {
    return (
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="font-semibold text-sm">
          {heading}
        </h2>
        <div
          role="status"
          className="mt-2 flex gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900 text-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">You are subscribed.</p>
            <p className="mt-1 break-all">New posts will be sent to {state.email}.</p>
            <button type="button" className="mt-2 underline" onClick={() => setState({ kind: 'idle' })}>
              Subscribe another address
            </button>
          </div>
        </div>
      </section>
    );
  }

  const isSubmitting = state.kind === 'submitting';
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-semibold text-sm">
        {heading}
      </h2>
      <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">New posts on the data and the engine, by email.</p>
      <form noValidate onSubmit={onSubmit} className="mt-3" aria-label="Newsletter sign-up">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email for the newsletter
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={254}
            className={inputClass}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(undefined);
            }}
          />
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-brand-600 px-3 py-2 font-medium text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {isSubmitting ? 'Subscribing…' : 'Subscribe'}
          </button>
        </div>
        {error ? (
          <p id={`${id}-email-error`} className="mt-1 text-red-600 text-sm dark:text-red-400">
            {error}
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <p
            role="alert"
            className="mt-2 flex gap-2 rounded-md border border-red-200 bg-red-50 p-2 text-red-800 text-sm dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            <CircleAlert aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
            <span>{state.message}</span>
          </p>
        ) : null}
      </form>
    </section>
  );
}
