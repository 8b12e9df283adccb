/** The session's calls to the API (api-contract.md), on the typed client (errors as spec §8 says). */
import type { User } from '@moodwire/domain';
import { FORM_BODY, getTypedApi, readData } from '../api/typed-client';
import type { SignInApi } from './sign-in';

/**
 * Session validation: `/auth?data_perms=1` (spec §7). The HttpOnly `apikey` cookie authenticates it, so no key is
 * in the URL (issue 12 §6). Resolves the raw `{ data }` body.
 */
export async function validateSession(): Promise<unknown> {
  const { data } = await getTypedApi().GET('/auth', {
    params: { query: { data_perms: '1' } },
    cache: 'no-store',
  });
  return data;
}

/** Clears the HttpOnly `apikey` cookie, which only the server can remove. */
export async function logout(): Promise<void> {
  await getTypedApi().POST('/auth/logout');
}

export const SIGN_IN_API: SignInApi = {
  async auth(username, password) {
    const user = await readData(
      getTypedApi().POST('/auth', {
        params: { query: { data_perms: '1' } },
        body: { username, password },
        ...FORM_BODY,
      }),
    );
    if (!user) throw { error: 'Empty sign-in response' };
    return user as User;
  },
  async sftpLogin(username, password) {
    const result = await readData(
      getTypedApi().POST('/account/sftplogin/{username}', {
        params: { path: { username } },
        body: { name: username, password },
        ...FORM_BODY,
      }),
    );
    if (!result?.status) throw { error: 'error' };
    return result;
  },
  async account() {
    // The linking call set the session cookie: it authenticates the polling.
    return readData(getTypedApi().GET('/account', { cache: 'no-store' }));
  },
};
