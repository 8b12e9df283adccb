/**
 * Account Info's SFTP calls (issue 17): how an LSEG account connects (its login names and the host key's
 * fingerprint, as ssh-keygen prints it), and the public keys it adds and removes with its web session: RSA of
 * 2048 bits or more and Ed25519 only, never a private key, at most 10, each once, and only its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_SFTP_KEYS } from '@moodwire/domain';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateEd25519KeyPair, loadHostKey } from '../src/sftp/host-key';
import { createUser } from '../src/store/users/create-user';
import { createTestApp, DEMO_PASSWORD, dataKeyOf, dataOf, signInKey, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

interface SftpKey {
  id: string;
  name: string;
  algorithm: string;
  fingerprint: string;
  created: string;
  last_used: string | null;
}

interface SftpAccess {
  username: string;
  account_number: number;
  host_key: { algorithm: string; fingerprint: string };
  keys: SftpKey[];
}

/** The SHA256 fingerprint OpenSSH's own ssh-keygen prints for a public key line. */
async function sshKeygenFingerprint(dir: string, publicKey: string): Promise<string> {
  const path = join(dir, `key-${Math.random().toString(36).slice(2)}.pub`);
  await writeFile(path, `${publicKey}\n`);
  const printed = execFileSync('ssh-keygen', ['-E', 'sha256', '-lf', path], { encoding: 'utf8' });
  const fingerprint = printed.split(' ')[1];
  if (!fingerprint?.startsWith('SHA256:')) throw new Error(`unexpected ssh-keygen output: ${printed}`);
  return fingerprint;
}

const ed25519 = (comment = 'me@laptop') => generateEd25519KeyPair(comment);

let dir: string;
let hostKeyPath: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'moodwire-account-sftp-'));
  // A host key of this file's own (the default would be made in the repository's data folder).
  hostKeyPath = join(dir, 'ssh_host_ed25519_key');
  await loadHostKey(hostKeyPath, { create: true });
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`Account Info's SFTP access on ${backend.name}`, () => {
    let t: TestApp;
    let serial = 0;
    beforeAll(async () => {
      t = await createTestApp({ backend, env: { SFTP_HOST_KEY: hostKeyPath } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const access = (apikey: string) => t.app.inject({ method: 'GET', url: '/account/sftp', cookies: { apikey } });
    const addKey = (session: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/account/sftp/keys', cookies: { apikey: session }, payload });
    const removeKey = (session: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/account/sftp/keys/${id}`, cookies: { apikey: session } });

    /** A fresh LSEG account's web session, so that tests do not share keys. */
    async function newSshSession(): Promise<string> {
      serial += 1;
      const username = `sftp-account-${serial}`;
      await createUser(t.app.ctx.db, {
        username,
        password: DEMO_PASSWORD,
        role: 'ssh',
        data_perms: { rma: ['equ'] },
        permissions: {},
        now: t.clock.now(),
      });
      return signInKey(t.app, username);
    }

    it("shows demo-ssh its login names, the host key file's fingerprint and the README demo key", async () => {
      const session = await signInKey(t.app, 'demo-ssh');
      const first = await access(session);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const data = dataOf<SftpAccess>(first);
      expect(data.username).toBe('demo-ssh');
      expect(data.account_number).toBeGreaterThanOrEqual(1_000_001);
      expect(data.host_key.fingerprint).toBe(
        await sshKeygenFingerprint(dir, await readFile(`${hostKeyPath}.pub`, 'utf8')),
      );
      expect(data.keys.map((key) => key.name)).toContain('README demo key');
      // The number is the account's for good: the same on every call, with the data key too.
      const again = dataOf<SftpAccess>(await access(await dataKeyOf(t.app, 'demo-ssh')));
      expect(again.account_number).toBe(data.account_number);
      // Another account gets another number.
      const other = dataOf<SftpAccess>(await access(await newSshSession()));
      expect(other.account_number).not.toBe(data.account_number);
    });

    it('refuses an account without SFTP access (403) and a call without a key (401)', async () => {
      const manual = await access(await signInKey(t.app, 'demo-manual'));
      expect(manual.statusCode).toBe(403);
      expect(manual.json().message).toMatch(/SFTP/);
      expect((await t.app.inject({ method: 'GET', url: '/account/sftp' })).statusCode).toBe(401);
    });

    it('adds an Ed25519 key and an RSA-3072 key with the fingerprints ssh-keygen prints, and lists them', async () => {
      const session = await newSshSession();
      const ed = ed25519();
      const rsa = ssh2.utils.generateKeyPairSync('rsa', { bits: 3072, comment: 'build-server' });
      const addedEd = await addKey(session, { public_key: ed.public, name: 'laptop' });
      expect(addedEd.statusCode, addedEd.body).toBe(200);
      // The test clock stands still: a second later, so that the list's order (oldest first) is defined.
      t.clock.advance(1_000);
      const addedRsa = await addKey(session, { public_key: rsa.public });
      expect(addedRsa.statusCode, addedRsa.body).toBe(200);

      const edKey = dataOf<SftpKey>(addedEd);
      const rsaKey = dataOf<SftpKey>(addedRsa);
      expect(edKey).toMatchObject({ name: 'laptop', algorithm: 'ssh-ed25519', last_used: null });
      // Without a name, the key line's comment labels it.
      expect(rsaKey).toMatchObject({ name: 'build-server', algorithm: 'ssh-rsa' });
      expect(edKey.fingerprint).toBe(await sshKeygenFingerprint(dir, ed.public));
      expect(rsaKey.fingerprint).toBe(await sshKeygenFingerprint(dir, rsa.public));
      const listed = dataOf<SftpAccess>(await access(session)).keys;
      expect(listed.map((key) => key.id)).toEqual([edKey.id, rsaKey.id]);
    });

    it('refuses a private key, saying so, and garbage, a short RSA key, DSA and ECDSA keys', async () => {
      const session = await newSshSession();
      const privateKey = await addKey(session, { public_key: ed25519().private });
      expect(privateKey.statusCode).toBe(400);
      expect(privateKey.json()).toMatchObject({ detail: 'public_key' });
      expect(privateKey.json().message).toMatch(/private/i);

      const garbage = await addKey(session, { public_key: 'ssh-ed25519 not-base64-at-all!!' });
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().detail).toBe('public_key');

      const short = await addKey(session, {
        public_key: ssh2.utils.generateKeyPairSync('rsa', { bits: 1024 }).public,
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toMatch(/1024 bits/);

      const ecdsa = await addKey(session, {
        public_key: ssh2.utils.generateKeyPairSync('ecdsa', { bits: 256 }).public,
      });
      expect(ecdsa.statusCode).toBe(400);
      expect(ecdsa.json().message).toMatch(/ecdsa-sha2-nistp256 are not accepted/);

      // OpenSSH still makes DSA keys here (9.2); where it no longer does, that case has nothing to send.
      const dsaPath = join(dir, `dsa-${backend.name}`);
      let dsaPublic: string | null = null;
      try {
        execFileSync('ssh-keygen', ['-q', '-t', 'dsa', '-N', '', '-f', dsaPath], { stdio: 'ignore' });
        dsaPublic = await readFile(`${dsaPath}.pub`, 'utf8');
      } catch {
        dsaPublic = null;
      }
      if (dsaPublic) {
        const dsa = await addKey(session, { public_key: dsaPublic });
        expect(dsa.statusCode).toBe(400);
        expect(dsa.json().message).toMatch(/ssh-dss are not accepted/);
      }
      expect(dataOf<SftpAccess>(await access(session)).keys).toEqual([]);
    });

    it('refuses the same key twice (409), an 11th key, unknown fields, and a data key instead of the session', async () => {
      const session = await newSshSession();
      const first = ed25519();
      expect((await addKey(session, { public_key: first.public })).statusCode).toBe(200);
      const twice = await addKey(session, { public_key: `${first.public.split(' ').slice(0, 2).join(' ')} other` });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().detail).toBe('public_key');

      const unknownField = await addKey(session, { public_key: ed25519().public, admin: true });
      expect(unknownField.statusCode).toBe(400);

      const username = `sftp-account-${serial}`;
      const withDataKey = await t.app.inject({
        method: 'POST',
        url: `/account/sftp/keys?apikey=${await dataKeyOf(t.app, username)}`,
        payload: { public_key: ed25519().public },
      });
      expect(withDataKey.statusCode).toBe(403);

      for (let count = 1; count < MAX_SFTP_KEYS; count++) {
        const added = await addKey(session, { public_key: ed25519().public });
        expect(added.statusCode, added.body).toBe(200);
      }
      const eleventh = await addKey(session, { public_key: ed25519().public });
      expect(eleventh.statusCode).toBe(400);
      expect(eleventh.json().message).toMatch(/at most 10/);
      expect(dataOf<SftpAccess>(await access(session)).keys).toHaveLength(MAX_SFTP_KEYS);
    });

    it("removes a key of the account, and answers 404 for another account's key", async () => {
      const session = await newSshSession();
      const otherSession = await newSshSession();
      const mine = dataOf<SftpKey>(await addKey(session, { public_key: ed25519().public }));
      const theirs = dataOf<SftpKey>(await addKey(otherSession, { public_key: ed25519().public }));

      expect((await removeKey(session, theirs.id)).statusCode).toBe(404);
      expect(dataOf<SftpAccess>(await access(otherSession)).keys.map((key) => key.id)).toEqual([theirs.id]);

      const removed = await removeKey(session, mine.id);
      expect(removed.statusCode).toBe(200);
      expect(dataOf(removed)).toEqual({ id: mine.id });
      expect(dataOf<SftpAccess>(await access(session)).keys).toEqual([]);
      expect((await removeKey(session, mine.id)).statusCode).toBe(404);
    });
  });
}
