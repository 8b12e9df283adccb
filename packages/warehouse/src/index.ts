// The data platform (issue #3): reference universe, corpus, scoring, lake and read layer.

export { type BuildLakeOptions, type BuildProgress, buildLake, type LakeManifest } from './build/build-lake';
export { type BuildLogEntry, listBuildHistory, MAX_BUILD_LOG_ENTRIES, readBuildLog } from './build/build-log';
export { BuildOptionsError, resolveBuildOptions } from './build/build-options';
export { type BuildStatus, readBuildStatus } from './build/build-status';
export { DATA_TYPES, type DataType, INDEX_CLASSES, LAYOUTS, ROW_KEY_COLUMNS, SYSTEM_VERSION } from './build/columns';
export { importDocuments } from './build/import-documents';
export { type ImportRecord, listImports, MAX_LISTED_IMPORTS } from './build/list-imports';
export { type CorpusSource, listCorpusSources, MAX_SOURCE_NAME_CHARS } from './corpus/corpus-sources';
export {
  type CorpusDocument,
  documentPreview,
  type ImportError,
  type ImportResult,
  PREVIEW_CHARS,
  SOURCE_TYPES,
  type SourceType,
  toDocument,
} from './corpus/document';
export {
  type CorpusEvent,
  type CorpusPlan,
  generateDay,
  type PlanCorpusOptions,
  planCorpus,
} from './corpus/generate-corpus';
export { importFile, importFormatOf, importText } from './corpus/import/import-file';
export {
  MAX_DISABLED_SOURCES,
  readSourceSettings,
  type SourceSettings,
  setSourceEnabled,
} from './corpus/source-settings';
export { lakePaths } from './lake/paths';
export { publishBuild } from './lake/publish';
export {
  type AssetMention,
  type FindAssetMentionsOptions,
  findAssetMentions,
  getUniverseMatcher,
  MAX_MATCH_TEXT,
} from './read/find-asset-mentions';
export {
  type ActivityDay,
  type ActivityEvent,
  type AssetDailyActivity,
  type GetAssetDailyActivityOptions,
  getAssetDailyActivity,
} from './read/get-asset-daily-activity';
export {
  type AssetIndicatorRank,
  type AssetIndicatorRanks,
  type GetAssetIndicatorRanksOptions,
  getAssetIndicatorRanks,
} from './read/get-asset-indicator-ranks';
export {
  type AssetMeasure,
  type AssetMeasures,
  type GetAssetMeasuresOptions,
  getAssetMeasures,
} from './read/get-asset-measures';
export {
  type GetAssetSeriesBySourceOptions,
  getAssetSeriesBySource,
  type SourcePoint,
} from './read/get-asset-series-by-source';
export {
  type ClassCrossSection,
  type GetClassCrossSectionOptions,
  getClassCrossSection,
} from './read/get-class-cross-section';
export {
  type AssetDailyValues,
  type DailyValues,
  type GetDailyValuesOptions,
  getDailyValues,
  MAX_DAILY_VALUE_DAYS,
} from './read/get-daily-values';
export {
  type DocumentAsset,
  type GetDocumentsOptions,
  type GetDocumentsResult,
  getDocuments,
  type LakeDocument,
  MAX_DOCUMENT_IDS,
  type MissingDocument,
  type MissingDocumentReason,
} from './read/get-documents';
export {
  ESG_SERIES_CLASSES,
  type EsgSeries,
  type EsgSeriesClass,
  type EsgSeriesPoint,
  type GetEsgSeriesOptions,
  getEsgSeries,
} from './read/get-esg-series';
export {
  EVENT_SERIES_KEYS,
  EVENT_SUMMARY_DAILY_DAYS,
  type EventCountryCount,
  type EventSeries,
  type EventSummary,
  type GetEventSummaryOptions,
  getEventSummary,
} from './read/get-event-summary';
export {
  type AssetActivity,
  type GetGroupActivityOptions,
  type GroupActivity,
  getGroupActivity,
} from './read/get-group-activity';
export {
  type BenchmarkPoint,
  type GetGroupBenchmarkOptions,
  type GroupBenchmark,
  getGroupBenchmark,
} from './read/get-group-benchmark';
export {
  type GetGroupSnapshotOptions,
  type GroupSnapshot,
  getGroupSnapshot,
  type SnapshotRow,
} from './read/get-group-snapshot';
export { getLakeManifest } from './read/get-lake-manifest';
export {
  type GetMediaAssetScoresOptions,
  getMediaAssetScores,
  MAX_MEDIA_ASSETS,
  type MediaAssetScore,
} from './read/get-media-asset-scores';
export {
  type GetMediaOutletScoresOptions,
  getMediaOutletScores,
  type MediaOutletScore,
} from './read/get-media-outlet-scores';
export { type GetMediaScoresOptions, getMediaScores, type MediaScoreRow } from './read/get-media-scores';
export { type GetModelScoresOptions, getModelScores, type ModelScoreRow } from './read/get-model-scores';
export {
  type GetPriceSeriesOptions,
  getPriceSeries,
  type PricePoint,
  type PriceSeries,
} from './read/get-price-series';
export {
  type GetSeriesOptions,
  getSeries,
  getSeriesRows,
  type Series,
  type SeriesPoint,
  type SeriesRows,
} from './read/get-series';
export {
  checkThemeTerms,
  type GetThemeActivityOptions,
  getThemeActivity,
  MAX_THEME_DAYS,
  MAX_THEME_DOCUMENTS,
  MAX_THEME_TERM_CHARS,
  MAX_THEME_TERMS,
  THEME_TIME_BUDGET_MS,
  type ThemeActivity,
  type ThemeAsset,
  type ThemeDay,
  type ThemeExample,
} from './read/get-theme-activity';
export {
  type GetTranscriptOptions,
  type GetTranscriptsOptions,
  getTranscript,
  getTranscripts,
  type Transcript,
  type TranscriptTurn,
} from './read/get-transcript';
export { type AssetRows, type AssetRowsOptions, listAssetRows } from './read/list-asset-rows';
export { type CoverageRow, listCoverage } from './read/list-coverage';
export { type DataDay, type ListDataDaysOptions, listDataDays } from './read/list-data-days';
export {
  type DocumentListing,
  type DocumentPage,
  type ListDocumentsOptions,
  listDocuments,
  MAX_DOCUMENT_OFFSET,
  MAX_DOCUMENT_PAGE,
} from './read/list-documents';
export { type ListEventsOptions, listEvents, MAX_EVENT_OFFSET, type PulseEvent } from './read/list-events';
export { type ListMediaOutletsOptions, listMediaOutlets, type MediaOutlet } from './read/list-media-outlets';
export { type ListScoreCoverageOptions, listScoreCoverage } from './read/list-score-coverage';
export {
  type ListSourceActivityOptions,
  listSourceActivity,
  MAX_LISTED_SOURCES,
  type SourceActivity,
  type SourceWeek,
} from './read/list-source-activity';
export {
  type ListTranscriptAssetsOptions,
  listTranscriptAssets,
  type TranscriptAsset,
} from './read/list-transcript-assets';
export {
  type ListTranscriptFileSizesOptions,
  listTranscriptFileSizes,
  type TranscriptFileSize,
} from './read/list-transcript-file-sizes';
export {
  type ListTranscriptKeyphrasesOptions,
  listTranscriptKeyphrases,
  type TranscriptKeyphrase,
} from './read/list-transcript-keyphrases';
export { type ListTranscriptsOptions, listTranscripts, type TranscriptCall } from './read/list-transcripts';
export {
  DEFAULT_SPARK_DAYS,
  DEFAULT_UNUSUAL_WINDOW,
  type ListUnusualAssetsOptions,
  listUnusualAssets,
  MAX_SPARK_DAYS,
  MAX_UNUSUAL_WINDOW,
  MIN_SENTIMENT_DAYS,
  type UnusualAsset,
  type UnusualAssets,
  type ZScored,
} from './read/list-unusual-assets';
export { preloadLake } from './read/preload-lake';
export { ReadError } from './read/read-error';
export { closeReadPools } from './read/read-pool';
export {
  type GetScoresAnalysisOptions,
  getScoresAnalysis,
  IC_DECAY_MAX_DATES,
  IC_DECAY_MAX_HORIZON,
  type IcPoint,
  isTradingDay,
  type LongShortPoint,
  SCORES_ANALYSIS_CSV_COLUMNS,
  SCORES_HORIZONS,
  SCORES_MAX_DAYS,
  SCORES_REBALANCING,
  type ScoresAnalysis,
  type ScoresRebalancing,
  type ScoresSignal,
  scoresAnalysisCsvRecords,
} from './read/scores-analysis';
export {
  MAX_TRANSCRIPT_HITS,
  type SearchTranscriptsOptions,
  searchTranscripts,
  type TranscriptHit,
  type TranscriptSearch,
} from './read/search-transcripts';
export { streamAssetRows } from './read/stream-asset-rows';
export {
  type CopyDataRowsResult,
  copyDataRows,
  DATA_ROW_CLASSES,
  DATA_ROW_DATASETS,
  DATA_ROW_FORMATS,
  type DataRowDataset,
  type DataRowFormat,
  type DataRows,
  type StreamDataRowsOptions,
  streamDataRows,
} from './read/stream-data-rows';
export {
  EXPORT_DATASETS,
  EXPORT_FORMATS,
  type ExportDataset,
  type ExportFormat,
  type StreamExportOptions,
  streamExport,
} from './read/stream-export';
export { type BulkDayFile, type WriteBulkDayFilesOptions, writeBulkDayFiles } from './read/write-bulk-day-files';
export { CSV_CONTENT_TYPE, writeCsv, writeCsvHeader, writeCsvLines } from './read/write-csv';
export { type TranscriptFileFormat, writeTranscriptFile } from './read/write-transcript-file';
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
