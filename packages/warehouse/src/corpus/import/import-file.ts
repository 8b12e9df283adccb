import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { ImportResult } from '../document';
import { importCsv } from './import-csv';
import { importFeed } from './import-feed';
import { importJsonl } from './import-jsonl';

export const IMPORT_FORMATS = ['jsonl', 'csv', 'feed'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The format of a file by its extension: .jsonl/.ndjson, .csv, .xml/.rss/.atom; undefined otherwise. */
export function importFormatOf(file: string): ImportFormat | undefined {
  const extension = extname(file).toLowerCase();
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  if (extension === '.csv') return 'csv';
  if (extension === '.xml' || extension === '.rss' || extension === '.atom') return 'feed';
  return undefined;
}

export function importText(file: string, content: string, format: ImportFormat, now?: number): ImportResult {
  if (format === 'jsonl') return importJsonl(file, content, now);
  if (format === 'csv') return importCsv(file, content, now);
  return importFeed(file, content, now);
}

/** Reads and imports one file; an unreadable file or unknown extension is one error, never a crash. */
export async function importFile(file: string, now?: number): Promise<ImportResult> {
  const format = importFormatOf(file);
  if (!format) {
    return {
      documents: [],
      errors: [{ file, line: 0, reason: 'unknown file type (use .jsonl, .csv, .xml, .rss or .atom)' }],
      read: 0,
    };
  }
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    return { documents: [], errors: [{ file, line: 0, reason: `cannot read: ${(error as Error).message}` }], read: 0 };
  }
  return importText(file, content, format, now);
}
