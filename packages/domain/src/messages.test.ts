import { describe, expect, it } from 'vitest';
import { getErrorMessage, MESSAGES } from './messages';

describe('exact texts of spec §4-§8', () => {
  it('keeps the spec wording', () => {
    expect(MESSAGES.accountRequired).toBe('Account required');
    expect(MESSAGES.permissionRequired).toBe('Permission required');
    expect(MESSAGES.esgNotInRegion).toBe('ESG Content is not available in your region');
    expect(MESSAGES.passwordRequired).toBe('Password is required.');
    expect(MESSAGES.dropdownEmpty).toBe('No result.');
    expect(MESSAGES.searchEmpty).toBe('No results found');
    expect(MESSAGES.defaultError).toBe('An error has occurred, please try again later');
    expect(MESSAGES.defaultErrorLong.startsWith(MESSAGES.defaultError)).toBe(true);
    expect(MESSAGES.defaultErrorLong).toMatch(/contact support/);
    expect(MESSAGES.accountLinking).toBe('initializing account, please wait a few minutes while we setup your account');
    expect(MESSAGES.accountLinkSuccessTitle).toBe('Account Link Success');
    expect(MESSAGES.accountLinkFailure).toBe('error');
    expect(MESSAGES.loginForFullAccessTitle).toBe('Login for Full Access');
    expect(MESSAGES.fetchUnreadable).toBe('error fetching data');
  });
});

describe('getErrorMessage (spec §8 error display)', () => {
  it('returns a message string as it is, trimmed', () => {
    expect(getErrorMessage('  Invalid API key ')).toBe('Invalid API key');
  });

  it('falls back to the default text for a blank string', () => {
    expect(getErrorMessage('   ')).toBe('An error has occurred, please try again later');
  });

  it('reads the error, message and detail fields in that order and joins them', () => {
    expect(getErrorMessage({ error: 'Bad Request', message: 'start_date is invalid', detail: 'use YYYY-MM-DD' })).toBe(
      'Bad Request: start_date is invalid: use YYYY-MM-DD',
    );
    expect(getErrorMessage({ message: 'only a message' })).toBe('only a message');
    expect(getErrorMessage({ detail: 'only a detail' })).toBe('only a detail');
  });

  it('does not repeat the same text twice', () => {
    expect(getErrorMessage({ error: 'expired', message: 'expired' })).toBe('expired');
  });

  it('ignores empty and non-string fields', () => {
    expect(getErrorMessage({ error: '', message: 42, detail: { nested: true } })).toBe(MESSAGES.defaultError);
  });

  it('reads the message of an Error', () => {
    expect(getErrorMessage(new Error('network down'))).toBe('network down');
  });

  it('uses the default or the given fallback for anything else', () => {
    for (const value of [null, undefined, 404, true]) expect(getErrorMessage(value)).toBe(MESSAGES.defaultError);
    expect(getErrorMessage(null, MESSAGES.defaultErrorLong)).toBe(MESSAGES.defaultErrorLong);
  });
});
