/**
 * What the SFTP server writes to the log (issue 17: 'every login and download is logged, no key material in
 * logs'): logins, refusals and downloads are there, at debug level too, without a public key, a private key or a
 * tried password.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeReadPools } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_SFTP_PUBLIC_KEY } from '../src/demo/demo-accounts';
import { generateEd25519KeyPair } from '../src/sftp/host-key';
import { type SftpServer, startSftpServer } from '../src/sftp/sftp-server';

import { connectSftpClient, DEMO_SSH_KEY_PATH, downloadFile, listNames, openSftp } from './helpers/sftp-client';

const COMPANIES_DAILY = '/mrn-mi-w/PRO/MI4/CMPNY/WDAI_UDAI/daily';
const TRIED_PASSWORD = 'a-password-someone-tried-9431';

describe('SFTP logs', () => {
  const logs: string[] = [];
  let root: string;
  let app: FastifyInstance;
  let server: SftpServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'moodwire-sftp-logs-'));
    const dataDir = join(root, 'data');
    await mkdir(dataDir, { recursive: true });
    await symlink(join(inject('tinyLakeDir'), 'lake'), join(dataDir, 'lake'));
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'debug',
      SQLITE_PATH: join(root, 'accounts.db'),
      SFTP_PASSWORD_LOGIN: '1',
    });
    app = await buildApp(config, { dataDir, logStream: { write: (line: string) => void logs.push(line) } });
    server = await startSftpServer(app, { port: 0, host: '127.0.0.1', refusalDelayMs: 50 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await app?.close();
    await closeReadPools();
    await rm(root, { recursive: true, force: true });
  });

  it('logs the login, the download and the refusals, and never a key or a password', async () => {
    const privateKey = readFileSync(DEMO_SSH_KEY_PATH, 'utf8');
    const client = await connectSftpClient({ port: server.port, username: 'demo-ssh', privateKey });
    const sftp = await openSftp(client);
    const [name] = await listNames(sftp, COMPANIES_DAILY);
    expect(name).toBeDefined();
    await downloadFile(sftp, `${COMPANIES_DAILY}/${name}`);
    client.end();

    const stranger = generateEd25519KeyPair('stranger');
    await expect(
      connectSftpClient({ port: server.port, username: 'demo-ssh', privateKey: stranger.private }),
    ).rejects.toThrow('All configured authentication methods failed');
    await expect(
      connectSftpClient({ port: server.port, username: 'demo-ssh', password: TRIED_PASSWORD }),
    ).rejects.toThrow('All configured authentication methods failed');

    // The download is logged when its handle is closed, which may follow the client's end by a moment.
    await expect.poll(() => logs.some((line) => line.includes('"sftp download"')), { timeout: 5_000 }).toBe(true);
    const text = logs.join('');
    expect(text).toContain('"sftp login"');
    expect(text).toContain(`"path":"${COMPANIES_DAILY}/${name}"`);
    expect(text.match(/"sftp login refused"/g)?.length).toBeGreaterThanOrEqual(2);

    const secrets = [
      DEMO_SFTP_PUBLIC_KEY.split(' ')[1] ?? '',
      stranger.public.split(' ')[1] ?? '',
      ...privateKey.split('\n').filter((line) => line.length > 40),
      ...stranger.private.split('\n').filter((line) => line.length > 40),
      TRIED_PASSWORD,
    ];
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(20);
      // A quarter of a key's base64 is already too much to log.
      expect(text).not.toContain(secret.slice(0, Math.max(20, Math.floor(secret.length / 4))));
    }
  }, 60_000);
});
