/**
 * The texts the Engine tool reads, from what a user pastes or uploads (issue 15 'paste or upload text (txt, md,
 * html, csv of documents)'): plain text as it is, Markdown and HTML reduced to their words, and a CSV of documents
 * split into one document per row. Pure string work: nothing is executed, fetched or parsed as markup by a
 * browser engine, so an uploaded page cannot run a script anywhere.
 */

export type DocumentFormat = 'txt' | 'md' | 'html' | 'csv';
export const DOCUMENT_FORMATS: readonly DocumentFormat[] = ['txt', 'md', 'html', 'csv'];

export interface PlainDocument {
  name: string;
  text: string;
}

/** Most rows read from one CSV of documents (each row is one document of the answer). */
export const MAX_CSV_DOCUMENTS = 200;
/** Header names of the text column of a CSV, in order of preference (case-insensitive). */
const TEXT_COLUMNS = ['text', 'body', 'content', 'document', 'headline', 'title'];

/** A document problem a user can fix, with the field it concerns (answered as a 400). */
export class DocumentError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  euro: '€',
  pound: '£',
  copy: '©',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      // Outside Unicode, or a surrogate or control character: dropped rather than passed on.
      if (!Number.isFinite(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code < 0x20) return ' ';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS =
  /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|pre|title)\b[^>]*>/gi;

/** The words of an HTML page: scripts, styles and comments dropped, block ends kept as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|noscript|template|svg|iframe|object)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(BLOCK_TAGS, '\n')
    .replace(/<\/?[a-z!?][^>]*(>|$)/gi, ' ');
  return tidy(decodeEntities(text));
}

/** The words of a Markdown text: code fences, link targets, images and emphasis marks dropped. */
export function markdownToText(markdown: string): string {
  const text = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '') // front matter
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1');
  return tidy(htmlToText(text));
}

/** Spaces collapsed within lines, at most one empty line between paragraphs. */
function tidy(text: string): string {
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (inQuotes) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += char;
    } else if (char === '"' && field === '') inQuotes = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/**
 * A CSV of documents: one document per row, the text from the column named text (or body, content, document,
 * headline, title); a file with one column needs no header name. Rows past MAX_CSV_DOCUMENTS are refused.
 */
export function csvToDocuments(csv: string, name: string, field: string): PlainDocument[] {
  const rows = parseCsv(csv);
  const header = rows[0];
  if (!header) throw new DocumentError(field, `${name}: the CSV file is empty`);
  const names = header.map((cell) => cell.trim().toLowerCase());
  let column = -1;
  for (const wanted of TEXT_COLUMNS) {
    column = names.indexOf(wanted);
    if (column >= 0) break;
  }
  if (column < 0) {
    if (header.length === 1) column = 0;
    else
      throw new DocumentError(
        field,
        `${name}: the CSV file has no text column (name one of its columns ${TEXT_COLUMNS.join(', ')})`,
      );
  }
  const titleColumn = names.findIndex((cell, i) => i !== column && (cell === 'id' || cell === 'title'));
  const body = header.length === 1 && !TEXT_COLUMNS.includes(names[0] ?? '') ? rows : rows.slice(1);
  if (body.length === 0) throw new DocumentError(field, `${name}: the CSV file has a header but no rows`);
  if (body.length > MAX_CSV_DOCUMENTS) {
    throw new DocumentError(
      field,
      `${name}: the CSV file has ${body.length} rows; the Engine tool reads at most ${MAX_CSV_DOCUMENTS} documents per call`,
    );
  }
  return body.map((cells, i) => {
    const label = titleColumn >= 0 ? cells[titleColumn]?.trim() : '';
    return { name: label ? `${name} · ${label}` : `${name} · row ${i + 1}`, text: (cells[column] ?? '').trim() };
  });
}

/** The documents of one pasted or uploaded text in a format. */
export function toPlainDocuments(
  content: string,
  format: DocumentFormat,
  name: string,
  field: string,
): PlainDocument[] {
  switch (format) {
    case 'html':
      return [{ name, text: htmlToText(content) }];
    case 'md':
      return [{ name, text: markdownToText(content) }];
    case 'csv':
      return csvToDocuments(content, name, field);
    default:
      return [{ name, text: content }];
  }
}

/** The format of a file by its name's extension (txt when unknown). */
export function formatOfName(name: string): DocumentFormat {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'htm' || extension === 'html') return 'html';
  if (extension === 'md' || extension === 'markdown') return 'md';
  if (extension === 'csv') return 'csv';
  return 'txt';
}
