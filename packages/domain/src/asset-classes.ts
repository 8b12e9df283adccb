/**
 * Asset classes, products and datasets (spec §1, §3 'Asset classes', §9 'Company classes / Country classes').
 * Everything that has to agree between the browser, the API and the data build about "what class is this and
 * which product sells it" lives here.
 */

/** The two data products of spec §1: LMA (code rma) and LMA-ESG (code esg). */
export const PRODUCTS = [
  { code: 'rma', name: 'LMA', webPrefix: 'ma4' },
  { code: 'esg', name: 'LMA-ESG', webPrefix: 'esg4' },
] as const;
export type ProductCode = (typeof PRODUCTS)[number]['code'];
export const PRODUCT_CODES: readonly ProductCode[] = PRODUCTS.map((product) => product.code);

/** Spec §3 'Group (preset)': Dataset (rma, esgcor, esgadv). */
export const DATASETS = [
  { code: 'rma', name: 'Market Analytics', product: 'rma' },
  { code: 'esgcor', name: 'ESG Core', product: 'esg' },
  { code: 'esgadv', name: 'ESG Advanced', product: 'esg' },
] as const;
export type Dataset = (typeof DATASETS)[number]['code'];
export const DATASET_CODES: readonly Dataset[] = DATASETS.map((dataset) => dataset.code);

export const ASSET_CLASS_CODES = [
  'agr',
  'equ',
  'equcor',
  'equesg',
  'etf',
  'cou',
  'coucor',
  'couesg',
  'coumkt',
  'cur',
  'crypto',
  'enm',
  'equamer',
  'equemea',
  'equapac',
] as const;
export type AssetClassCode = (typeof ASSET_CLASS_CODES)[number];

export type AssetClassKind =
  | 'company'
  | 'companyGroup'
  | 'country'
  | 'countryMarket'
  | 'currency'
  | 'crypto'
  | 'commodity';

export interface AssetClass {
  code: AssetClassCode;
  name: string;
  dataset: Dataset;
  product: ProductCode;
  kind: AssetClassKind;
  /** The class whose assets this class is drawn from: regional and ESG company classes are subsets of equ. */
  baseClass: AssetClassCode;
  /** Directory/file code of the bulk files (reference facts §2), e.g. CMPNY, COU_ESG. */
  fileCode: string;
}

const cls = (
  code: AssetClassCode,
  name: string,
  dataset: Dataset,
  kind: AssetClassKind,
  fileCode: string,
  baseClass: AssetClassCode = code,
): AssetClass => ({ code, name, dataset, product: productOfDataset(dataset), kind, baseClass, fileCode });

/** Spec §3 table, in its order, then the regional company classes (dataset rma). */
export const ASSET_CLASSES: readonly AssetClass[] = [
  cls('agr', 'Agriculture', 'rma', 'commodity', 'COM_AGR'),
  cls('equ', 'Companies', 'rma', 'company', 'CMPNY'),
  cls('equcor', 'Companies (ESG Core)', 'esgcor', 'company', 'CMPNY_ESG_COR', 'equ'),
  cls('equesg', 'Companies (ESG Adv)', 'esgadv', 'company', 'CMPNY_ESG', 'equ'),
  cls('etf', 'Company Groups', 'rma', 'companyGroup', 'CMPNY_GRP'),
  cls('cou', 'Countries', 'rma', 'country', 'COU'),
  // spec §3: coucor and couesg follow the dataset and product of their company counterparts.
  cls('coucor', 'Countries (ESG Core)', 'esgcor', 'country', 'COU_ESG_COR', 'cou'),
  cls('couesg', 'Countries (ESG Adv)', 'esgadv', 'country', 'COU_ESG', 'cou'),
  cls('coumkt', 'Country Markets', 'rma', 'countryMarket', 'COU_MKT'),
  cls('cur', 'Currencies', 'rma', 'currency', 'CUR'),
  cls('crypto', 'Cryptocurrencies', 'rma', 'crypto', 'CRYPTO'),
  cls('enm', 'Energy and Material', 'rma', 'commodity', 'COM_ENM'),
  cls('equamer', 'Companies (Americas)', 'rma', 'company', 'CMPNY_AMER', 'equ'),
  cls('equemea', 'Companies (Europe, Middle East, Africa)', 'rma', 'company', 'CMPNY_EMEA', 'equ'),
  cls('equapac', 'Companies (Asia-Pacific)', 'rma', 'company', 'CMPNY_APAC', 'equ'),
];

/** The regional company classes of spec §3 with the region each covers. */
export const REGIONAL_COMPANY_CLASSES = [
  { code: 'equamer', region: 'amer', name: 'Americas' },
  { code: 'equemea', region: 'emea', name: 'Europe, Middle East, Africa' },
  { code: 'equapac', region: 'apac', name: 'Asia-Pacific' },
] as const;
export type Region = (typeof REGIONAL_COMPANY_CLASSES)[number]['region'];

/** Spec §9: company classes and country classes. */
export const COMPANY_CLASSES = ['equ', 'equcor', 'equesg'] as const satisfies readonly AssetClassCode[];
export const COUNTRY_CLASSES = ['coumkt', 'cou', 'coucor', 'couesg'] as const satisfies readonly AssetClassCode[];
export const ESG_CORE_CLASSES = ['equcor', 'coucor'] as const satisfies readonly AssetClassCode[];
export const ESG_ADV_CLASSES = ['equesg', 'couesg'] as const satisfies readonly AssetClassCode[];

/** Spec §2 'Subject pickers': five categories, each listing the preset groups it offers. */
export const SUBJECT_PICKER_CATEGORIES = [
  { id: 'commodities', name: 'Commodities', groupIds: ['agr', 'enm'] },
  { id: 'companies', name: 'Companies', groupIds: ['equ_top500', 'equcor_top500', 'etf_secs'] },
  { id: 'countries', name: 'Countries', groupIds: ['cou', 'coucor', 'coumkt'] },
  { id: 'currencies', name: 'Currencies', groupIds: ['cur'] },
  { id: 'cryptocurrencies', name: 'Cryptocurrencies', groupIds: ['crypto'] },
] as const;

const BY_CODE = new Map<string, AssetClass>(ASSET_CLASSES.map((assetClass) => [assetClass.code, assetClass]));

export function isAssetClassCode(value: unknown): value is AssetClassCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

export function getAssetClass(code: string): AssetClass | undefined {
  return BY_CODE.get(code);
}

/** Like getAssetClass, for callers that already validated the code; throws on an unknown class. */
export function requireAssetClass(code: string): AssetClass {
  const assetClass = BY_CODE.get(code);
  if (!assetClass) throw new RangeError(`unknown asset class '${code}'`);
  return assetClass;
}

export function productOfDataset(dataset: Dataset): ProductCode {
  return dataset === 'rma' ? 'rma' : 'esg';
}

export function getProduct(code: ProductCode): (typeof PRODUCTS)[number] {
  return code === 'rma' ? PRODUCTS[0] : PRODUCTS[1];
}

export function classesOfDataset(dataset: Dataset): AssetClass[] {
  return ASSET_CLASSES.filter((assetClass) => assetClass.dataset === dataset);
}

export function classesOfProduct(product: ProductCode): AssetClass[] {
  return ASSET_CLASSES.filter((assetClass) => assetClass.product === product);
}

export function isCompanyClass(code: string): boolean {
  return (COMPANY_CLASSES as readonly string[]).includes(code);
}

export function isCountryClass(code: string): boolean {
  return (COUNTRY_CLASSES as readonly string[]).includes(code);
}

export function isEsgCoreClass(code: string): boolean {
  return (ESG_CORE_CLASSES as readonly string[]).includes(code);
}

export function isEsgAdvClass(code: string): boolean {
  return (ESG_ADV_CLASSES as readonly string[]).includes(code);
}

/** ESG content (product esg) is what hideESG hides (spec §6). */
export function isEsgClass(code: string): boolean {
  return getAssetClass(code)?.product === 'esg';
}

/**
 * The ESG variant of a company or country class (spec §3: id suffixes cor and esg): equ -> equcor / equesg,
 * cou -> coucor / couesg. Undefined for classes without ESG variants.
 */
export function esgVariantClass(code: AssetClassCode, variant: 'cor' | 'esg'): AssetClassCode | undefined {
  if (code !== 'equ' && code !== 'cou') return undefined;
  return `${code}${variant}` as AssetClassCode;
}
