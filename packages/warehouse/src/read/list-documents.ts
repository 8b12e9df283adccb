/**
 * The recent articles of an asset (the asset page's 'recent articles', issue 5): the kept documents that refer to
 * the asset, newest first, with their title, source, preview and the engine's scores for the asset. Reads the
 * per-asset documents dataset, sorted by (assetCode, time) so that one asset's rows are a few row groups.
 */
import { checkClass, checkDataType } from './lake-files';
import {
  checkLimit,
  checkRangeFilter,
  checkText,
  type DateRangeOptions,
  datasetFiles,
  filesParameter,
  PARQUET_SOURCE,
  queryRows,
  type SqlParameters,
} from './lake-sql';
import { ReadError } from './read-error';
import { withLake } from './read-pool';

/** Most articles one page may hold, and the furthest offset. */
export const MAX_DOCUMENT_PAGE = 200;
export const MAX_DOCUMENT_OFFSET = 100_000;

/** `from` and `to` bound the documents' times. */
export interface ListDocumentsOptions extends DateRangeOptions {
  /** An index class of the lake (equ, etf, cou, coumkt, cur, crypto, agr, enm). */
  assetClass: string;
  assetCode: string;
  /** News or Social (or their codes nws, soc); News_Headline reads the news; absent or News_Social: both. */
  source?: string;
  limit: number;
  offset?: number;
  dataDir?: string;
}

/** A kept document as an asset's article list shows it. */
export interface DocumentListing {
  id: string;
  /** ISO 8601 UTC. */
  time: string;
  sourceType: 'News' | 'Social';
  outlet: string | null;
  title: string | null;
  /** The opening of the body (documentPreview). */
  preview: string;
  url: string | null;
  imported: boolean;
  /** The engine's scores of the document for this asset. */
  mentions: number;
  buzz: number;
  sentiment: number | null;
}

export interface DocumentPage {
  /** Articles of the asset matching the filters, all pages. */
  total: number;
  documents: DocumentListing[];
}

const ISO_TIME = `strftime("time", '%Y-%m-%dT%H:%M:%S.%gZ')`;

function sourceFilter(source: string | undefined): 'News' | 'Social' | undefined {
  if (source === undefined) return undefined;
  const dataType = checkDataType(source);
  if (dataType === 'News_Social') return undefined;
  return dataType === 'Social' ? 'Social' : 'News';
}

/** One page of an asset's articles, newest first (ties by id, so pages never overlap). */
export async function listDocuments(options: ListDocumentsOptions): Promise<DocumentPage> {
  const assetClass = checkClass(options.assetClass);
  const assetCode = checkText(options.assetCode, 'assetCode');
  const range = checkRangeFilter(options, 'time');
  const limit = checkLimit(options.limit, 20, MAX_DOCUMENT_PAGE);
  const offset = options.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_DOCUMENT_OFFSET) {
    throw new ReadError('bad_request', `'offset' must be a whole number from 0 to ${MAX_DOCUMENT_OFFSET}`);
  }
  const source = sourceFilter(options.source);
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, ['documents', 'assets', assetClass]);
    if (files.length === 0) return { total: 0, documents: [] };
    const where = ['"assetCode" = $code', range.condition];
    const parameters: SqlParameters = { files: filesParameter(files), code: assetCode, ...range.parameters };
    if (source !== undefined) {
      where.push('"sourceType" = $source');
      parameters.source = source;
    }
    const filter = where.join(' AND ');
    const counted = await queryRows(
      connection,
      `SELECT count(*) AS total FROM ${PARQUET_SOURCE} WHERE ${filter}`,
      parameters,
    );
    const total = Number(counted[0]?.total ?? 0);
    if (total <= offset) return { total, documents: [] };
    const rows = await queryRows(
      connection,
      `SELECT id, ${ISO_TIME} AS "time", "sourceType", outlet, title, preview, url, imported, mentions, buzz, sentiment
       FROM ${PARQUET_SOURCE} WHERE ${filter}
       ORDER BY "time" DESC, id DESC LIMIT $limit OFFSET $offset`,
      { ...parameters, limit, offset },
    );
    return {
      total,
      documents: rows.map((row) => ({
        id: String(row.id),
        time: String(row.time),
        sourceType: row.sourceType === 'Social' ? 'Social' : 'News',
        outlet: (row.outlet as string | null) ?? null,
        title: (row.title as string | null) ?? null,
        preview: String(row.preview ?? ''),
        url: (row.url as string | null) ?? null,
        imported: row.imported === true,
        mentions: Number(row.mentions),
        buzz: Number(row.buzz),
        sentiment: (row.sentiment as number | null) ?? null,
      })),
    };
  });
}
