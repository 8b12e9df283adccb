/**
 * Which dataset a web call reads for the class it is about (a group's class, or the class an asset page is opened
 * in), and whether the caller may read it: the one place the web calls make this choice, so that ESG screens show
 * ESG indicators everywhere and only to accounts with the esg data permission.
 */
import {
  type AssetClassCode,
  isEsgAdvClass,
  isEsgCoreClass,
  listDataTypes,
  type PresetGroup,
  requireAssetClass,
  type SourceName,
  type UniverseClass,
} from '@moodwire/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { assertCanReadWebClass } from '../../auth/data-permission';

/**
 * The base class of the lake's universe for a group's class (ESG and regional classes are subsets): where its
 * members, prices and articles are. Not the dataset its scores are read from (`groupDatasetClass`).
 */
export function baseClassOf(group: Pick<PresetGroup, 'class'>): UniverseClass {
  return requireAssetClass(group.class).baseClass as UniverseClass;
}

/**
 * The class whose dataset the analytics screens read for a class: an ESG class its own ESG dataset (equcor/coucor
 * the ESG Core ranks, equesg/couesg the ESG Advanced scores), whose spec §9 defaults are ESG and community and
 * whose buzz is the ESG buzz; any other class its base class's rma dataset (a regional class is a subset of equ).
 * The caller must be allowed to read it: an ESG class needs the esg data permission for the class (403
 * 'Permission required' with the reason, as the data API answers).
 */
export function datasetClassFor(ctx: AppContext, request: FastifyRequest, classCode: AssetClassCode): AssetClassCode {
  assertCanReadWebClass(ctx, request, classCode);
  if (isEsgCoreClass(classCode) || isEsgAdvClass(classCode)) return classCode;
  return requireAssetClass(classCode).baseClass as UniverseClass;
}

/** The dataset class of a group (`datasetClassFor` of its class): the one group-to-class function of the web calls. */
export function groupDatasetClass(ctx: AppContext, request: FastifyRequest, group: PresetGroup): AssetClassCode {
  return datasetClassFor(ctx, request, group.class);
}

/**
 * The source read from a dataset class's data: the one asked for when the class has it, otherwise its first
 * (ESG Core has News_Social ranks only, spec §3: any source reads them, and the answer names News_Social).
 */
export function datasetSourceOf(datasetClass: AssetClassCode, source: SourceName): SourceName {
  const dataTypes = listDataTypes(datasetClass);
  return dataTypes.some((dataType) => dataType.code === source) ? source : (dataTypes[0]?.code ?? source);
}
