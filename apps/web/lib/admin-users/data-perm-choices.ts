/** The asset classes an admin or a manager may grant per data product (spec §3 data_perms). */
import { ASSET_CLASSES, DATA_PRODUCTS, type DataPerms } from '@moodwire/domain';

export type DataProductCode = (typeof DATA_PRODUCTS)[number];

export const DATA_PRODUCT_LABELS: Record<DataProductCode, string> = {
  rma: 'LMA (rma)',
  esg: 'LMA-ESG (esg)',
  mms: 'Media scores (mms)',
};

/** MMS scores media outlets, one class the lake keeps per outlet (as the demo accounts grant it). */
const MMS_CLASSES = [{ code: 'outlet', name: 'Media outlets' }];

export function dataPermChoices(product: DataProductCode): Array<{ code: string; name: string }> {
  if (product === 'mms') return MMS_CLASSES;
  return ASSET_CLASSES.filter((assetClass) => assetClass.product === product).map(({ code, name }) => ({
    code,
    name,
  }));
}

/** Data permissions without empty products, so an unticked product is absent rather than an empty list. */
export function compactDataPerms(perms: DataPerms): DataPerms {
  const result: DataPerms = {};
  for (const product of DATA_PRODUCTS) {
    const classes = perms[product];
    if (classes && classes.length > 0) result[product] = [...classes];
  }
  return result;
}
