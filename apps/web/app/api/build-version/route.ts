import { getBuildVersion } from '@/lib/runtime/get-build-version';

// Always answer with the running server's version; never cache (spec §4 reload-on-new-version check).
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ buildVersion: getBuildVersion() }, { headers: { 'Cache-Control': 'no-store' } });
}
