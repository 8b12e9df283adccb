/**
 * ARCHITECTURE.md 'An API route, one way': answers from the lake go through lake/answer-from-lake.ts, the only
 * module that takes the ETag, single-read and answer-cache steps. A route that calls them itself fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/** The helper, the cache it keeps answers in, and the lake view that owns both. */
const OWNERS = ['lake/answer-from-lake.ts', 'lake/answer-cache.ts', 'lake/open-lake.ts'];

/** The steps: the ETag check, the single flight, the answer cache (made, passed or read). */
const STEPS = [
  /\bnotModified\(/,
  /\bflights\.run\(/,
  /\bnew SingleFlight\b/,
  /\bAnswerCache\b/,
  /\banswers\.get\(/,
  /\.answers\b/,
];

/** The code of a file without its comments (a comment may name the steps). */
function codeOf(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the lake-answer helper', () => {
  it('is the only module that checks the ETag, runs the single flight or touches the answer cache', () => {
    const offenders = listSources(SRC).flatMap((path) => {
      const file = relative(SRC, path).split('\\').join('/');
      if (OWNERS.includes(file)) return [];
      const text = codeOf(path);
      return STEPS.filter((step) => step.test(text)).map((step) => `${file}: ${step.source}`);
    });
    expect(offenders).toEqual([]);
  });
});
