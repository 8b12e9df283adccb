/**
 * Where a class's scores live in the lake (dataset, stored class, frequencies, datatypes) and the checks of the
 * datatype and datacols parameters against it, as 400s that name the parameter.
 */
import { type AssetClass, getSource, listIndicators, type SourceName } from '@moodwire/domain';
import { badParameter } from '../../lake/read-lake';
import { parseList } from '../web/web-params';

/** The data frequencies of the reference's API (anchor facts §3) and the lake's name for each. */
export const FREQUENCIES = [
  { code: 'dai', name: 'Daily', description: '24-hour window, one row per day', lake: 'daily' },
  { code: 'hou', name: 'Hourly', description: '24-hour window, updated every hour', lake: 'hourly' },
] as const;
export type FrequencyCode = (typeof FREQUENCIES)[number]['code'];

/** Where a class's scores live in the lake: its dataset, the class the files are stored under, its frequencies. */
export interface ClassData {
  dataset: 'rma' | 'esgadv' | 'esgcor';
  lakeClass: string;
  frequencies: readonly FrequencyCode[];
  dataTypes: readonly SourceName[];
}

export function classData(assetClass: AssetClass): ClassData {
  if (assetClass.dataset === 'esgcor') {
    // anchor facts §1b: ESG Core is daily ranks from News_Social only.
    return { dataset: 'esgcor', lakeClass: assetClass.code, frequencies: ['dai'], dataTypes: ['News_Social'] };
  }
  const dataTypes: SourceName[] = ['News_Social', 'News', 'Social', 'News_Headline'];
  if (assetClass.dataset === 'esgadv') {
    return { dataset: 'esgadv', lakeClass: assetClass.code, frequencies: ['dai', 'hou'], dataTypes };
  }
  return { dataset: 'rma', lakeClass: assetClass.baseClass, frequencies: ['dai', 'hou'], dataTypes };
}

/** A datatype parameter (name or source code) the class has, as its name; undefined when absent. */
export function parseDatatype(value: string | undefined, data: ClassData): SourceName | undefined {
  if (value === undefined || value === '') return undefined;
  const source = getSource(value);
  if (!source) throw badParameter('datatype', `unknown datatype '${value}' (use ${data.dataTypes.join(', ')})`);
  if (!data.dataTypes.includes(source.name)) {
    throw badParameter('datatype', `this class has only ${data.dataTypes.join(', ')}`);
  }
  return source.name;
}

const MAX_DATACOLS = 200;

/** A comma list of the class's datafields (the catalogue's codes); undefined (every one) when absent or empty. */
export function parseDatacols(value: string | undefined, assetClass: AssetClass): string[] | undefined {
  if (value === undefined) return undefined;
  const codes = [...new Set(parseList(value) ?? [])];
  if (codes.length === 0) return undefined;
  if (codes.length > MAX_DATACOLS) throw badParameter('datacols', `name at most ${MAX_DATACOLS} datacols`);
  const known = new Set(listIndicators({ assetClass: assetClass.code }).map((indicator) => indicator.code));
  for (const code of codes) {
    if (!known.has(code)) {
      throw badParameter('datacols', `'${code}' is not a datafield of ${assetClass.code} (see the datafields call)`);
    }
  }
  return codes;
}
