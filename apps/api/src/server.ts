/** Starts the API: validate configuration, build the app, listen, and stop cleanly on Ctrl-C. */
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { DEMO_ACCOUNTS, DEMO_MACHINE } from './demo/demo-accounts';
import { type SftpServer, startSftpServer } from './sftp/sftp-server';

async function main(): Promise<void> {
  const config = loadConfigOrExit('moodwire api');
  const app = await buildApp(config, { preloadLake: true });
  let sftp: SftpServer | null = null;
  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    await sftp?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.sqlitePath}`;
  console.log(`moodwire api listening on http://${config.host}:${config.port} (accounts: ${store})`);
  if (config.sftp.port !== null) {
    // The API serves without SFTP when its port cannot be had: the web app and the data calls do not need it.
    try {
      sftp = await startSftpServer(app);
      console.log(
        `moodwire sftp listening on ${config.sftp.host}:${sftp.port} (host key ${sftp.hostKey.algorithm} ${sftp.hostKey.fingerprint})`,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`moodwire sftp not started: ${reason} (set SFTP_PORT to another port, or 'off')`);
    }
  }
  if (config.demoMode) {
    const rows = [
      ...DEMO_ACCOUNTS.map((demo) => [demo.username, demo.summary]),
      [DEMO_MACHINE.machineId, DEMO_MACHINE.summary],
    ];
    console.log(`demo logins (password '${config.demoPassword}'):`);
    for (const [username, summary] of rows) console.log(`  ${username?.padEnd(14)} ${summary}`);
  }
}

main().catch((error: unknown) => {
  console.error(`moodwire api failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
