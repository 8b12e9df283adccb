'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiPaths, getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

/** Every query of the admin user screens starts with this key, so a change refreshes the list, user and log. */
export const ADMIN_USERS_KEY = 'admin-users';

type Body<Path extends keyof ApiPaths, Method extends 'post' | 'patch'> = ApiPaths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer T } };
}
  ? T
  : never;

export type CreateUserBody = Body<'/admin/users', 'post'>;
export type ChangeUserBody = Body<'/admin/users/{username}', 'patch'>;

async function listUsers(signal: AbortSignal) {
  return readData(getTypedApi().GET('/admin/users', { signal, cache: 'no-store' }));
}

export type AdminUser = Awaited<ReturnType<typeof listUsers>>[number];

async function getAudit(signal: AbortSignal, target: string | undefined, offset: number, limit: number) {
  return readData(
    getTypedApi().GET('/admin/audit', { params: { query: { target, offset, limit } }, signal, cache: 'no-store' }),
  );
}

export type AuditPage = Awaited<ReturnType<typeof getAudit>>;
export type AuditEntry = AuditPage['entries'][number];

/** Every user (GET /admin/users); the list screen searches, filters, sorts and pages them in the browser. */
export function useAdminUsers() {
  const { user } = useSession();
  return useQuery({
    queryKey: [ADMIN_USERS_KEY, 'list', user?.username ?? null],
    queryFn: ({ signal }) => listUsers(signal),
    enabled: Boolean(user),
  });
}

/** One user (GET /admin/users/:username). */
export function useAdminUser(username: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: [ADMIN_USERS_KEY, 'user', username, user?.username ?? null],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/admin/users/{username}', { params: { path: { username } }, signal, cache: 'no-store' }),
      ),
    enabled: Boolean(user),
  });
}

/** A page of the audit log, of one user when `target` is set (GET /admin/audit). */
export function useAdminAudit(target: string | undefined, offset: number, limit: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: [ADMIN_USERS_KEY, 'audit', target ?? null, offset, limit, user?.username ?? null],
    queryFn: ({ signal }) => getAudit(signal, target, offset, limit),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}

/** The admin's changes to users; each refreshes every admin user query (the list, the user, the log). */
export function useAdminUserChanges(username: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_KEY] });
  const path = { params: { path: { username } }, cache: 'no-store' as const };
  const change = useMutation({
    mutationFn: async (body: ChangeUserBody) =>
      readData(getTypedApi().PATCH('/admin/users/{username}', { ...path, body })),
    onSuccess,
  });
  const setStatus = useMutation({
    mutationFn: async (status: 'active' | 'disabled') =>
      readData(getTypedApi().POST('/admin/users/{username}/status', { ...path, body: { status } })),
    onSuccess,
  });
  const resetPassword = useMutation({
    // An empty body: the API makes a password and returns it this once.
    mutationFn: async () =>
      readData(getTypedApi().POST('/admin/users/{username}/reset-password', { ...path, body: {} })),
    onSuccess,
  });
  const rotateKey = useMutation({
    mutationFn: async () => readData(getTypedApi().POST('/admin/users/{username}/rotate-key', path)),
    onSuccess,
  });
  return { change, setStatus, resetPassword, rotateKey };
}

/** Creates a user (POST /admin/users). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateUserBody) =>
      readData(getTypedApi().POST('/admin/users', { body, cache: 'no-store' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_KEY] }),
  });
}
