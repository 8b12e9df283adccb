// Relative import: the unit tests (vitest) run this handler without Next's @/ path alias.
import { findVisitorCountry } from '../../../lib/geo/find-visitor-country';

// The answer depends on the caller's address: never cached, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * spec §7 visitor location, answered by this server from the embedded database: `{ country_code }` as the
 * third-party services give it, null when unknown (a private address, or one the database does not know).
 */
export async function GET(request: Request) {
  const countryCode = await findVisitorCountry(request.headers);
  return Response.json({ country_code: countryCode }, { headers: { 'Cache-Control': 'private, no-store' } });
}
