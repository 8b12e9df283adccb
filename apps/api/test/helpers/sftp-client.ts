/**
 * What the SFTP tests share (issue 17): the API over the shared tiny lake under a data root of its own (so its
 * host key and bulk-file cache are its own, not written into the shared lake's folder), and promise forms of the
 * ssh2 client's calls.
 */
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import ssh2, { type Client, type ConnectConfig, type FileEntryWithStats, type SFTPWrapper } from 'ssh2';
import { createLakeTestApp } from './test-app';

/** The private half of demo-ssh's seeded key (published in the README for the demo). */
export const DEMO_SSH_KEY_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/demo/demo-ssh.key');

export interface SftpLakeApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** The API in DEMO_MODE over the shared tiny lake, with a data root (host key, cache) of its own. */
export async function createSftpLakeApp(sharedDataDir: string, name: string): Promise<SftpLakeApp> {
  const root = await mkdtemp(join(tmpdir(), `moodwire-${name}-`));
  const dataDir = join(root, 'data');
  await mkdir(dataDir, { recursive: true });
  await symlink(join(sharedDataDir, 'lake'), join(dataDir, 'lake'));
  const lakeApp = await createLakeTestApp(dataDir, name);
  return {
    app: lakeApp.app,
    dataDir,
    async close() {
      await lakeApp.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Connects and logs in; rejects with the client's error (e.g. 'All configured authentication methods failed'). */
export function connectSftpClient(config: ConnectConfig): Promise<Client> {
  return new Promise((resolvePromise, reject) => {
    const client = new ssh2.Client();
    let settled = false;
    client.once('ready', () => {
      settled = true;
      resolvePromise(client);
    });
    client.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    client.once('close', () => {
      if (settled) return;
      settled = true;
      reject(new Error('connection closed before login'));
    });
    client.connect({ host: '127.0.0.1', readyTimeout: 15_000, ...config });
  });
}

export function openSftp(client: Client): Promise<SFTPWrapper> {
  return new Promise((resolvePromise, reject) =>
    client.sftp((error, sftp) => (error ? reject(error) : resolvePromise(sftp))),
  );
}

export function readDirectory(sftp: SFTPWrapper, path: string): Promise<FileEntryWithStats[]> {
  return new Promise((resolvePromise, reject) =>
    sftp.readdir(path, (error, list) => (error ? reject(error) : resolvePromise(list))),
  );
}

export async function listNames(sftp: SFTPWrapper, path: string): Promise<string[]> {
  return (await readDirectory(sftp, path)).map((entry) => entry.filename).sort();
}

export function downloadFile(sftp: SFTPWrapper, path: string): Promise<Buffer> {
  return new Promise((resolvePromise, reject) =>
    sftp.readFile(path, (error, data) => (error ? reject(error) : resolvePromise(data))),
  );
}
