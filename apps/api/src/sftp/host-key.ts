/**
 * The SFTP server's host key (issue 17: made at first start and kept in the data folder). Clients pin it on first
 * connection, so it must outlive restarts and builds: it lives beside the lake, not in it, readable by the server's
 * user only. Its fingerprint is shown on Account Info and in the docs, for customers to check before they trust it.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import ssh2 from 'ssh2';

const { utils } = ssh2;

import { fingerprintOf } from './public-keys';

export interface HostKey {
  /** OpenSSH private key text. */
  privateKey: string;
  algorithm: string;
  fingerprint: string;
}

export function defaultHostKeyPath(dataDir: string): string {
  return join(dataDir, 'sftp', 'ssh_host_ed25519_key');
}

function describe(privateKey: string, path: string): HostKey {
  const parsed = utils.parseKey(privateKey);
  if (parsed instanceof Error || Array.isArray(parsed) || !parsed.isPrivateKey()) {
    throw new Error(`the SFTP host key ${path} is not an unencrypted OpenSSH private key`);
  }
  return { privateKey, algorithm: parsed.type, fingerprint: fingerprintOf(parsed.getPublicSSH()) };
}

/** Attempts at a well-formed key: ssh2 1.17 makes a malformed Ed25519 key about once in 200 (measured: 14 of 3,000). */
const KEY_ATTEMPTS = 20;

/**
 * An Ed25519 key pair in OpenSSH format that ssh2 itself can read back: its generator sometimes writes a key that
 * neither ssh2 nor ssh-keygen can read ('Malformed OpenSSH private key'), which as a host key would stop the server
 * at every start.
 */
export function generateEd25519KeyPair(comment: string): { private: string; public: string } {
  for (let attempt = 1; ; attempt++) {
    const pair = utils.generateKeyPairSync('ed25519', { comment });
    const isReadable =
      !(utils.parseKey(pair.private) instanceof Error) && !(utils.parseKey(pair.public) instanceof Error);
    if (isReadable) return pair;
    if (attempt >= KEY_ATTEMPTS) throw new Error('ssh2 made no well-formed Ed25519 key');
  }
}

/**
 * Reads the host key at `path`; when there is none and `create` holds (the default path), makes an Ed25519 key
 * there first. A configured path that is missing is an error: a new key would make every client refuse the server.
 */
export async function loadHostKey(path: string, options: { create: boolean }): Promise<HostKey> {
  try {
    return describe(await readFile(path, 'utf8'), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !options.create) throw error;
  }
  const pair = generateEd25519KeyPair('moodwire sftp host key');
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  // 'wx': two processes starting at once keep the first key, and the second reads it.
  await writeFile(path, pair.private, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await chmod(path, 0o600);
  await writeFile(`${path}.pub`, `${pair.public}\n`, { mode: 0o644 }).catch(() => {});
  return describe(await readFile(path, 'utf8'), path);
}
