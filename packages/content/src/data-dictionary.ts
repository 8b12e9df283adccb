/**
 * Docs pages written from the shared tables of '@moodwire/domain' instead of by hand, so that they can never
 * drift from what the API and the files carry: the data dictionary (every indicator of the catalogue with its
 * code, name, description, polarity, range, classes and source variants) of ma4 (dataset rma) and esg4 (ESG Core
 * and ESG Advanced), and the asset classes and preset-group families of each product. Each page is a Markdown
 * source with front matter, rendered and searched like a file of the content folder.
 */
import {
  ASSET_CLASSES,
  type AssetClass,
  COMPANY_GROUP_KINDS,
  COUNTRY_SETS,
  classesOfProduct,
  DATASETS,
  type Dataset,
  DEFAULT_MIN_BUZZ,
  getDefaultSentimentIndicator,
  getFeaturedIndicator,
  INDICATORS,
  type Indicator,
  indicatorClasses,
  listDataFrequencies,
  listDataTypes,
  type ProductCode,
  RANGE_BOUNDS,
  type RangeKind,
  SOURCE_VARIANT_PREFIX,
  SOURCES,
  sourceVariantCodes,
  TOP_BUZZ_SETS,
} from '@moodwire/domain';
import type { DocSectionCode } from './doc-areas';

/** Daily windows the top-by-buzz groups rank over (the data build's ranking window, warehouse build-lake.ts). */
const RANKING_DAYS = 30;

/** Review date of the generated pages: they change with the domain tables, not with a file's edit. */
const GENERATED_DATE = '2026-11-26';

export interface GeneratedDocPage {
  area: string;
  section: DocSectionCode;
  /** File-name-like slug: the page is `section/slug`. */
  slug: string;
  /** Markdown with front matter, as a content file would hold it. */
  source: () => string;
}

/** The indicator datasets each docs area documents. */
export const DICTIONARY_DATASETS: Readonly<Record<'ma4' | 'esg4', readonly Dataset[]>> = {
  ma4: ['rma'],
  esg4: ['esgcor', 'esgadv'],
};

const PRODUCT_OF_AREA: Readonly<Record<'ma4' | 'esg4', ProductCode>> = { ma4: 'rma', esg4: 'esg' };

const RANGE_WORDS: Record<RangeKind, string> = {
  bipolar: 'bipolar',
  unipolar: 'unipolar',
  count: 'count',
  rank: 'rank',
};

/** A table cell: Markdown's own characters escaped, so a description is always text. */
export function escapeCell(text: string): string {
  return text.replace(/([\\|*_`[\]])/g, '\\$1').replace(/\s+/g, ' ');
}

function boundText(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return 'and up';
  return value < 0 ? `−${Math.abs(value)}` : String(value);
}

/** `−1 to 1`, `0 and up`. */
export function rangeText(kind: RangeKind): string {
  const { min, max } = RANGE_BOUNDS[kind];
  return max === Number.POSITIVE_INFINITY ? `${boundText(min)} and up` : `${boundText(min)} to ${boundText(max)}`;
}

function polarityText(indicator: Indicator): string {
  return indicator.polarity === 1 ? '+1' : '−1';
}

function frontMatter(fields: { title: string; summary: string; tags: string[]; order: number }): string {
  return [
    '---',
    `title: ${JSON.stringify(fields.title)}`,
    `date: ${GENERATED_DATE}`,
    `summary: ${JSON.stringify(fields.summary)}`,
    `tags: [${fields.tags.join(', ')}]`,
    'author: Moodwire Research',
    `order: ${fields.order}`,
    '---',
    '',
  ].join('\n');
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function datasetName(dataset: Dataset): string {
  return DATASETS.find((entry) => entry.code === dataset)?.name ?? dataset;
}

function indicatorRow(indicator: Indicator): string[] {
  const variants = sourceVariantCodes(indicator);
  const flags = [indicator.isLegacy ? ' (legacy v3 column)' : '', indicator.isAssumed ? ' (naming assumption)' : ''];
  return [
    `\`${indicator.code}\``,
    escapeCell(indicator.name),
    escapeCell(indicator.description) + flags.join(''),
    polarityText(indicator),
    `${RANGE_WORDS[indicator.rangeKind]}, ${rangeText(indicator.rangeKind)}`,
    indicatorClasses(indicator)
      .map((code) => `\`${code}\``)
      .join(' '),
    variants.length === 0 ? 'none' : variants.map((code) => `\`${code}\``).join(' '),
  ];
}

function countByKind(indicators: readonly Indicator[]): string {
  const counts = new Map<RangeKind, number>();
  for (const indicator of indicators) counts.set(indicator.rangeKind, (counts.get(indicator.rangeKind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${RANGE_WORDS[kind]}`).join(', ');
}

function datasetSection(dataset: Dataset): string {
  const indicators = INDICATORS.filter((indicator) => indicator.dataset === dataset);
  // The regional company classes carry what equ carries: one row for equ stands for them.
  const classes = ASSET_CLASSES.filter(
    (assetClass) =>
      assetClass.dataset === dataset && (assetClass.dataset !== 'rma' || assetClass.baseClass === assetClass.code),
  );
  const classRows = classes.map((assetClass) => {
    const carried = indicators.filter(
      (indicator) => !indicator.isLegacy && indicatorClasses(indicator).includes(assetClass.code),
    );
    return [
      `\`${assetClass.code}\``,
      escapeCell(assetClass.name),
      `\`${assetClass.fileCode}\``,
      String(carried.length),
      `\`${getFeaturedIndicator(assetClass.code)}\``,
      `\`${getDefaultSentimentIndicator(assetClass.code)}\``,
    ];
  });
  return [
    `## ${datasetName(dataset)} (\`${dataset}\`)`,
    '',
    `${indicators.length} indicators: ${countByKind(indicators)}. Columns per class (the file code names the bulk files; the featured and default sentiment indicators are what the screens open on):`,
    '',
    table(['class', 'name', 'file code', 'columns', 'featured', 'default sentiment'], classRows),
    '',
    table(
      ['code', 'name', 'description', 'polarity', 'range', 'classes', 'source variants'],
      indicators.map(indicatorRow),
    ),
    '',
  ].join('\n');
}

const SOURCE_LINES = SOURCES.map(
  (source) =>
    `- \`${source.code}\`: ${source.name} (${source.label}), e.g. \`${SOURCE_VARIANT_PREFIX}${source.code}_sentiment\``,
);

/** The data dictionary page of a docs area: ma4 documents dataset rma, esg4 ESG Core and ESG Advanced. */
export function dataDictionarySource(area: 'ma4' | 'esg4'): string {
  const datasets = DICTIONARY_DATASETS[area];
  const product = area === 'ma4' ? 'LMA' : 'LMA-ESG';
  const total = INDICATORS.filter((indicator) => datasets.includes(indicator.dataset)).length;
  const intro = [
    `Every indicator of ${product}, generated from the indicator catalogue the API, the files and the screens use`,
    `(${total} entries). The same table is the file \`indicators.csv\` at \`/webdocs/output/indicators.csv\`.`,
    '',
    '- **code**: the column name in files and the `datacols` of the data API (case matters: `Community` is an',
    '  ESG Core rank, `community` an ESG Advanced score).',
    '- **polarity**: +1 when a higher value is good for the asset, −1 when it is bad; colour scales use it, so red',
    '  always means bad news for the asset.',
    '- **range**: count (0 and up), bipolar (−1 to 1, the net of two opposite meanings), unipolar (0 to 1, a',
    `  share of buzz, which can dip slightly below 0, see [the methodology](/${area}/guide/methodology)) or`,
    '  rank (1 to 100 within the class and day).',
    '- **classes**: the asset classes whose files carry the column. The regional company classes (`equamer`,',
    '  `equemea`, `equapac`) carry what `equ` carries.',
    '- **source variants**: the long codes `mp_{source}_{code}` that name one source explicitly:',
    ...SOURCE_LINES.map((line) => `  ${line}`),
    '',
    '  ESG Core ranks have none: they exist for News_Social only.',
    '',
    'A value is empty (NA) where the asset had no buzz in the window or no reference to the indicator.',
    '',
  ];
  return (
    frontMatter({
      title: 'Data dictionary',
      summary: `Every ${product} indicator: code, name, description, polarity, range, asset classes and source variants, generated from the catalogue.`,
      tags: ['guide', 'indicators', 'data-dictionary', 'catalogue'],
      order: 50,
    }) + [...intro, ...datasets.map(datasetSection)].join('\n')
  );
}

function groupFamilies(product: ProductCode): string {
  const classes = classesOfProduct(product);
  const lines: string[] = [];
  if (product === 'rma') {
    lines.push(
      '| family | group ids | members |',
      '| --- | --- | --- |',
      `| all assets of a class | the class code: ${classes.map((assetClass) => `\`${assetClass.code}\``).join(' ')} | every asset of the class |`,
      `| top by buzz | ${TOP_BUZZ_SETS.map((size) => `\`equ_top${size}\``).join(' ')} | the companies with the most News_Social buzz over the last ${RANKING_DAYS} daily windows of the build; Top ${TOP_BUZZ_SETS[0]} is public |`,
      `| country sets | ${COUNTRY_SETS.map((set) => `\`cou_${set.id}\``).join(' ')}, and the same with \`coumkt_\` and \`equ_\` | ${COUNTRY_SETS.map((set) => `${set.name} (${set.members.length})`).join(', ')} countries, or the markets and companies domiciled there |`,
      '| country equity groups | `equ_` + the country code, e.g. `equ_us`, `equ_jp` | the companies domiciled in the country |',
      `| company groups | ${COMPANY_GROUP_KINDS.map((kind) => `\`${kind.groupId}\``).join(' ')} | ${COMPANY_GROUP_KINDS.map((kind) => kind.name).join(', ')} |`,
      '| index constituents | `equ_idx_` + the index id | the member companies of a company-aggregated index |',
    );
  } else {
    lines.push(
      '| family | group ids | members |',
      '| --- | --- | --- |',
      '| all covered assets | `equcor` `coucor` `equesg` `couesg` | every company or country the dataset covers |',
      `| top by buzz | ${TOP_BUZZ_SETS.map((size) => `\`equcor_top${size}\` \`equesg_top${size}\``).join(' ')} | the covered companies among the top by buzz |`,
      `| country sets | ${COUNTRY_SETS.map((set) => `\`coucor_${set.id}\``).join(' ')}, and the same with \`couesg_\`, \`equcor_\`, \`equesg_\` | ${COUNTRY_SETS.map((set) => set.name).join(', ')} |`,
      '| country equity groups | `equcor_` or `equesg_` + the country code, e.g. `equesg_us` | the covered companies domiciled in the country |',
    );
  }
  return lines.join('\n');
}

/** The distinct frequencies of some classes, in words, from the one table of '@moodwire/domain'. */
function frequencyLines(classes: readonly AssetClass[]): string[] {
  const seen = new Map<string, string>();
  for (const assetClass of classes) {
    for (const frequency of listDataFrequencies(assetClass.code)) {
      seen.set(frequency.altcode, `  - \`${frequency.altcode}\` (\`${frequency.code}\`): ${frequency.description}`);
    }
  }
  return [...seen.values()];
}

/** The asset classes and groups page of a docs area (the tables of '@moodwire/domain', in words). */
export function assetClassesSource(area: 'ma4' | 'esg4'): string {
  const product = PRODUCT_OF_AREA[area];
  const productName = product === 'rma' ? 'LMA' : 'LMA-ESG';
  const classes = classesOfProduct(product);
  const classRows = classes.map((assetClass) => [
    `\`${assetClass.code}\``,
    escapeCell(assetClass.name),
    `\`${assetClass.dataset}\``,
    `\`${assetClass.fileCode}\``,
    listDataFrequencies(assetClass.code)
      .map((frequency) => `\`${frequency.code}\` ${frequency.altcode}`)
      .join(', '),
    listDataTypes(assetClass.code)
      .map((dataType) => dataType.code)
      .join(', '),
    String(DEFAULT_MIN_BUZZ[assetClass.code]),
  ]);
  const body = [
    `The asset classes of ${productName} and the families of preset groups built from them. The tables are`,
    'generated from the tables the API and the data build share, so they are what the group dropdown, the files',
    'and the data API offer.',
    '',
    '## Asset classes',
    '',
    table(['class', 'name', 'dataset', 'file code', 'frequencies', 'data types', 'least buzz'], classRows),
    '',
    `- **file code** names the bulk files of the class (see [file layouts and naming](/${area}/guide/file-layouts)).`,
    '- **frequencies**: the API code and the files’ Window_Update code:',
    ...frequencyLines(classes),
    '- **least buzz**: the buzz an asset needs on a day to be ranked among the movers and top lists of the Group',
    '  Overview unless the call names another `minbuzz` (one document alone never tops a list).',
    '',
    '## Preset groups',
    '',
    'Every screen works on a **group**: a preset set of assets of one class. A group has an id, a name, a class,',
    'a member count, a dataset and a **featured** member, its member with the most buzz, which pages show first.',
    'Counts and featured members are computed from the data loaded, so they change with each build.',
    '',
    groupFamilies(product),
    '',
    'Watchlists are groups too (type user): admins see their own first in the group dropdown, under',
    '“Watchlists (admin only)”.',
    '',
  ];
  return (
    frontMatter({
      title: 'Asset classes and groups',
      summary: `The ${productName} asset classes with their datasets, file codes, frequencies and data types, and the families of preset groups.`,
      tags: ['guide', 'asset-classes', 'groups', area === 'ma4' ? 'lma' : 'esg'],
      order: 60,
    }) + body.join('\n')
  );
}

/** The generated pages of the docs, by area, section and slug. */
export const GENERATED_DOC_PAGES: readonly GeneratedDocPage[] = (['ma4', 'esg4'] as const).flatMap((area) => [
  { area, section: 'guide', slug: 'data-dictionary', source: () => dataDictionarySource(area) },
  { area, section: 'guide', slug: 'asset-classes', source: () => assetClassesSource(area) },
]);
