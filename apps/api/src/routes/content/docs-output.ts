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
import { writeCsvHeader, writeCsvLines } from '@moodwire/warehouse';

export interface DocsOutputFile {
  name: string;
  contentType: string;
  description: string;
  body: string;
  etag: string;
}

/** A CSV text of a header and rows, by the API's one CSV writer. */
function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean)[])[]): string {
  return writeCsvHeader(header) + writeCsvLines(rows);
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
