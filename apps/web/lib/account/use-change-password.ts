'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FORM_BODY, getTypedApi, readData } from '../api/typed-client';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/**
 * Account Info's password change (POST /account/password): the API ends every other session of the user and
 * re-issues this one's cookie, so the page stays signed in. Sent as a form, which keeps passwords out of URLs.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordInput) =>
      readData(getTypedApi().POST('/account/password', { body, ...FORM_BODY, cache: 'no-store' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
