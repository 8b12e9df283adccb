/** API error texts for accounts; the fixed ones come from the domain (spec §6, §8). */
import { EXPIRED_MESSAGE, MESSAGES } from '@moodwire/domain';

export const ACCOUNT_ERRORS = {
  invalidCredentials: 'Invalid username or password',
  invalidMachineCredentials: 'Invalid machine ID or password',
  notLinked: 'Account not linked',
  notLinkedDetail: 'not_linked',
  pending: 'Account is being set up',
  disabled: 'This account is disabled',
  expired: EXPIRED_MESSAGE,
  accountRequired: MESSAGES.accountRequired,
  permissionRequired: MESSAGES.permissionRequired,
  invalidApikey: 'Invalid API key',
} as const;
