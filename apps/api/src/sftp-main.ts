/**
 * The SFTP server on its own (issue 17: 'started by npm start ... and on its own in production'): the same
 * configuration, accounts store and lake as the API, without the HTTP port. `npm run sftp -w @moodwire/api`; set
 * SFTP_PORT=off on the API processes so that this process alone serves SFTP (its alerts: ALERTS_ENABLED=0).
 */
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { startSftpServer } from './sftp/sftp-server';

async function main(): Promise<void> {
  const config = loadConfigOrExit('moodwire sftp');
  if (config.sftp.port === null) {
    console.error("moodwire sftp: SFTP_PORT is 'off'; give this process a port");
    process.exit(1);
  }
  const app = await buildApp(config, { preloadLake: true });
  await app.ready();
  const sftp = await startSftpServer(app);
  console.log(
    `moodwire sftp listening on ${config.sftp.host}:${sftp.port} (host key ${sftp.hostKey.algorithm} ${sftp.hostKey.fingerprint})`,
  );
  let isClosing = false;
  const close = async () => {
    if (isClosing) return;
    isClosing = true;
    await sftp.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
}

main().catch((error: unknown) => {
  console.error(`moodwire sftp failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
