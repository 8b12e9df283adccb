'use client';

import { getErrorMessage, ROLES, type Role } from '@moodwire/domain';
import { useId, useState } from 'react';
import {
  BUTTON_CLASS,
  FIELD_ERROR_CLASS,
  HINT_CLASS,
  INPUT_CLASS,
  LABEL_CLASS,
  PRIMARY_BUTTON_CLASS,
} from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { type AdminUser, useCreateUser } from '@/lib/admin-users/use-admin-users';
import { roleLabel } from './user-list';

/** Which field an API message names (the API's messages name the field: 'body/username must match ...'). */
function fieldOf(message: string | null): string | null {
  if (!message) return null;
  return /\b(username|email|password|role|expires)\b/.exec(message)?.[1] ?? null;
}

/**
 * A new account (POST /admin/users): username, email, role, an initial password and the expiry; its permissions
 * are then set on the user's page. The API refuses a taken username or email with a message naming it.
 */
export function CreateUserForm({
  onCreated,
  onCancel,
}: {
  onCreated: (user: AdminUser) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const create = useCreateUser();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('manual');
  const [expires, setExpires] = useState('');
  const message = create.error ? getErrorMessage(create.error) : null;
  const field = fieldOf(message);

  const fieldError = (name: string) =>
    field === name ? (
      <p id={`${id}-${name}-error`} className={FIELD_ERROR_CLASS}>
        {message}
      </p>
    ) : null;

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      aria-label="New user"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            username: username.trim(),
            ...(email.trim() ? { email: email.trim() } : {}),
            password,
            role,
            expires: expires || null,
          },
          { onSuccess: onCreated },
        );
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-username`} className={LABEL_CLASS}>
          Username
        </label>
        <input
          id={`${id}-username`}
          className={INPUT_CLASS}
          autoComplete="off"
          value={username}
          aria-invalid={field === 'username' || undefined}
          aria-describedby={field === 'username' ? `${id}-username-error` : undefined}
          onChange={(event) => setUsername(event.target.value)}
        />
        {fieldError('username') ?? <p className={HINT_CLASS}>2–64 letters, digits, dots, dashes or underscores.</p>}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className={LABEL_CLASS}>
          Email (optional)
        </label>
        <input
          id={`${id}-email`}
          type="email"
          className={INPUT_CLASS}
          autoComplete="off"
          value={email}
          aria-invalid={field === 'email' || undefined}
          aria-describedby={field === 'email' ? `${id}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {fieldError('email')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className={LABEL_CLASS}>
          Initial password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          className={INPUT_CLASS}
          autoComplete="new-password"
          value={password}
          aria-invalid={field === 'password' || undefined}
          aria-describedby={field === 'password' ? `${id}-password-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {fieldError('password') ?? <p className={HINT_CLASS}>At least 8 characters; the user can change it.</p>}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-role`} className={LABEL_CLASS}>
          Role
        </label>
        <select
          id={`${id}-role`}
          className={INPUT_CLASS}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {roleLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-expires`} className={LABEL_CLASS}>
          Expiry (optional)
        </label>
        <input
          id={`${id}-expires`}
          type="date"
          className={INPUT_CLASS}
          value={expires}
          aria-invalid={field === 'expires' || undefined}
          onChange={(event) => setExpires(event.target.value)}
        />
        {fieldError('expires') ?? <p className={HINT_CLASS}>Empty: never expires.</p>}
      </div>
      {message && field === null ? <ErrorMessage error={message} className="sm:col-span-2" /> : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button
          type="submit"
          className={PRIMARY_BUTTON_CLASS}
          disabled={create.isPending || username.trim() === '' || password === ''}
        >
          {create.isPending ? 'Creating…' : 'Create user'}
        </button>
        <button type="button" className={BUTTON_CLASS} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
