import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateEd25519KeyPair, loadHostKey } from '../src/sftp/host-key';

describe('the SFTP host key', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'moodwire-host-key-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is made once, readable by its owner only, and the same key at every start after', async () => {
    const path = join(dir, 'sftp', 'ssh_host_ed25519_key');
    const first = await loadHostKey(path, { create: true });
    const again = await loadHostKey(path, { create: true });
    expect(first.algorithm).toBe('ssh-ed25519');
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('refuses to make a new key where the operator named one that is missing', async () => {
    await expect(loadHostKey(join(dir, 'named-but-missing'), { create: false })).rejects.toThrow();
  });

  // ssh2 1.17's generator wrote a malformed key 14 times in 3,000 (one would stop the server at every start).
  it('is always a key ssh2 can read back', () => {
    for (let index = 0; index < 1_000; index++) {
      const pair = generateEd25519KeyPair('check');
      expect(ssh2.utils.parseKey(pair.private)).not.toBeInstanceOf(Error);
      expect(ssh2.utils.parseKey(pair.public)).not.toBeInstanceOf(Error);
    }
  });
});
