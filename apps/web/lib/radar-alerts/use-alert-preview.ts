'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiPaths, getTypedApi, readData } from '@/lib/api/typed-client';
import type { PreviewRequest } from './alert-form';

type PreviewBody = NonNullable<
  ApiPaths['/radarv5/alerts/preview']['post']['requestBody']
>['content']['application/json'];

async function previewRule(request: PreviewRequest, signal: AbortSignal) {
  // The draft's class is plain text here; the API checks it and names a bad field.
  const body = request as PreviewBody;
  return readData(getTypedApi().POST('/radarv5/alerts/preview', { body, signal }));
}

export type AlertPreview = Awaited<ReturnType<typeof previewRule>>;

/**
 * The days of the past year a rule would have fired on one asset (POST /radarv5/alerts/preview: the live
 * evaluator, cooldown included). Keyed on the request, so an edit that comes back to an earlier draft is instant.
 */
export function useAlertPreview(request: PreviewRequest | null) {
  return useQuery({
    queryKey: ['radar-alerts', 'preview', request],
    queryFn: ({ signal }) => previewRule(request as PreviewRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
