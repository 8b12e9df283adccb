import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests run against the production build (next build + next start) and the API on a fresh
// accounts database seeded in demo mode. Ports differ from `npm start` so both can run side by side.
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const GEO_PORT = Number(process.env.E2E_GEO_PORT ?? 4199);
export const MODEL_PORT = Number(process.env.E2E_MODEL_PORT ?? 4198);
/** The API's SFTP server (issue 17), on its own port so that a running `npm start` (2222) is not in the way. */
export const SFTP_PORT = Number(process.env.E2E_SFTP_PORT ?? 4196);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'moodwire-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // keep one directory across the config's re-evaluation in workers
// E2E_EXTERNAL=1: the servers already run (a developer's `next dev` on the same ports); start none.
const isExternal = process.env.E2E_EXTERNAL === '1';

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  // No retries: a flaky test is a defect to fix, and a retried account-linking test would meet an already linked ID.
  retries: 0,
  timeout: 60_000,
  reporter: process.env.PW_REPORTER ? [[process.env.PW_REPORTER]] : [['list']],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: isExternal
    ? []
    : [
        {
          // Test double for the third-party visitor-location service (unreachable from these machines).
          command: `node e2e/support/geo-server.mjs ${GEO_PORT}`,
          url: `http://127.0.0.1:${GEO_PORT}/healthz`,
          reuseExistingServer: false,
        },
        {
          // Test double for the admin AI agents' language model (an OpenAI-compatible server; e2e/agents.spec.ts).
          command: `node e2e/support/model-server.mjs ${MODEL_PORT}`,
          url: `http://127.0.0.1:${MODEL_PORT}/healthz`,
          reuseExistingServer: false,
        },
        {
          // The analytics screens read a tiny lake built into the run's own data directory (a few seconds).
          command: `sh -c 'test -e "$DATA_DIR/lake/current" || npm run data -- build --scale tiny' && npm run start -w @moodwire/api`,
          url: `http://127.0.0.1:${API_PORT}/healthz`,
          reuseExistingServer: false,
          timeout: 180_000,
          env: {
            DATA_DIR: dataDir,
            PORT: String(API_PORT),
            HOST: '127.0.0.1',
            DEMO_MODE: '1',
            SQLITE_PATH: join(dataDir, 'accounts.db'),
            DATABASE_URL: '',
            REDIS_URL: '',
            PROVISIONING_DELAY_MS: '3000',
            LOG_LEVEL: 'warn',
            RATE_LIMIT_MAX: '100000',
            AUTH_RATE_LIMIT_MAX: '100000',
            AGENT_MODEL_URL: `http://127.0.0.1:${MODEL_PORT}/v1`,
            AGENT_MODEL: 'e2e-model',
            SFTP_PORT: String(SFTP_PORT),
          },
        },
        {
          command: 'npm run start -w @moodwire/web',
          url: `http://127.0.0.1:${WEB_PORT}/signin`,
          reuseExistingServer: false,
          timeout: 120_000,
          env: {
            PORT: String(WEB_PORT),
            API_URL: `http://127.0.0.1:${API_PORT}`,
            GEO_LOOKUP_URL: `http://127.0.0.1:${GEO_PORT}/json`,
            NEXT_TELEMETRY_DISABLED: '1',
          },
        },
      ],
});
