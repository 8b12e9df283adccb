/**
 * The reference's row id (anchor facts §2). The windows themselves (20:30 UTC daily cut, hourly stamps) are
 * shared facts in `@moodwire/domain`'s dates module.
 */

/**
 * The reference's row id: `mp:{YYYY-MM-DD}_{HH.MM.SS}.{dataType}.{assetClass}.{assetCode}` (anchor facts §2).
 */
export function rowId(end: number, dataType: string, fileCode: string, assetCode: string): string {
  const iso = new Date(end).toISOString();
  return `mp:${iso.slice(0, 10)}_${iso.slice(11, 19).replaceAll(':', '.')}.${dataType}.${fileCode}.${assetCode}`;
}
