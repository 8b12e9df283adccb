import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, validateContactForm } from './validate-contact-form';

describe('validateContactForm', () => {
  it('accepts a valid email and message, trimmed', () => {
    expect(validateContactForm({ email: '  ann@example.com ', message: '\nHello there ' })).toEqual({
      values: { email: 'ann@example.com', message: 'Hello there' },
      errors: {},
    });
  });

  it('requires both fields, treating blanks as empty', () => {
    expect(validateContactForm({ email: '   ', message: '  ' }).errors).toEqual({
      email: 'Email is required.',
      message: 'Message is required.',
    });
  });

  it('rejects an address without a domain', () => {
    expect(validateContactForm({ email: 'ann@example', message: 'Hi' }).errors).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(validateContactForm({ email: 'ann example.com', message: 'Hi' }).errors.email).toBeDefined();
  });

  it('limits the message length', () => {
    const atLimit = 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH);
    expect(validateContactForm({ email: 'a@b.co', message: atLimit }).errors).toEqual({});
    expect(validateContactForm({ email: 'a@b.co', message: `${atLimit}x` }).errors.message).toBe(
      `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
    );
  });
});
