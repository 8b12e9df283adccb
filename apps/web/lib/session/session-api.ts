/** The session's calls to the API (api-contract.md), on the typed client (errors as spec §8 says). */
import type { User } from '@moodwire/domain';
import { FORM_BODY, getTypedApi, readData, withApikey } from '../api/typed-client';
import type { SignInApi } from './sign-in';

/** Session validation: `/auth?data_perms=1&apikey=` (spec §7). Resolves the raw `{ data }` body. */
export async function validateSession(apikey: string): Promise<unknown> {
  const { data } = await getTypedApi().GET('/auth', {
    params: { query: { data_perms: '1', apikey } },
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
    if (!result?.apikey) throw { error: 'error' };
    return result;
  },
  async account(apikey) {
    return readData(getTypedApi().GET('/account', { ...withApikey(apikey), cache: 'no-store' }));
  },
};
