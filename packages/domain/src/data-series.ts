/**
 * The series a data class offers through the data API v4 and its bulk files: frequencies (API code, the files'
 * Window_Update code and the lake series behind it) and data types (anchor facts §1b, §2 'Frequencies' and
 * §3 'API frequency codes'). ESG Core is a 365-day window updated daily (W365_UDAI) from News and Social Media
 * only; every other class has the daily and hourly 24-hour windows of all four data types.
 */
import { type AssetClassCode, isEsgCoreClass } from './asset-classes';
import { SOURCES, type SourceName } from './sources';

export type DataFrequencyCode = 'dai' | 'hou';
export const DATA_FREQUENCY_CODES: readonly DataFrequencyCode[] = ['dai', 'hou'];

export interface DataFrequency {
  code: DataFrequencyCode;
  name: string;
  description: string;
  /** Window_Update code of the bulk files (WDAI_UDAI, WDAI_UHOU, W365_UDAI). */
  altcode: string;
  /** The lake's series behind it. */
  series: 'daily' | 'hourly';
}

const DAILY: DataFrequency = {
  code: 'dai',
  name: 'Daily',
  description: '24-hour window, updated daily at 20:30 UTC',
  altcode: 'WDAI_UDAI',
  series: 'daily',
};

const HOURLY: DataFrequency = {
  code: 'hou',
  name: 'Hourly',
  description: '24-hour window, updated hourly on the hour',
  altcode: 'WDAI_UHOU',
  series: 'hourly',
};

const ESG_CORE_DAILY: DataFrequency = {
  code: 'dai',
  name: 'Daily',
  description: '365-day window, updated daily at 20:45 UTC',
  altcode: 'W365_UDAI',
  series: 'daily',
};

/** The frequencies of a class, in menu order. */
export function listDataFrequencies(assetClass: AssetClassCode): DataFrequency[] {
  return isEsgCoreClass(assetClass) ? [ESG_CORE_DAILY] : [DAILY, HOURLY];
}

/** A frequency of a class by its API code (dai, hou); undefined when the class does not offer it. */
export function getDataFrequency(assetClass: AssetClassCode, code: string): DataFrequency | undefined {
  return listDataFrequencies(assetClass).find((frequency) => frequency.code === code);
}

export interface DataTypeInfo {
  /** What the files and the data API call it (the dataType column). */
  code: SourceName;
  name: string;
}

/** The data types of a class (one row per data type and window in its series). */
export function listDataTypes(assetClass: AssetClassCode): DataTypeInfo[] {
  const sources = isEsgCoreClass(assetClass) ? SOURCES.filter((source) => source.name === 'News_Social') : SOURCES;
  return sources.map((source) => ({ code: source.name, name: source.label }));
}
