'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

const SOURCES_KEY = 'admin-sources';

async function listSources(signal: AbortSignal) {
  return readData(getTypedApi().GET('/admin/sources', { signal, cache: 'no-store' }));
}

export type AdminSources = Awaited<ReturnType<typeof listSources>>;
export type AdminSource = AdminSources['sources'][number];

/** The corpus's sources with their weekly documents and quality, and the next build's settings (GET /admin/sources). */
export function useAdminSources() {
  const { user } = useSession();
  return useQuery({
    queryKey: [SOURCES_KEY, user?.username ?? null],
    queryFn: ({ signal }) => listSources(signal),
    enabled: Boolean(user),
  });
}

/** Enables or disables a source for the next build (PUT /admin/sources/:source). */
export function useSetSourceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, enabled }: { source: string; enabled: boolean }) =>
      readData(getTypedApi().PUT('/admin/sources/{source}', { params: { path: { source } }, body: { enabled } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SOURCES_KEY] }),
  });
}
