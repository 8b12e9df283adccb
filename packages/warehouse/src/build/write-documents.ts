/**
 * The documents behind the indices (README 'Documents'): the full text of every document of the retention window
 * (the build's hourly range) and of every imported document, with the engine's scores per asset, written once
 * at the end of the scoring as two Parquet datasets:
 *
 *   documents/text/year=<Y>/part-0.parquet            one row per document, sorted by id (look-ups by id prune
 *                                                       row groups on the id statistics)
 *   documents/assets/<class>/year=<Y>/part-0.parquet  one row per (document, asset the document is about) with
 *                                                       the document's title, preview and source, sorted by
 *                                                       (assetCode, time) (an asset's recent articles prune on
 *                                                       assetCode)
 *
 * A document is about the assets it names most (the engine's mentions): a story on Cisco that names Chegg once as
 * a partner feeds Chegg's indices but is not one of Chegg's articles; a roundup that gives each asset one line is
 * about all of them. The document's text row keeps every asset the engine found.
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DAY_MS, parseDay } from '@moodwire/domain';
import { ColumnTable, copyTableByYear, sqlText, withAllThreads } from '../lake/column-table';
import { ROW_GROUP_SIZE } from '../lake/lake-writer';
import { INDEX_CLASSES } from './columns';
import type { KeptDocument } from './score-day';

export interface WriteDocumentsOptions {
  buildDir: string;
  documents: readonly KeptDocument[];
  /** First day of the retention window (YYYY-MM-DD, the manifest's hourlyFrom) and its last day. */
  retainedFrom: string;
  retainedTo: string;
}

/** What the manifest says of the kept documents (README 'Documents'). */
export interface StoredDocuments {
  /** Documents dated from `retainedFrom` to the build's last day are kept in full. */
  retainedFrom: string;
  /** Documents kept in full, all of them. */
  total: number;
  /** Those of the retention window (generated or imported). */
  inWindow: number;
  /** Imported documents kept although they are dated outside the window (every imported document is kept). */
  importedOutsideWindow: number;
}

/** Rows per row group of the documents' text: a look-up by id reads one small group per id. */
const TEXT_ROW_GROUP = 2_048;
const SOURCE_NAMES = { news: 'News', social: 'Social' } as const;
/** The type of a document's assets in the text files (staged as JSON: no join and no ordered aggregate). */
const ASSETS_TYPE =
  '[{"assetClass":"VARCHAR","assetCode":"VARCHAR","name":"VARCHAR","mentions":"INTEGER","buzz":"DOUBLE","sentiment":"DOUBLE"}]';

/**
 * Stages the documents and their (document, asset) rows. Empty cells are staged as '' or NaN and turned into
 * NULL when written: a column without nulls keeps no validity mask while it is filled.
 */
async function stage(connection: DuckDBConnection, options: WriteDocumentsOptions): Promise<void> {
  const text = await ColumnTable.create(connection, 'document_text', [
    ['id', 'VARCHAR'],
    // Epoch milliseconds (exact in a DOUBLE), turned into a TIMESTAMP when written.
    ['time', 'DOUBLE'],
    ['sourceType', 'VARCHAR'],
    ['outlet', 'VARCHAR'],
    ['title', 'VARCHAR'],
    ['body', 'VARCHAR'],
    ['preview', 'VARCHAR'],
    ['url', 'VARCHAR'],
    ['language', 'VARCHAR'],
    ['imported', 'BOOLEAN'],
    ['assets', 'VARCHAR'],
  ]);
  const scores = await ColumnTable.create(connection, 'document_asset', [
    ['id', 'VARCHAR'],
    ['assetClass', 'VARCHAR'],
    ['assetCode', 'VARCHAR'],
    ['mentions', 'INTEGER'],
    ['buzz', 'DOUBLE'],
    ['sentiment', 'DOUBLE'],
  ]);
  for (const { document, imported, preview, assets, assetsJson } of options.documents) {
    for (const score of assets) {
      scores.add([
        document.id,
        score.assetClass,
        score.assetCode,
        score.mentions,
        score.buzz,
        score.sentiment ?? Number.NaN,
      ]);
    }
    text.add([
      document.id,
      Date.parse(document.time),
      SOURCE_NAMES[document.sourceType],
      document.outlet ?? '',
      document.title,
      document.body,
      preview,
      document.url ?? '',
      document.language,
      imported,
      assetsJson,
    ]);
  }
  text.close();
  scores.close();
}

async function copyDocuments(connection: DuckDBConnection, buildDir: string): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE document_out AS
      SELECT id, epoch_ms(CAST("time" AS BIGINT)) AS "time", "sourceType", nullif(outlet, '') AS outlet,
        nullif(title, '') AS title, body, nullif(url, '') AS url, language, imported,
        from_json(assets, '${ASSETS_TYPE}') AS assets
      FROM document_text`,
  );
  Object.assign(
    rows,
    await copyTableByYear(connection, {
      table: 'document_out',
      timeColumn: 'time',
      dir: join(buildDir, 'documents', 'text'),
      key: 'documents/text',
      orderBy: 'id',
      rowGroupSize: TEXT_ROW_GROUP,
    }),
  );
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE document_listing AS
      SELECT a."assetClass", a."assetCode", t."time", t.id, t."sourceType", t.outlet, t.title, d.preview, t.url,
        a.mentions, a.buzz, nullif(a.sentiment, CAST('NaN' AS DOUBLE)) AS sentiment, t.imported
      FROM document_asset a JOIN document_out t ON t.id = a.id JOIN document_text d ON d.id = a.id
      QUALIFY a.mentions = max(a.mentions) OVER (PARTITION BY a.id)`,
  );
  for (const assetClass of INDEX_CLASSES) {
    Object.assign(
      rows,
      await copyTableByYear(connection, {
        table: 'document_listing',
        // One table holds every class's listing: the class only selects the rows.
        where: `"assetClass" = ${sqlText(assetClass)}`,
        timeColumn: 'time',
        hidden: ['assetClass'],
        dir: join(buildDir, 'documents', 'assets', assetClass),
        key: `documents/assets/${assetClass}`,
        orderBy: '"assetCode", "time", id',
        rowGroupSize: ROW_GROUP_SIZE,
      }),
    );
  }
  for (const table of ['document_out', 'document_listing', 'document_text', 'document_asset']) {
    await connection.run(`DROP TABLE ${table}`);
  }
  return rows;
}

/** Writes the kept documents; returns the manifest's row counts and the retention figures. */
export async function writeDocuments(
  connection: DuckDBConnection,
  options: WriteDocumentsOptions,
): Promise<{ rows: Record<string, number>; stored: StoredDocuments }> {
  await stage(connection, options);
  const rows = await withAllThreads(connection, () => copyDocuments(connection, options.buildDir));
  const windowStart = parseDay(options.retainedFrom);
  const windowEnd = parseDay(options.retainedTo) + DAY_MS;
  const inWindow = options.documents.filter(({ document }) => {
    const time = Date.parse(document.time);
    return time >= windowStart && time < windowEnd;
  }).length;
  return {
    rows,
    stored: {
      retainedFrom: options.retainedFrom,
      total: options.documents.length,
      inWindow,
      importedOutsideWindow: options.documents.length - inWindow,
    },
  };
}
