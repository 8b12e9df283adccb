/**
 * What a server-drawn first view (chart-snapshot.tsx, heatmap-snapshot.tsx) starts from: the API as the request's
 * account, the link's query string, and the group the screen will show (as the analytics frame picks it).
 */
import type { ProductCode } from '@moodwire/domain';
import {
  type AnalyticsGroup,
  analyticsGroupsOf,
  getAnalyticsProduct,
  pickGroup,
} from '@/lib/analytics/analytics-product';
import { readData, type TypedApiClient } from '@/lib/api/typed-client';
import { accountApi } from './account-api';

export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

export interface FirstViewRequest {
  api: TypedApiClient;
  search: URLSearchParams;
  group: AnalyticsGroup;
}

/**
 * Null without a key or a group the account may open (the screen then shows its own state), and for the ESG
 * product: whether ESG is hidden for a visitor depends on their location, which only the browser learns (spec §6
 * hideESG), so the server never puts ESG data in a page.
 */
export async function readFirstViewRequest(
  product: ProductCode,
  searchParams: PageSearchParams,
  groupId?: string,
): Promise<FirstViewRequest | null> {
  if (product === 'esg') return null;
  const api = await accountApi();
  if (!api) return null;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, one);
  }
  const groups = analyticsGroupsOf(await readData(api.GET('/presets/list')));
  const group = pickGroup(groups, getAnalyticsProduct(product), groupId ?? search.get('group'));
  return group ? { api, search, group } : null;
}
