/**
 * One webhook attempt: the body signed as `Moodwire-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>` (docs: radar/guide/alerts-and-webhooks), sent to the address the SSRF guard checked (the
 * connection never resolves the name again), no redirects followed, a time limit over the whole attempt, and at
 * most the first kilobyte of the answer kept.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type CheckedWebhookUrl, checkWebhookUrl, WebhookUrlError } from './webhook-address-guard';

export const SIGNATURE_HEADER = 'Moodwire-Signature';
export const EVENT_ID_HEADER = 'Moodwire-Event-Id';
/** Answer bytes kept for the delivery log. */
export const MAX_RESPONSE_SNIPPET = 1_024;

/** The signature header's value for a body at a time (seconds since the epoch). */
export function signWebhookBody(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export interface SendWebhookOptions {
  url: string;
  secret: string;
  eventId: string;
  body: string;
  allowPrivate: boolean;
  timeoutMs: number;
  now?: () => Date;
}

export interface WebhookAttempt {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseSnippet: string | null;
}

function post(target: CheckedWebhookUrl, options: SendWebhookOptions, headers: Record<string, string>) {
  return new Promise<{ statusCode: number; snippet: string }>((resolve, reject) => {
    // Connect to the checked address whatever the resolver would answer now (DNS rebinding); the URL's host name
    // still goes in the Host header and the TLS server name, so certificates are checked against it.
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) {
        (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
          { address: target.address, family: target.family },
        ]);
      } else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.request(
      target.url,
      { method: 'POST', headers, lookup: pinned, agent: false, signal: AbortSignal.timeout(options.timeoutMs) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            snippet: Buffer.concat(chunks).subarray(0, MAX_RESPONSE_SNIPPET).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          if (size >= MAX_RESPONSE_SNIPPET) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough kept: stop reading a large answer.
          if (size >= MAX_RESPONSE_SNIPPET) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', (error) => (size >= MAX_RESPONSE_SNIPPET ? finish() : reject(error)));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Sends one attempt; never throws (a refusal, a network error and a timeout are attempts that failed). */
export async function sendWebhook(options: SendWebhookOptions): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let target: CheckedWebhookUrl;
  try {
    target = await checkWebhookUrl(options.url, { allowPrivate: options.allowPrivate });
  } catch (error) {
    const reason = error instanceof WebhookUrlError ? error.message : 'the URL could not be checked';
    return { ok: false, statusCode: null, durationMs: elapsed(), error: `refused: ${reason}`, responseSnippet: null };
  }
  const timestamp = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Moodwire-Alerts/1',
    [SIGNATURE_HEADER]: signWebhookBody(options.secret, options.body, timestamp),
    [EVENT_ID_HEADER]: options.eventId,
  };
  try {
    const { statusCode, snippet } = await post(target, options, headers);
    const ok = statusCode >= 200 && statusCode < 300;
    return {
      ok,
      statusCode,
      durationMs: elapsed(),
      // A redirect is not followed: the receiver must answer at the URL it gave.
      error: ok
        ? null
        : statusCode >= 300 && statusCode < 400
          ? `HTTP ${statusCode} (redirects are not followed)`
          : `HTTP ${statusCode}`,
      responseSnippet: snippet || null,
    };
  } catch (error) {
    const name = (error as { name?: string }).name;
    const message =
      name === 'TimeoutError' || name === 'AbortError'
        ? `timeout after ${options.timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
    return { ok: false, statusCode: null, durationMs: elapsed(), error: message, responseSnippet: null };
  }
}
