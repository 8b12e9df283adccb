/**
 * The imports kept in the data root (`imports/*.jsonl`, one file per `npm run data -- import`, named by its time
 * and first file): what the admin's service health lists as the last imports. Each file's documents are its lines.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { lakePaths } from '../lake/paths';

/** Imports answered at most. */
export const MAX_LISTED_IMPORTS = 50;

export interface ImportRecord {
  file: string;
  /** When the import was written, ISO 8601. */
  importedAt: string;
  documents: number;
  bytes: number;
}

export interface ListImportsOptions {
  dataDir?: string;
  limit: number;
}

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    for (const byte of chunk as Buffer) if (byte === 10) lines++;
  }
  return lines;
}

/** The newest imports, newest first; none when nothing was imported. */
export async function listImports(options: ListImportsOptions): Promise<ImportRecord[]> {
  const { importsDir } = lakePaths(options.dataDir);
  let names: string[];
  try {
    names = (await readdir(importsDir)).filter((name) => name.endsWith('.jsonl'));
  } catch {
    return [];
  }
  // The names start with the import's UTC time, so the name order is the time order.
  const newest = names
    .sort()
    .reverse()
    .slice(0, Math.max(0, Math.min(options.limit, MAX_LISTED_IMPORTS)));
  return Promise.all(
    newest.map(async (name) => {
      const file = join(importsDir, name);
      const info = await stat(file);
      return { file: name, importedAt: info.mtime.toISOString(), documents: await countLines(file), bytes: info.size };
    }),
  );
}
