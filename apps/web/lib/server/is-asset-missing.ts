/**
 * Whether an asset page names an asset the data does not have, so that the page answers 404 (issue 12 §6
 * 'unknown asset or group pages answer 200'). Asked of GET /public-asset, whose 404 means exactly "no asset
 * with this code in any class"; any other failure (a slow or refusing API) lets the page render and show its own
 * state, so a passing outage never turns real pages into 404s.
 */
import { publicApi } from './account-api';
import { SUBJECT_CHECK_TIMEOUT_MS, statusOfFailure } from './subject-check';

export interface IsAssetMissingOptions {
  assetId: string;
}

export async function isAssetMissing({ assetId }: IsAssetMissingOptions): Promise<boolean> {
  try {
    await publicApi().GET('/public-asset', {
      params: { query: { asset: assetId } },
      signal: AbortSignal.timeout(SUBJECT_CHECK_TIMEOUT_MS),
    });
    return false;
  } catch (error) {
    return statusOfFailure(error) === 404;
  }
}
