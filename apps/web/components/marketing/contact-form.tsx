'use client';

import { getErrorMessage } from '@moodwire/domain';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FORM_BODY, getTypedApi } from '@/lib/api/typed-client';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  type ContactFormErrors,
  type ContactFormValues,
  validateContactForm,
} from './validate-contact-form';

type SubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string };

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** The contact form: sends the message as feedback (POST /send-feedback with message, email and page). */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactFormValues>({ email: '', message: '' });
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateContactForm(values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) {
      const firstInvalid = checked.errors.email ? `${id}-email` : `${id}-message`;
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    setState({ kind: 'submitting' });
    try {
      await getTypedApi().POST('/send-feedback', { body: { ...checked.values, page: '/contact-us' }, ...FORM_BODY });
      setState({ kind: 'sent', email: checked.values.email });
      setValues({ email: '', message: '' });
    } catch (error) {
      setState({ kind: 'failed', message: getErrorMessage(error) });
    }
  };

  if (state.kind === 'sent') {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-medium">Thank you, your message has been sent.</p>
          <p className="mt-1 text-sm">We will reply to {state.email}.</p>
          <button
            type="button"
            className="mt-3 font-medium text-sm underline"
            onClick={() => setState({ kind: 'idle' })}
          >
            Send another message
          </button>
        </div>
      </div>
    );
  }

  const isSubmitting = state.kind === 'submitting';
  const field = (name: keyof ContactFormValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <div>
        <label htmlFor={`${id}-email`} className="font-medium text-sm">
          Your email
        </label>
        <input type="email" autoComplete="email" className={inputClass} {...field('email')} />
        {errors.email ? (
          <p id={`${id}-email-error`} className="mt-1 text-red-600 text-sm dark:text-red-400">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-medium text-sm">
          Message
        </label>
        <textarea rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH + 1} className={inputClass} {...field('message')} />
        {errors.message ? (
          <p id={`${id}-message-error`} className="mt-1 text-red-600 text-sm dark:text-red-400">
            {errors.message}
          </p>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-800 text-sm dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
          <span>{state.message}</span>
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {isSubmitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
