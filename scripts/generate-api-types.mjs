#!/usr/bin/env node
// `npm run api:types`: builds the API in-process (throwaway SQLite store, no lake), reads its OpenAPI document
// and writes the typed description the web app's client uses (apps/web/lib/api/openapi-types.ts) with
// openapi-typescript. Run it after changing a route's schema; apps/api/test/openapi-types.test.ts fails while
// the committed file is stale. Runs under tsx (the API is TypeScript): see the api:types script.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TYPES_FILE, buildApiDocument, renderApiTypes } from '../apps/api/src/openapi/render-api-types.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const document = await buildApiDocument();
const text = await renderApiTypes(document);
writeFileSync(join(ROOT, API_TYPES_FILE), text);
const paths = Object.keys(document.paths ?? {}).length;
console.log(`wrote ${API_TYPES_FILE} (${paths} paths, ${text.length} characters)`);
