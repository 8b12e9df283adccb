/**
 * `import FILE...`: reads JSONL, CSV and RSS/Atom files (malformed records are reported with file, line and
 * reason, and skipped), keeps the accepted documents in the data root, and makes a new build over the published
 * build's scale and dates in which they are scored with the simulated corpus, so their indices merge into the
 * assets they mention.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { addDays } from '@moodwire/domain';
import type { CorpusDocument, ImportError } from '../corpus/document';
import { importFile } from '../corpus/import/import-file';
import { lakePaths } from '../lake/paths';
import { readManifest } from '../read/get-lake-manifest';
import { type BuildProgress, buildLake, type LakeManifest } from './build-lake';

export interface ImportDocumentsOptions {
  files: readonly string[];
  dataDir?: string;
  onProgress?: (progress: BuildProgress) => void;
}

export interface ImportDocumentsResult {
  read: number;
  accepted: number;
  errors: ImportError[];
  /** Accepted documents dated outside the published lake's range (kept; a build over their dates uses them). */
  outsideRange: number;
  /** The new build's manifest, or undefined when nothing was imported. */
  manifest?: LakeManifest;
}

export async function importDocuments(options: ImportDocumentsOptions): Promise<ImportDocumentsResult> {
  const paths = lakePaths(options.dataDir);
  const current = await readManifest(paths.current);
  if (!current) {
    throw new Error(`no published lake under ${paths.lakeDir} to merge into (run: npm run data -- build --scale tiny)`);
  }
  const documents: CorpusDocument[] = [];
  const errors: ImportError[] = [];
  let read = 0;
  for (const file of options.files) {
    const result = await importFile(file);
    documents.push(...result.documents);
    errors.push(...result.errors);
    read += result.read;
  }
  const result: ImportDocumentsResult = { read, accepted: documents.length, errors, outsideRange: 0 };
  if (documents.length === 0) return result;
  const dayBefore = addDays(current.from, -1);
  result.outsideRange = documents.filter((document) => {
    const day = document.time.slice(0, 10);
    return day < dayBefore || day > current.to;
  }).length;
  await mkdir(paths.importsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const name = `${stamp}-${basename(options.files[0] ?? 'import').replace(/[^\w.-]/g, '_')}.jsonl`;
  await writeFile(
    join(paths.importsDir, name),
    `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`,
  );
  const { manifest } = await buildLake({
    scale: current.scale,
    from: current.from,
    to: current.to,
    seed: current.seed,
    dataDir: options.dataDir,
    onProgress: options.onProgress,
  });
  result.manifest = manifest;
  return result;
}
