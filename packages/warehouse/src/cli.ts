/**
 * `npm run data -- <command>` (issue #3 §2 CLI):
 *   build --scale tiny|demo|full [--from YYYY-MM-DD --to YYYY-MM-DD] [--workers N]
 *   import FILE...   (scores the documents into a new build over the published build's range)
 *   info             (the published lake's manifest)
 * Impossible options stop with a clear message and exit code 2 before anything is written.
 */
import { parseArgs } from 'node:util';
import { buildLake } from './build/build-lake';
import { BuildOptionsError, resolveBuildOptions } from './build/build-options';
import { createBuildStatusWriter } from './build/build-status';
import { importDocuments } from './build/import-documents';
import { createProgressBars } from './build/progress-bars';
import { lakePaths } from './lake/paths';
import { readManifest } from './read/get-lake-manifest';

const USAGE = `usage:
  npm run data -- build --scale tiny|demo|full [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--workers N]
  npm run data -- import FILE...
  npm run data -- info`;

class UsageError extends Error {}

function parseBuild(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      scale: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      workers: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`);
  if (values.scale === undefined) throw new UsageError('build needs --scale tiny|demo|full');
  return values;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'build') {
    const request = parseBuild(rest);
    // Checked here too, so that a bad option stops before the lock or any directory exists.
    const { scale } = resolveBuildOptions(request);
    const started = Date.now();
    const bars = createProgressBars();
    // lake/building.json: the API tells the web app how far the build is (issue 13 'The first start').
    const status = createBuildStatusWriter({ scale });
    const { manifest } = await buildLake({
      ...request,
      onProgress: (progress) => {
        bars.onProgress(progress);
        status.onProgress(progress);
      },
    }).finally(() => {
      bars.stop();
      status.finish();
    });
    const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `published build ${manifest.buildId}: scale ${manifest.scale}, ${manifest.from} to ${manifest.to}, ` +
        `${manifest.documents.generated + manifest.documents.imported} documents, ${rows} rows, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  }
  if (command === 'import') {
    if (rest.length === 0) throw new UsageError('import needs at least one FILE');
    const bars = createProgressBars();
    const result = await importDocuments({ files: rest, onProgress: bars.onProgress }).finally(bars.stop);
    for (const error of result.errors) console.error(`${error.file}:${error.line}: ${error.reason}`);
    console.log(
      `read ${result.read} records: ${result.accepted} imported, ${result.errors.length} rejected` +
        (result.outsideRange > 0 ? `, ${result.outsideRange} outside the lake's dates (kept for a later build)` : ''),
    );
    if (result.manifest) console.log(`published build ${result.manifest.buildId} with the imported documents`);
    return result.accepted > 0 || result.errors.length === 0 ? 0 : 1;
  }
  if (command === 'info') {
    const manifest = await readManifest(lakePaths().current);
    if (!manifest) {
      console.log(`no lake is published under ${lakePaths().lakeDir} (run: npm run data -- build --scale tiny)`);
      return 1;
    }
    console.log(JSON.stringify(manifest, null, 2));
    return 0;
  }
  throw new UsageError(command ? `unknown command '${command}'` : 'missing command');
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof BuildOptionsError || isParseArgsError(error)) {
      console.error(`error: ${(error as Error).message}\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
