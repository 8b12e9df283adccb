/**
 * The typed description of the API for the web app (issue 4 'a typed client generated from it'): the OpenAPI
 * document of an app built in-process, turned into TypeScript types by openapi-typescript. Used by
 * scripts/generate-api-types.mjs (`npm run api:types`, writes the file) and by the test that fails when the
 * committed file drifts from the routes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** Where the generated types live, from the repository root; the web app's typed client imports them. */
export const API_TYPES_FILE = 'apps/web/lib/api/openapi-types.ts';
export const API_TYPES_COMMAND = 'npm run api:types';

const HEADER = `/**
 * Types of the Moodwire API, generated from its OpenAPI document by openapi-typescript. Do not edit: change
 * the route schemas in apps/api, then run \`${API_TYPES_COMMAND}\` (a test fails while this file is stale).
 */

`;

/**
 * The OpenAPI document as /openapi.json serves it, from an app on a throwaway accounts store and an empty
 * data root (the document depends on the route schemas only, never on the lake or the accounts).
 */
export async function buildApiDocument(): Promise<OpenAPI3> {
  const root = mkdtempSync(join(tmpdir(), 'moodwire-api-types-'));
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'accounts.db'),
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_MODE: '0',
    });
    const app = await buildApp(config, { dataDir: join(root, 'data') });
    try {
      await app.ready();
      return JSON.parse(JSON.stringify(app.swagger())) as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The generated file's text for a document (pure types: `paths`, `components`, `operations`). */
export async function renderApiTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document, { silent: true });
  return `${HEADER}${astToString(ast)}`;
}
