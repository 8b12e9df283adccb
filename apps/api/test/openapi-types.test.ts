/**
 * The web app's typed client is generated from the API's OpenAPI document (apps/web/lib/api/openapi-types.ts).
 * When a route's schema changes, this test fails until the file is regenerated: run `npm run api:types`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { API_TYPES_COMMAND, API_TYPES_FILE, buildApiDocument, renderApiTypes } from '../src/openapi/render-api-types';

/** The paths the generated `paths` interface declares (its keys sit at four spaces). */
function declaredPaths(text: string): string[] {
  return [...text.matchAll(/^ {4}"(\/[^"]*)": \{$/gm)].map((match) => match[1] as string);
}

describe('the typed API description of the web app', () => {
  const committed = readFileSync(join(REPO_ROOT, API_TYPES_FILE), 'utf8');

  it(`is what the current routes generate (run \`${API_TYPES_COMMAND}\` after changing a route)`, async () => {
    const document = await buildApiDocument();
    const expected = await renderApiTypes(document);
    const stale = `${API_TYPES_FILE} is stale: run \`${API_TYPES_COMMAND}\` and commit the file`;
    // Named first, so a new or removed route shows up by name rather than in a 6,000-line diff.
    expect(declaredPaths(committed), stale).toEqual(Object.keys(document.paths ?? {}));
    expect(committed === expected, stale).toBe(true);
  }, 120_000);

  it('holds types only (the web bundle gets no code from it) and imports nothing', () => {
    const topLevel = committed
      .split('\n')
      .filter((line) => /^\S/.test(line) && !/^(\/\*\*| \*|\*\/|}|export (interface|type) )/.test(line));
    expect(topLevel).toEqual([]);
    expect(committed).not.toMatch(/^import /m);
    expect(declaredPaths(committed)).toEqual(expect.arrayContaining(['/presets/list', '/asset-trmi3', '/mcp']));
  });
});
