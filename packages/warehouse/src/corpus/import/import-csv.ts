import { type CorpusDocument, type ImportError, type ImportResult, toImportedDocument } from '../document';

interface CsvRecord {
  line: number;
  fields: string[];
  error?: string;
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsvRecords(content: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let wasQuoted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '' && !wasQuoted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < content.length; i++) {
    const ch = content[i];
    if (inQuotes) {
      if (ch === '"') {
        if (content[i + 1] === '"') {
          field += '"';
          i += 1;
        } else inQuotes = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      inQuotes = true;
      wasQuoted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && content[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += ch;
  }
  if (inQuotes) {
    records.push({ line: recordLine, fields: [], error: 'unterminated quoted field' });
  } else if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** CSV with a header row naming the document fields (id, time, sourceType, title, body, url, language, outlet). */
export function importCsv(file: string, content: string, now?: number): ImportResult {
  const documents: CorpusDocument[] = [];
  const errors: ImportError[] = [];
  const records = parseCsvRecords(content.replace(/^\uFEFF/, ''));
  const header = records.shift();
  if (!header || header.error) {
    return { documents, errors: [{ file, line: 1, reason: 'no header row' }], read: 0 };
  }
  const columns = header.fields.map((name) => name.trim());
  if (!columns.includes('time') || !(columns.includes('body') || columns.includes('title'))) {
    return {
      documents,
      errors: [{ file, line: header.line, reason: "header must name 'time' and 'title' or 'body'" }],
      read: records.length,
    };
  }
  for (const record of records) {
    if (record.error) {
      errors.push({ file, line: record.line, reason: record.error });
      continue;
    }
    if (record.fields.length !== columns.length) {
      errors.push({
        file,
        line: record.line,
        reason: `has ${record.fields.length} fields, the header has ${columns.length}`,
      });
      continue;
    }
    const raw: Record<string, unknown> = {};
    columns.forEach((name, i) => {
      raw[name] = record.fields[i];
    });
    const check = toImportedDocument(raw, now);
    if (check.ok) documents.push(check.document);
    else errors.push({ file, line: record.line, reason: check.reason });
  }
  return { documents, errors, read: records.length };
}
