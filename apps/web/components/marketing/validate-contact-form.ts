/** Client-side checks of the contact form; the API validates again (the server is the authority). */

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export interface ContactFormValues {
  email: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

// Deliberately loose: one @, something on both sides, a dot in the domain. The mail server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed values and the message of every invalid field (empty when the form may be sent). */
export function validateContactForm(values: ContactFormValues): {
  values: ContactFormValues;
  errors: ContactFormErrors;
} {
  const trimmed = { email: values.email.trim(), message: values.message.trim() };
  const errors: ContactFormErrors = {};
  if (trimmed.email === '') errors.email = 'Email is required.';
  else if (!EMAIL_PATTERN.test(trimmed.email)) errors.email = 'Enter a valid email address.';
  if (trimmed.message === '') errors.message = 'Message is required.';
  else if (trimmed.message.length > CONTACT_MESSAGE_MAX_LENGTH)
    errors.message = `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`;
  return { values: trimmed, errors };
}
