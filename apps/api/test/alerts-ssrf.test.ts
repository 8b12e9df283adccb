/**
 * The SSRF guard of alert webhooks (issue 15 'Bad input'): only http(s), and never an address of the server's own
 * network unless the operator allows it; checked on save and again at send time (DNS rebinding).
 */
import { describe, expect, it } from 'vitest';
import { sendWebhook } from '../src/alerts/send-webhook';
import { checkWebhookUrl, refusedAddressReason, WebhookUrlError } from '../src/alerts/webhook-address-guard';

describe('webhook address guard', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.5',
    '172.16.4.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
  ])('refuses %s', (address) => {
    expect(refusedAddressReason(address)).toMatch(/not public/);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(refusedAddressReason(address)).toBeNull();
  });

  it('refuses other schemes, credentials in the URL, and names that resolve to a private address', async () => {
    const options = { allowPrivate: false };
    await expect(checkWebhookUrl('ftp://example.com/x', options)).rejects.toThrow(/only http:\/\/ and https:\/\//);
    await expect(checkWebhookUrl('file:///etc/passwd', options)).rejects.toThrow(WebhookUrlError);
    await expect(checkWebhookUrl('not a url', options)).rejects.toThrow(/not a valid URL/);
    await expect(checkWebhookUrl('https://user:pw@example.com/', options)).rejects.toThrow(/user name or password/);
    await expect(checkWebhookUrl('http://localhost:8080/hook', options)).rejects.toThrow(/not public/);
    await expect(checkWebhookUrl('http://[::1]/hook', options)).rejects.toThrow(/not public/);
    await expect(checkWebhookUrl('http://10.1.2.3/hook', options)).rejects.toThrow(/not public/);
  });

  it('refuses a name when any of its addresses is private (one public answer is not enough)', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    await expect(checkWebhookUrl('https://hooks.example.com/x', { allowPrivate: false, resolve })).rejects.toThrow(
      /10\.0\.0\.7 is not public/,
    );
    const checked = await checkWebhookUrl('https://hooks.example.com/x', {
      allowPrivate: false,
      resolve: async () => [{ address: '93.184.216.34', family: 4 }],
    });
    expect(checked.address).toBe('93.184.216.34');
  });

  it('lets the operator allow private addresses', async () => {
    const checked = await checkWebhookUrl('http://127.0.0.1:9/hook', { allowPrivate: true });
    expect(checked).toMatchObject({ address: '127.0.0.1', family: 4 });
  });

  it('checks again at send time: a URL that now points inside is refused without a connection', async () => {
    const attempt = await sendWebhook({
      url: 'http://localhost:9/hook',
      secret: 'whsec_test',
      eventId: 'e1',
      body: '{}',
      allowPrivate: false,
      timeoutMs: 1_000,
    });
    expect(attempt.ok).toBe(false);
    expect(attempt.statusCode).toBeNull();
    expect(attempt.error).toMatch(/^refused: address .* is not public/);
  });
});
