/** The session's calls to the API (api-contract.md), through the fetch wrapper of spec §8. */
import type { User } from '@moodwire/domain';
import { apiGet, apiPostForm, apiUrl } from '../api/api-client';
import { fetchJson } from '../api/fetch-json';
import type { SignInApi } from './sign-in';

/** Session validation: `/auth?data_perms=1&apikey=` (spec §7). Resolves the raw `{ data }` body. */
export function validateSession(apikey: string): Promise<unknown> {
  return fetchJson(apiUrl('/auth', { data_perms: 1, apikey }), { cache: 'no-store' });
}

/** Clears the HttpOnly `apikey` cookie, which only the server can remove. */
export async function logout(): Promise<void> {
  await fetchJson(apiUrl('/auth/logout'), { method: 'POST' });
}

export const SIGN_IN_API: SignInApi = {
  async auth(username, password) {
    const user = await apiPostForm<User>('/auth', { username, password }, { data_perms: 1 });
    if (!user) throw { error: 'Empty sign-in response' };
    return user;
  },
  async sftpLogin(username, password) {
    const result = await apiPostForm<{ apikey: string; status?: string }>(
      `/account/sftplogin/${encodeURIComponent(username)}`,
      { name: username, password },
    );
    if (!result?.apikey) throw { error: 'error' };
    return result;
  },
  account(apikey) {
    return apiGet<Pick<User, 'status'>>('/account', { apikey }, { cache: 'no-store' });
  },
};
