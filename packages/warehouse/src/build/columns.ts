/**
 * The file layout of each index class (anchor facts §2): row-key columns, then the class's indicators in the
 * catalogue's order (`listIndicators`, which is the reference's column order), each tied to the engine's sum
 * that feeds it. A catalogue column the engine has no lexicon for stays empty (NA), as the reference leaves a
 * score blank when it has no data.
 */
import { ESG_ADV_CLASSES, getAssetClass, isCompanyClass, listIndicators, type UniverseClass } from '@moodwire/domain';
import { INDICATORS } from '@moodwire/engine';

/** Our engine's systemVersion, in the reference's `XX:major.minor.patch` shape (anchor facts §2). */
export const SYSTEM_VERSION = 'MW:1.0.0';

/** The row-key columns every score file starts with (anchor facts §2; ticker for companies only). */
export const ROW_KEY_COLUMNS: readonly string[] = [
  'id',
  'assetCode',
  'ticker',
  'windowTimestamp',
  'dataType',
  'systemVersion',
];

/** The four dataTypes (anchor facts §2), in the order the writer emits them. */
export const DATA_TYPES = ['News', 'Social', 'News_Headline', 'News_Social'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Sources a worker measures directly; News_Social is their combination (News + Social). */
export const MEASURED_SOURCES = 3;
export const SOURCE_NEWS = 0;
export const SOURCE_SOCIAL = 1;
export const SOURCE_HEADLINE = 2;

/** The classes of the rma dataset that the build scores from text (regional company classes are views of equ). */
export const INDEX_CLASSES: readonly UniverseClass[] = ['equ', 'etf', 'cou', 'coumkt', 'cur', 'crypto', 'agr', 'enm'];

export interface IndicatorColumn {
  code: string;
  /** Engine sum index, or -1 when the engine does not score it (the column stays empty). */
  engineIndex: number;
  kind: 'mentions' | 'count' | 'ratio' | 'sentiment';
}

export interface ClassLayout {
  /** rma for the index classes; esgadv for the ESG Advanced classes (equesg, couesg). */
  dataset: 'rma' | 'esgadv';
  assetClass: UniverseClass | EsgAdvClass;
  fileCode: string;
  hasTicker: boolean;
  columns: IndicatorColumn[];
  /** Engine sum every ratio of the layout is divided by: buzz (rma) or esgBuzz (esgadv, anchor facts §1b). */
  buzzIndex: number;
  /** The columns as `rowValues` reads them, per column: its VALUE_* kind and its engine sum index. */
  valueKinds: Uint8Array;
  engineIndexes: Int32Array;
}

const VALUE_MENTIONS = 0;
const VALUE_EMPTY = 1;
const VALUE_COUNT = 2;
const VALUE_RATIO = 3;
const VALUE_SENTIMENT = 4;

function valueKindOf(column: IndicatorColumn): number {
  if (column.kind === 'mentions') return VALUE_MENTIONS;
  if (column.engineIndex < 0) return VALUE_EMPTY;
  if (column.kind === 'count') return VALUE_COUNT;
  return column.kind === 'sentiment' ? VALUE_SENTIMENT : VALUE_RATIO;
}

function compiled(columns: IndicatorColumn[]): Pick<ClassLayout, 'valueKinds' | 'engineIndexes'> {
  return {
    valueKinds: Uint8Array.from(columns, valueKindOf),
    engineIndexes: Int32Array.from(columns, (column) => column.engineIndex),
  };
}

const ENGINE_INDEX = new Map(INDICATORS.map((indicator, i) => [indicator.code, i]));
export const ENGINE_BUZZ = ENGINE_INDEX.get('buzz') ?? -1;
export const ENGINE_POSITIVE = ENGINE_INDEX.get('positive') ?? -1;
export const ENGINE_NEGATIVE = ENGINE_INDEX.get('negative') ?? -1;
export const ENGINE_ESG_BUZZ = ENGINE_INDEX.get('esgBuzz') ?? -1;

function layoutOf(assetClass: UniverseClass): ClassLayout {
  const columns: IndicatorColumn[] = listIndicators({ assetClass, dataset: 'rma' }).map((indicator) => {
    const engineIndex = ENGINE_INDEX.get(indicator.code) ?? -1;
    const kind: IndicatorColumn['kind'] =
      indicator.code === 'mentions'
        ? 'mentions'
        : indicator.code === 'sentiment'
          ? 'sentiment'
          : indicator.rangeKind === 'count'
            ? 'count'
            : 'ratio';
    return { code: indicator.code, engineIndex, kind };
  });
  return {
    assetClass,
    dataset: 'rma',
    fileCode: getAssetClass(assetClass)?.fileCode ?? assetClass.toUpperCase(),
    hasTicker: assetClass === 'equ',
    columns,
    buzzIndex: ENGINE_BUZZ,
    ...compiled(columns),
  };
}

/** The ESG Advanced classes (their texts are those of their base class, equ or cou). */
export type EsgAdvClass = (typeof ESG_ADV_CLASSES)[number];

/**
 * The esgadv layout of a class (anchor facts §1b): the catalogue's columns in API order; `buzz` is the ESG
 * package's own buzz (the engine's esgBuzz) and every score is a ratio over it, shared codes (trust, layoffs...)
 * included. Columns the engine has no lexicon for (some country-only ones) stay empty.
 */
function esgLayoutOf(assetClass: EsgAdvClass): ClassLayout {
  const columns: IndicatorColumn[] = listIndicators({ assetClass, dataset: 'esgadv' }).map((indicator) => {
    const engineIndex = indicator.code === 'buzz' ? ENGINE_ESG_BUZZ : (ENGINE_INDEX.get(indicator.code) ?? -1);
    const kind: IndicatorColumn['kind'] =
      indicator.code === 'mentions' ? 'mentions' : indicator.rangeKind === 'count' ? 'count' : 'ratio';
    return { code: indicator.code, engineIndex, kind };
  });
  return {
    dataset: 'esgadv',
    assetClass,
    fileCode: getAssetClass(assetClass)?.fileCode ?? assetClass.toUpperCase(),
    hasTicker: isCompanyClass(assetClass),
    columns,
    buzzIndex: ENGINE_ESG_BUZZ,
    ...compiled(columns),
  };
}

export const ESG_LAYOUTS = Object.fromEntries(
  ESG_ADV_CLASSES.map((assetClass) => [assetClass, esgLayoutOf(assetClass)]),
) as Readonly<Record<EsgAdvClass, ClassLayout>>;

export const LAYOUTS: Readonly<Record<UniverseClass, ClassLayout>> = Object.fromEntries(
  INDEX_CLASSES.map((assetClass) => [assetClass, layoutOf(assetClass)]),
) as Record<UniverseClass, ClassLayout>;

/**
 * The values of one row from its sums (anchor facts §4): a ratio is sum / buzz, empty when there is no buzz or
 * the window never referred to the indicator; sentiment is positive - negative exactly; counts are the sums.
 * `out[i]` is NaN for an empty cell.
 */
/** Sums closer to zero than this are float residue of the rolling window (real weights are >= 0.1). */
const EPSILON = 1e-9;

export function rowValues(layout: ClassLayout, mentions: number, sums: Float64Array, out: Float64Array): void {
  const buzz = sums[layout.buzzIndex] ?? 0;
  const { valueKinds, engineIndexes } = layout;
  for (let i = 0; i < valueKinds.length; i++) {
    const kind = valueKinds[i];
    if (kind === VALUE_MENTIONS) out[i] = mentions;
    else if (kind === VALUE_EMPTY) out[i] = Number.NaN;
    else if (kind === VALUE_COUNT) {
      const sum = sums[engineIndexes[i] as number] as number;
      out[i] = Math.abs(sum) < EPSILON ? 0 : sum;
    } else if (buzz <= EPSILON) out[i] = Number.NaN;
    else if (kind === VALUE_SENTIMENT) {
      const positive = sums[ENGINE_POSITIVE] as number;
      const negative = sums[ENGINE_NEGATIVE] as number;
      out[i] =
        Math.abs(positive) < EPSILON && Math.abs(negative) < EPSILON ? Number.NaN : positive / buzz - negative / buzz;
    } else {
      const sum = sums[engineIndexes[i] as number] as number;
      out[i] = Math.abs(sum) < EPSILON ? Number.NaN : sum / buzz;
    }
  }
}
