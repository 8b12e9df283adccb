/**
 * The reference part of a lake build: the asset master (one row per asset of every class, with the fields the
 * screener filters on) as Parquet, and the company groups and preset groups as JSON.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { PresetGroup } from '@moodwire/domain';
import { sqlString } from '../lake/lake-writer';
import type { CompanyGroupFact } from '../universe/company-groups';
import type { ReferenceAsset } from '../universe/types';

const TEXT_FIELDS = [
  'name',
  'ticker',
  'ric',
  'sector',
  'domicile',
  'exchangeCountry',
  'region',
  'companyGroupKind',
] as const;

export async function writeReference(
  buildDir: string,
  assets: readonly ReferenceAsset[],
  companyGroups: readonly CompanyGroupFact[],
  presetGroups: readonly PresetGroup[],
): Promise<void> {
  const dir = join(buildDir, 'reference');
  await mkdir(dir, { recursive: true });
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(
      `CREATE TABLE assets ("assetCode" VARCHAR, "assetClass" VARCHAR, ${TEXT_FIELDS.map((field) => `"${field}" VARCHAR`).join(', ')},
        "buzzRank" INTEGER, "memberOf" VARCHAR, "esgCoverage" VARCHAR, "isSynthetic" BOOLEAN)`,
    );
    const appender = await connection.createAppender('assets');
    for (const asset of assets) {
      appender.appendVarchar(asset.id);
      appender.appendVarchar(asset.class);
      for (const field of TEXT_FIELDS) {
        const value = asset[field];
        if (value) appender.appendVarchar(value);
        else appender.appendNull();
      }
      if (asset.buzzRank) appender.appendInteger(asset.buzzRank);
      else appender.appendNull();
      appender.appendVarchar((asset.memberOf ?? []).join(','));
      appender.appendVarchar((asset.esgCoverage ?? []).join(','));
      appender.appendBoolean(asset.isSynthetic);
      appender.endRow();
    }
    appender.flushSync();
    appender.closeSync();
    await connection.run(
      `COPY (SELECT * FROM assets ORDER BY "assetClass", "assetCode") TO ${sqlString(join(dir, 'assets.parquet'))} (FORMAT parquet, COMPRESSION zstd)`,
    );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  await writeFile(join(dir, 'company-groups.json'), JSON.stringify(companyGroups));
  await writeFile(join(dir, 'preset-groups.json'), JSON.stringify(presetGroups));
}
