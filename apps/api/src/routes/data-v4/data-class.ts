/**
 * The asset class of a data API v4 path (spec §7 'Data API'): the product prefix and the class with their 404s, the
 * data permission of the class (403, spec §3 'data_perms'), the frequency, and the lake dataset behind the class.
 */
import { Type } from '@fastify/type-provider-typebox';
import {
  ASSET_CLASSES,
  type AssetClass,
  canReadDataClass,
  type DataFrequency,
  getAssetClass,
  getDataFrequency,
  listDataFrequencies,
  missingDataPermissionMessage,
  PRODUCTS,
  type ProductCode,
} from '@moodwire/domain';
import type { DataRowDataset } from '@moodwire/warehouse';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { ACCOUNT_ERRORS } from '../../auth/account-messages';
import { currentAccount } from '../../auth/guards';
import { HttpError } from '../../http-error';
import { getAssetIndex } from '../../lake/asset-index';
import type { LoadedLake } from '../../lake/open-lake';
import { toUser } from '../../store/account-record';

export const DATA_V4_ACCESS = { access: { area: 'dataV4' as const } };

/** The product prefixes of the data API: one route per prefix, so an unknown prefix is a plain 404. */
export const DATA_PRODUCTS: readonly ProductCode[] = PRODUCTS.map((product) => product.code);

/**
 * The asset class of a path under a product prefix; a class of the other product (equcor under rma) is unknown
 * there, as is any other text.
 */
function findDataClass(product: ProductCode, code: string): AssetClass {
  const assetClass = getAssetClass(code);
  if (!assetClass || assetClass.product !== product) {
    throw new HttpError(404, 'Unknown asset class', {
      message: `There is no asset class '${code}' in ${product}; the ${product} classes are ${classList(product)}.`,
    });
  }
  return assetClass;
}

function classList(product: ProductCode): string {
  return ASSET_CLASSES.filter((assetClass) => assetClass.product === product)
    .map((assetClass) => assetClass.code)
    .join(', ');
}

/** Spec §3 'data_perms': the account must have the class in its data permissions of the product. */
function assertCanReadClass(
  ctx: AppContext,
  request: FastifyRequest,
  product: ProductCode,
  assetClass: AssetClass,
): void {
  const user = toUser(currentAccount(request), ctx.now());
  if (!canReadDataClass(user, product, assetClass.code)) {
    throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, {
      message: missingDataPermissionMessage(product, assetClass.code),
    });
  }
}

/** The class of a data path, once the account is known to read it: every data call asks both, in this order. */
export function findReadableDataClass(
  ctx: AppContext,
  request: FastifyRequest,
  product: ProductCode,
  code: string,
): AssetClass {
  const assetClass = findDataClass(product, code);
  assertCanReadClass(ctx, request, product, assetClass);
  return assetClass;
}

/** The asset_class path parameter of a product's data calls. */
export function dataClassParam(product: ProductCode) {
  return Type.String({
    maxLength: 40,
    description: `Asset class of ${product}`,
    examples: [product === 'rma' ? 'equ' : 'equcor'],
  });
}

/** The freq path parameter of the data rows and the bulk files. */
export const DataFrequencyParam = Type.String({
  maxLength: 10,
  description: 'dai or hou (see /info)',
  examples: ['dai'],
});

/** The class and the frequency of a data path (404s), once the account is known to read the class (403). */
export function findReadableClassFrequency(
  ctx: AppContext,
  request: FastifyRequest,
  product: ProductCode,
  params: { asset_class: string; freq: string },
): { assetClass: AssetClass; frequency: DataFrequency } {
  const assetClass = findReadableDataClass(ctx, request, product, params.asset_class);
  return { assetClass, frequency: findFrequency(assetClass, params.freq) };
}

/** A frequency the class offers (dai, hou; ESG Core dai only), or a 404. */
export function findFrequency(assetClass: AssetClass, code: string): DataFrequency {
  const frequency = getDataFrequency(assetClass.code, code);
  if (!frequency) {
    const offered = listDataFrequencies(assetClass.code)
      .map((entry) => entry.code)
      .join(', ');
    throw new HttpError(404, 'Unknown frequency', {
      message: `There is no frequency '${code}' for ${assetClass.code}; use ${offered}.`,
    });
  }
  return frequency;
}

/** Where a class's rows are in the lake: the dataset, its class there, and for a region the member codes. */
export interface DataSource {
  dataset: DataRowDataset;
  datasetClass: string;
  /** Only these assets (regional company classes are views of equ). */
  assetCodes?: ReadonlySet<string>;
}

export function dataSourceOf(lake: LoadedLake, assetClass: AssetClass): DataSource {
  if (assetClass.dataset !== 'rma') return { dataset: assetClass.dataset, datasetClass: assetClass.code };
  if (assetClass.baseClass === assetClass.code) return { dataset: 'rma', datasetClass: assetClass.code };
  const members = getAssetIndex(lake).list(assetClass.code);
  return { dataset: 'rma', datasetClass: assetClass.baseClass, assetCodes: new Set(members.map((asset) => asset.id)) };
}
