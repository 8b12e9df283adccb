import { forwardToApi } from '@/lib/proxy/forward-to-api';
import { apiUrl } from '@/lib/runtime/api-url';

// Every call reaches the API: nothing here is rendered or cached by Next.
export const dynamic = 'force-dynamic';

/** `/x/*` -> the API (lib/proxy/forward-to-api.ts), API_URL read at request time. */
function handle(request: Request): Promise<Response> {
  return forwardToApi(request, { apiRoot: apiUrl() });
}

export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as OPTIONS,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
