import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService } from '../../scripts/lib/child-process.mjs';
import { findFreePort, waitForUrl } from '../../scripts/lib/network.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the API exactly as `npm start` does (`npm run start -w @moodwire/api`), on a free port with a fresh
 * SQLite accounts database in a temporary folder and the demo users seeded. Rate limits are lifted so that
 * the benchmark measures the handlers, not the limiter. Returns { baseUrl, stop() }.
 */
export async function startApi({ extraEnv = {}, readyDeadlineMs = 60_000 } = {}) {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'moodwire-bench-'));
  const service = startService({
    name: 'api',
    prefix: '[api]',
    command: 'npm',
    args: ['run', 'start', '-w', '@moodwire/api'],
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_MODE: '1',
      SQLITE_PATH: join(dataDir, 'accounts.db'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000000',
      AUTH_RATE_LIMIT_MAX: '10000000',
      ...extraEnv,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const isReady = await waitForUrl(`${baseUrl}/healthz`, {
    deadlineMs: readyDeadlineMs,
    shouldGiveUp: service.hasExited,
  });
  if (!isReady) {
    await stop();
    throw new Error(`the API did not answer /healthz within ${readyDeadlineMs / 1000} s (see its output above)`);
  }
  return { baseUrl, stop };
}
