/**
 * spec §7 '/webdocs/output/{file}': the generated files of the docs area. Each is made by the running server from
 * the source the API itself uses, so the docs can never drift from it:
 * - openapi.json: this server's OpenAPI document;
 * - indicators.csv: the indicator catalogue of '@moodwire/domain' (every dataset, legacy columns flagged);
 * - asset-classes.csv: the asset classes with their dataset, product and file code;
 * - sources.csv: the four sources with their codes.
 * The list is fixed: a file name is looked up in it, never joined to a path.
 */
import { createHash } from 'node:crypto';
import { ASSET_CLASSES, INDICATORS, SOURCES } from '@moodwire/domain';

export interface DocsOutputFile {
  name: string;
  contentType: string;
  description: string;
  body: string;
  etag: string;
}

/** RFC 4180: quote a field holding a comma, a quote or a line break; double the quotes inside. */
function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function file(name: string, contentType: string, description: string, body: string): DocsOutputFile {
  const etag = `"docs-${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
  return { name, contentType, description, body, etag };
}

/** The CSV files (fixed for a given version of the domain package). */
export function buildCatalogueFiles(): DocsOutputFile[] {
  return [
    file(
      'indicators.csv',
      'text/csv; charset=utf-8',
      'The indicator catalogue',
      toCsv(
        ['Code', 'Name', 'Description', 'Polarity', 'Groups', 'Range', 'Dataset', 'SourceVariants', 'Legacy'],
        INDICATORS.map((indicator) => [
          indicator.code,
          indicator.name,
          indicator.description,
          indicator.polarity,
          indicator.groups,
          indicator.rangeKind,
          indicator.dataset,
          indicator.hasSourceVariants,
          indicator.isLegacy === true,
        ]),
      ),
    ),
    file(
      'asset-classes.csv',
      'text/csv; charset=utf-8',
      'The asset classes',
      toCsv(
        ['Class', 'Name', 'Dataset', 'Product', 'FileCode'],
        ASSET_CLASSES.map((assetClass) => [
          assetClass.code,
          assetClass.name,
          assetClass.dataset,
          assetClass.product,
          assetClass.fileCode,
        ]),
      ),
    ),
    file(
      'sources.csv',
      'text/csv; charset=utf-8',
      'The sources',
      toCsv(
        ['Code', 'Name', 'Label'],
        SOURCES.map((source) => [source.code, source.name, source.label]),
      ),
    ),
  ];
}

export function buildOpenApiFile(document: unknown): DocsOutputFile {
  return file(
    'openapi.json',
    'application/json; charset=utf-8',
    "This server's OpenAPI document",
    JSON.stringify(document),
  );
}
