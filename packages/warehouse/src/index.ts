// The data platform (issue #3): reference universe, corpus, scoring, lake and read layer.

export { type BuildLakeOptions, type BuildProgress, buildLake, type LakeManifest } from './build/build-lake';
export { BuildOptionsError, resolveBuildOptions } from './build/build-options';
export { DATA_TYPES, type DataType, INDEX_CLASSES, LAYOUTS, SYSTEM_VERSION } from './build/columns';
export { importDocuments } from './build/import-documents';
export {
  type CorpusDocument,
  type ImportError,
  type ImportResult,
  SOURCE_TYPES,
  type SourceType,
  toDocument,
} from './corpus/document';
export {
  type CorpusEvent,
  type CorpusPlan,
  generateDay,
  listDays,
  type PlanCorpusOptions,
  planCorpus,
} from './corpus/generate-corpus';
export { importFile, importFormatOf, importText } from './corpus/import/import-file';
export { lakePaths } from './lake/paths';
export {
  type GetGroupSnapshotOptions,
  type GroupSnapshot,
  getGroupSnapshot,
  type SnapshotRow,
} from './read/get-group-snapshot';
export { getLakeManifest } from './read/get-lake-manifest';
export { type GetSeriesOptions, getSeries, type Series, type SeriesPoint } from './read/get-series';
export { type CoverageRow, listCoverage } from './read/list-coverage';
export { preloadLake } from './read/preload-lake';
export { ReadError } from './read/read-error';
export { closeReadPools } from './read/read-pool';
export { assignBuzzRanks, type BuildUniverseOptions, buildUniverse, type Universe } from './universe/build-universe';
export { COMMODITIES, type CommodityFact } from './universe/commodities';
export { type CompanyFact, listCompanies, listRealCompanies } from './universe/companies';
export type { CompanyGroupFact } from './universe/company-groups';
export { COUNTRIES, type CountryFact, getCountry } from './universe/countries';
export { COUNTRY_MARKETS } from './universe/country-markets';
export { listCryptocurrencies } from './universe/cryptocurrencies';
export { CURRENCIES } from './universe/currencies';
export { isScaleName, SCALE_NAMES, SCALES, type ScalePreset } from './universe/scales';
export type { ReferenceAsset, ScaleName } from './universe/types';
