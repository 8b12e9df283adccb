/** Client-side checks of the contact form; the API validates again (the server is the authority). */

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export interface ContactFormValues {
  email: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

// Deliberately loose: one @, something on both sides, a dot in the domain. The mail server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an invalid email address (already trimmed), or undefined when it may be sent. */
export function emailError(email: string): string | undefined {
  if (email === '') return 'Email is required.';
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address.';
  return undefined;
}

/** Trimmed values and the message of every invalid field (empty when the form may be sent). */
export function validateContactForm(values: ContactFormValues): {
  values: ContactFormValues;
  errors: ContactFormErrors;
} {
  const trimmed = { email: values.email.trim(), message: values.message.trim() };
  const errors: ContactFormErrors = {};
  const email = emailError(trimmed.email);
  if (email) errors.email = email;
  if (trimmed.message === '') errors.message = 'Message is required.';
  else if (trimmed.message.length > CONTACT_MESSAGE_MAX_LENGTH)
    errors.message = `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`;
  return { values: trimmed, errors };
}
