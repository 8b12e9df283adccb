import { createHash, generateKeyPairSync } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import ssh2 from 'ssh2';
import { signInOnPage } from './support/session';

/** ssh2 1.17 writes a malformed Ed25519 key about once in 200: a key the server could not read would fail the test. */
function readableEd25519KeyPair(): { public: string; private: string } {
  for (;;) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    if (!(ssh2.utils.parseKey(pair.public) instanceof Error) && !(ssh2.utils.parseKey(pair.private) instanceof Error)) {
      return pair;
    }
  }
}

// Issue 17 'SFTP access' on Account Info: an LSEG (ssh) account sees how to connect (the host key's fingerprint
// among it) and its public keys, adds one, is told why a private key is refused, removes the key it added; a
// manual account sees no SFTP section. The docs page 'SFTP delivery' shows the same live fingerprint.

// The first sign-in may meet a server still loading the lake.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The fingerprint OpenSSH prints for a public key line (`ssh-keygen -lf`): SHA256 of the key blob, unpadded. */
function fingerprintOf(publicKeyLine: string): string {
  const blob = Buffer.from(publicKeyLine.split(' ')[1] ?? '', 'base64');
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

async function openAccountInfo(page: Page, username: string) {
  await signInOnPage(page, username, { timeout: 30_000 });
  await page.goto('/user/account/overview');
  await expect(page.getByRole('heading', { name: 'Account Info' })).toBeVisible();
}

const sftpSection = (page: Page) => page.getByRole('region', { name: 'SFTP access' });

test.describe('SFTP access on Account Info', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows the host key and the keys; adds an Ed25519 key, refuses a private key, removes the added key', async ({
    page,
  }) => {
    await openAccountInfo(page, 'demo-ssh');
    const section = sftpSection(page);
    await expect(section.getByTestId('sftp-host-key-fingerprint')).toHaveText(/^SHA256:[A-Za-z0-9+/]{43}$/);
    await expect(section.getByTestId('sftp-host')).not.toHaveText('…');
    await expect(section.getByRole('region', { name: 'SFTP command' })).toContainText(
      /^sftp -P \d+ -i \S+ demo-ssh@\S+/,
    );
    const keys = section.getByTestId('sftp-keys');
    await expect(keys.getByRole('row', { name: /README demo key/ })).toBeVisible();

    // A new Ed25519 key, made here: listed by name with the fingerprint ssh-keygen would print.
    const { public: publicKey, private: privateKey } = readableEd25519KeyPair();
    const name = `e2e laptop ${Date.now().toString(36)}`;
    const form = section.getByRole('form', { name: 'Add a public key' });
    await form.getByLabel('Public key').fill(`${publicKey} me@laptop`);
    await form.getByLabel(/^Name/).fill(name);
    await form.getByRole('button', { name: 'Add key' }).click();
    const added = keys.getByRole('row', { name: new RegExp(name) });
    await expect(added).toContainText(fingerprintOf(publicKey));
    await expect(added).toContainText('never');
    await expect(form.getByLabel('Public key')).toHaveValue('');
    await expect(section.getByTestId('sftp-key-count')).toHaveText(/^2 of \d+ keys$/);

    // The same key again is refused with the API's reason, under the field.
    await form.getByLabel('Public key').fill(publicKey);
    await form.getByRole('button', { name: 'Add key' }).click();
    await expect(form.getByTestId('sftp-key-problem')).toHaveText('This key is already on the account.');

    // A private key pasted by mistake is refused, and nothing is added.
    await form.getByLabel('Public key').fill(privateKey);
    await form.getByRole('button', { name: 'Add key' }).click();
    await expect(form.getByTestId('sftp-key-problem')).toHaveText(
      'This is a private key: keep it on your machine and paste the public key (the .pub file) instead.',
    );
    await expect(form.getByLabel('Public key')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByTestId('sftp-key-count')).toHaveText(/^2 of \d+ keys$/);

    // Remove asks once more; Cancel keeps the key, the confirmation removes it.
    await added.getByRole('button', { name: `Remove ${name}` }).click();
    await added.getByRole('button', { name: 'Cancel' }).click();
    await expect(added).toBeVisible();
    await added.getByRole('button', { name: `Remove ${name}` }).click();
    await added.getByRole('button', { name: `Confirm removing ${name}` }).click();
    await expect(keys.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await expect(keys.getByRole('row', { name: /README demo key/ })).toBeVisible();
    await expect(section.getByTestId('sftp-key-count')).toHaveText(/^1 of \d+ keys$/);
  });

  test('an RSA key shorter than 2048 bits is refused with the reason', async ({ page }) => {
    await openAccountInfo(page, 'demo-ssh');
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const line = ssh2.utils.parseKey(privateKey);
    if (line instanceof Error || Array.isArray(line)) throw new Error('the test key did not parse');
    const form = sftpSection(page).getByRole('form', { name: 'Add a public key' });
    await form.getByLabel('Public key').fill(`ssh-rsa ${line.getPublicSSH().toString('base64')}`);
    await form.getByRole('button', { name: 'Add key' }).click();
    await expect(form.getByTestId('sftp-key-problem')).toHaveText(
      'This RSA key has 1024 bits: RSA keys need at least 2048.',
    );
  });

  test('a manual account has no SFTP section', async ({ page }) => {
    await openAccountInfo(page, 'demo-manual');
    await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
    await expect(sftpSection(page)).toHaveCount(0);
  });

  test("the docs page 'SFTP delivery' shows the server's host key fingerprint", async ({ page }) => {
    await openAccountInfo(page, 'demo-ssh');
    const fingerprint = await sftpSection(page).getByTestId('sftp-host-key-fingerprint').textContent();
    await page.goto('/ma4/apidocs/sftp');
    await expect(page.getByRole('heading', { level: 1, name: 'SFTP delivery' })).toBeVisible();
    await expect(page.getByTestId('sftp-docs-fingerprint')).toHaveText(fingerprint ?? 'SHA256:');
    await expect(page.getByTestId('sftp-docs-fingerprint')).toHaveText(/^SHA256:/);
  });
});
