import { type CorpusDocument, type ImportError, type ImportResult, toImportedDocument } from '../document';

/** JSON Lines: one JSON object per line; blank lines are skipped. */
export function importJsonl(file: string, content: string, now?: number): ImportResult {
  const documents: CorpusDocument[] = [];
  const errors: ImportError[] = [];
  let read = 0;
  const lines = content.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    read += 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      errors.push({ file, line: i + 1, reason: `not valid JSON (${(error as Error).message})` });
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push({ file, line: i + 1, reason: 'not a JSON object' });
      return;
    }
    const check = toImportedDocument(value as Record<string, unknown>, now);
    if (check.ok) documents.push(check.document);
    else errors.push({ file, line: i + 1, reason: check.reason });
  });
  return { documents, errors, read };
}
