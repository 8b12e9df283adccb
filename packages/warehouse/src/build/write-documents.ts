/**
 * The documents behind the indices (README 'Documents'): the full text of every document of the retention window
 * (the build's hourly range) and of every imported document, with the engine's scores per asset, written once
 * at the end of the scoring as two Parquet datasets:
 *
 *   documents/text/year=<Y>/part-0.parquet            one row per document, sorted by id (look-ups by id prune
 *                                                       row groups on the id statistics)
 *   documents/assets/<class>/year=<Y>/part-0.parquet  one row per (document, asset) with the document's title,
 *                                                       preview and source, sorted by (assetCode, time) (an
 *                                                       asset's recent articles prune on assetCode)
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { documentPreview } from '../corpus/document';
import { ColumnTable, copyByYear, sqlText } from '../lake/column-table';
import type { ReferenceAsset } from '../universe/types';
import { INDEX_CLASSES } from './columns';
import type { KeptDocument } from './score-day';

export interface WriteDocumentsOptions {
  buildDir: string;
  assets: readonly ReferenceAsset[];
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
  ]);
  const scores = await ColumnTable.create(connection, 'document_asset', [
    ['id', 'VARCHAR'],
    ['rank', 'INTEGER'],
    ['assetClass', 'VARCHAR'],
    ['assetCode', 'VARCHAR'],
    ['name', 'VARCHAR'],
    ['mentions', 'INTEGER'],
    ['buzz', 'DOUBLE'],
    ['sentiment', 'DOUBLE'],
  ]);
  for (const { document, imported, assets } of options.documents) {
    text.add([
      document.id,
      Date.parse(document.time),
      SOURCE_NAMES[document.sourceType],
      document.outlet,
      document.title || null,
      document.body,
      documentPreview(document.body),
      document.url,
      document.language,
      imported,
    ]);
    assets.forEach((score, rank) => {
      const asset = options.assets[score.asset];
      if (!asset) return;
      scores.add([document.id, rank, asset.class, asset.id, asset.name, score.mentions, score.buzz, score.sentiment]);
    });
  }
  text.close();
  scores.close();
}

/** Writes the kept documents; returns the manifest's row counts and the retention figures. */
export async function writeDocuments(
  connection: DuckDBConnection,
  options: WriteDocumentsOptions,
): Promise<{ rows: Record<string, number>; stored: StoredDocuments }> {
  await stage(connection, options);
  const rows: Record<string, number> = {};
  Object.assign(
    rows,
    await copyByYear(connection, {
      select: `SELECT t.id, epoch_ms(CAST(t.time AS BIGINT)) AS "time", t."sourceType", t.outlet, t.title, t.body, t.url, t.language,
          t.imported, a.assets
        FROM document_text t LEFT JOIN (
          SELECT id, list({'assetClass': "assetClass", 'assetCode': "assetCode", 'name': name, 'mentions': mentions,
            'buzz': buzz, 'sentiment': sentiment} ORDER BY rank) AS assets
          FROM document_asset GROUP BY id
        ) a ON a.id = t.id`,
      timeColumn: 'time',
      dir: join(options.buildDir, 'documents', 'text'),
      orderBy: 'id',
      key: 'documents/text',
      rowGroupSize: TEXT_ROW_GROUP,
    }),
  );
  for (const assetClass of INDEX_CLASSES) {
    Object.assign(
      rows,
      await copyByYear(connection, {
        select: `SELECT a."assetCode", epoch_ms(CAST(t.time AS BIGINT)) AS "time", t.id, t."sourceType", t.outlet, t.title,
            t.preview, t.url, a.mentions, a.buzz, a.sentiment, t.imported
          FROM document_asset a JOIN document_text t ON t.id = a.id
          WHERE a."assetClass" = ${sqlText(assetClass)}`,
        timeColumn: 'time',
        dir: join(options.buildDir, 'documents', 'assets', assetClass),
        orderBy: '"assetCode", "time", id',
        key: `documents/assets/${assetClass}`,
      }),
    );
  }
  await connection.run('DROP TABLE document_text');
  await connection.run('DROP TABLE document_asset');
  const windowStart = Date.parse(`${options.retainedFrom}T00:00:00Z`);
  const windowEnd = Date.parse(`${options.retainedTo}T00:00:00Z`) + 86_400_000;
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
