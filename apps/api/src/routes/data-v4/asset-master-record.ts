/**
 * One asset of the asset master (anchor facts §3 'Asset master columns', as far as our universe has them): the
 * columns and the record, shared by the data API's v4 and the product areas' v5 asset lists.
 */
import { Type } from '@fastify/type-provider-typebox';
import { REGIONAL_COMPANY_CLASSES, type UniverseAsset } from '@moodwire/domain';
import { csvExample } from '../csv-example';

export const ASSET_COLUMNS = [
  'assetCode',
  'name',
  'RIC',
  'Ticker',
  'TRBCEconomicSector',
  'Domicile',
  'ExchangeCountry',
  'Region',
] as const;
export type AssetRecord = { assetCode: string; name: string } & Record<
  Exclude<(typeof ASSET_COLUMNS)[number], 'assetCode' | 'name'>,
  string | null
>;

const REGION_NAMES = new Map<string, string>(REGIONAL_COMPANY_CLASSES.map((entry) => [entry.region, entry.name]));

/** An asset as the asset master lists it (the reference's columns); the region by its name. */
export function toAssetRecord(asset: UniverseAsset): AssetRecord {
  return {
    assetCode: asset.id,
    name: asset.name,
    RIC: asset.ric ?? null,
    Ticker: asset.ticker ?? null,
    TRBCEconomicSector: asset.sector ?? null,
    Domicile: asset.domicile ?? null,
    ExchangeCountry: asset.exchangeCountry ?? null,
    Region: asset.region ? (REGION_NAMES.get(asset.region) ?? asset.region) : null,
  };
}

/** The record of an asset for the OpenAPI examples (the region by its name, as v4 gives it). */
export const EXAMPLE_ASSET_RECORD: AssetRecord = {
  assetCode: '4372179024',
  name: 'Apple',
  RIC: 'AAPL.O',
  Ticker: 'AAPL',
  TRBCEconomicSector: 'Technology',
  Domicile: 'US',
  ExchangeCountry: 'US',
  Region: 'Americas',
};

const Text = Type.Union([Type.String(), Type.Null()]);

/** The schema of a record, with the given examples (or none). */
export function assetRecordSchema(options?: { examples: AssetRecord[] }) {
  return Type.Object(
    {
      assetCode: Type.String(),
      name: Type.String(),
      RIC: Text,
      Ticker: Text,
      TRBCEconomicSector: Text,
      Domicile: Text,
      ExchangeCountry: Text,
      Region: Text,
    },
    options,
  );
}

/** The CSV of one record, header first: the example of an asset list's CSV answer. */
export function assetRecordCsvExample(record: AssetRecord): string {
  return csvExample(ASSET_COLUMNS, record);
}
