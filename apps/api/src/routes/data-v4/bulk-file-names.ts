/**
 * Names of the bulk files (anchor facts §2 'File name pattern'): `PRO.Live.<class file code>.<Window_Update>.
 * <yyyymmdd>.<n>.txt`, e.g. `PRO.Live.CMPNY.WDAI_UDAI.20230115.20261123104747.txt`; ESG Core is `CMPNY_ESG_COR` with
 * `W365_UDAI`. Field 4 is the day; `n` is the lake build the file comes from (its build time, digits only), so a
 * name listed from an earlier build is no longer a file once a new build is published. A name is only ever
 * parsed against this pattern and the listed days: it never reaches the file system.
 */
import type { AssetClass, DataFrequency } from '@moodwire/domain';
import type { LoadedLake } from '../../lake/open-lake';

export type BulkFileEncoding = 'txt' | 'zip';

/** Days with more rows than this are listed as .zip (about 4 MB of text for companies); either name downloads. */
export const LARGE_FILE_ROWS = 10_000;

/** The build part of the names: the build id's date and time (`20261123-104747-demo-...`), else its creation. */
export function buildSequence(lake: LoadedLake): string {
  const match = /^(\d{8})-(\d{6})/.exec(lake.buildId);
  if (match) return `${match[1]}${match[2]}`;
  return lake.manifest.createdAt.replace(/\D/g, '').slice(0, 14);
}

export function bulkFileName(
  assetClass: AssetClass,
  frequency: DataFrequency,
  day: string,
  sequence: string,
  encoding: BulkFileEncoding,
): string {
  return `PRO.Live.${assetClass.fileCode}.${frequency.altcode}.${day.replaceAll('-', '')}.${sequence}.${encoding}`;
}

/**
 * The name of a month's history archive (the SFTP tree's `monthly` bucket): field 4 is the month, `yyyy-mm`, as
 * the reference's archives are named (reference facts §2 'field index 4 is the period').
 */
export function bulkMonthArchiveName(
  assetClass: AssetClass,
  frequency: DataFrequency,
  month: string,
  sequence: string,
  encoding: BulkFileEncoding,
): string {
  return `PRO.Live.${assetClass.fileCode}.${frequency.altcode}.${month}.${sequence}.${encoding}`;
}

export interface ParsedBulkFileName {
  /** YYYY-MM-DD. */
  day: string;
  encoding: BulkFileEncoding;
}

const NAME = /^PRO\.Live\.([A-Z_]+)\.([A-Z0-9_]+)\.(\d{4})(\d{2})(\d{2})\.(\d{1,20})\.(txt|zip)$/;

/** The day and encoding a name asks for, or null when it is not a name of this class, frequency and build. */
export function parseBulkFileName(
  name: string,
  assetClass: AssetClass,
  frequency: DataFrequency,
  sequence: string,
): ParsedBulkFileName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, fileCode, altcode, year, month, date, fileSequence, encoding] = match;
  if (fileCode !== assetClass.fileCode || altcode !== frequency.altcode || fileSequence !== sequence) return null;
  return { day: `${year}-${month}-${date}`, encoding: encoding as BulkFileEncoding };
}
