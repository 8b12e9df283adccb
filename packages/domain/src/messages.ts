/** User-facing texts whose wording the spec fixes (spec §4, §5, §6, §8). */

export const MESSAGES = {
  accountRequired: 'Account required',
  permissionRequired: 'Permission required',
  esgNotInRegion: 'ESG Content is not available in your region',
  passwordRequired: 'Password is required.',
  dropdownEmpty: 'No result.',
  searchEmpty: 'No results found',
  defaultError: 'An error has occurred, please try again later',
  defaultErrorLong: 'An error has occurred, please try again later. If the issue persists, please contact support.',
  accountLinking: 'initializing account, please wait a few minutes while we setup your account',
  accountLinkSuccessTitle: 'Account Link Success',
  accountLinkSuccessText:
    'Your LSEG RDP account is now linked. Your API key is shown under Account Info, and you can use the same credentials to log in directly on another machine.',
  accountLinkFailure: 'error',
  loginForFullAccessTitle: 'Login for Full Access',
  loginForFullAccessText:
    'Full access to the visualization tools, documentation and data downloads requires a data trial or subscription; it is not part of a Workspace or Eikon subscription. Please contact your account manager or support.',
  fetchUnreadable: 'error fetching data',
} as const;

/**
 * Spec §8 'Error display reads a message string or error, message, detail fields'.
 * Returns the most specific human text found, or the default error text.
 */
export function getErrorMessage(error: unknown, fallback: string = MESSAGES.defaultError): string {
  if (typeof error === 'string') return error.trim() || fallback;
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    const parts: string[] = [];
    for (const field of ['error', 'message', 'detail'] as const) {
      const value = record[field];
      if (typeof value === 'string' && value.trim() && !parts.includes(value.trim())) parts.push(value.trim());
    }
    if (parts.length > 0) return parts.join(': ');
  }
  return fallback;
}
