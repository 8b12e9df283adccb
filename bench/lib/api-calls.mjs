// The calls every API benchmark makes before it measures: sign in as the demo admin, and read a JSON answer's
// `.data` (the key is hidden from error messages).

const PASSWORD = process.env.DEMO_PASSWORD?.trim() || 'moodwire-demo';

/** The `.data` of a GET; throws with the status and body (the key masked) when it is not 2xx. */
export async function getJson(baseUrl, path) {
  const response = await fetch(`${baseUrl}${path}`);
  const text = await response.text();
  if (!response.ok) {
    const error = new Error(`GET ${path.replace(/apikey=[^&]+/, 'apikey=...')}: ${response.status} ${text}`);
    error.status = response.status;
    error.body = text;
    throw error;
  }
  return JSON.parse(text).data;
}

/** The body of the demo admin's sign-in (POST /auth), as a benchmark sends it again and again. */
export const DEMO_ADMIN_SIGN_IN = JSON.stringify({ username: 'demo-admin', password: PASSWORD });

/**
 * Signs in as demo-admin and returns the session's key, which the API sets in the HttpOnly `apikey` cookie (the
 * answer's apikey is only a marker since issue 12 §6).
 */
export async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: DEMO_ADMIN_SIGN_IN,
  });
  const body = await response.json().catch(() => null);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => /^apikey=([^;]+)/.exec(header)?.[1])
    .find(Boolean);
  if (!response.ok || !cookie) {
    throw new Error(`sign-in as demo-admin failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return decodeURIComponent(cookie);
}
