/**
 * Whether a group overview (/ma4/[prefixData]/[groupId]/overview, the same under /esg4) names a class or group
 * that does not exist, so that the page answers 404 (issue 12 §6). That a class is one is a domain fact; the groups are
 * the lake's and per account (watchlists), so they are read as the visitor (GET /presets/list, the list the
 * screen reads too). Signed out, only the class is checked: the page then shows its sign-in gate. A failed or
 * slow call lets the page render and show its own state.
 */
import { isAssetClassCode, type ProductCode } from '@moodwire/domain';
import { analyticsGroupsOf } from '@/lib/analytics/analytics-product';
import { readData } from '@/lib/api/typed-client';
import { accountApi } from './account-api';

export interface IsGroupMissingOptions {
  product: ProductCode;
  prefixData: string;
  groupId: string;
}

export async function isGroupMissing({ product, prefixData, groupId }: IsGroupMissingOptions): Promise<boolean> {
  // The class segment is informational for the screen (the group decides), but it must name a class.
  if (!isAssetClassCode(prefixData)) return true;
  const api = await accountApi();
  if (!api) return false;
  try {
    // The account client bounds the call's time (account-api.ts).
    const records = await readData(api.GET('/presets/list'));
    return !analyticsGroupsOf(records).some((group) => group.product === product && group.Group === groupId);
  } catch {
    return false;
  }
}
