/**
 * What a server-drawn first view (chart-snapshot.tsx) starts from: the API as the request's
 * account, the link's query string, and the group the screen will show (as the analytics frame picks it).
 */
import type { ProductCode } from '@moodwire/domain';
import { headers } from 'next/headers';
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
  /** The width to draw at: about the chart's box on the visitor's screen (the browser scales the picture to it). */
  width: number;
}

/** A phone's chart box (375 px screens less the page's padding) and a desktop's. */
const PHONE_WIDTH = 360;
const DESKTOP_WIDTH = 1200;

/** Chromium sends Sec-CH-UA-Mobile with every request; other browsers get the desktop picture. */
async function drawingWidth(): Promise<number> {
  return (await headers()).get('sec-ch-ua-mobile') === '?1' ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/**
 * Null without a key or a group the account may open (the screen then shows its own state), and for the ESG
 * product: whether ESG is hidden for a visitor depends on their location, which only the browser learns (spec §6
 * hideESG), so the server never puts ESG data in a page.
 */
export async function readFirstViewRequest(
  product: ProductCode,
  searchParams: PageSearchParams,
): Promise<FirstViewRequest | null> {
  if (product === 'esg') return null;
  const api = await accountApi();
  if (!api) return null;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, one);
  }
  const [records, width] = await Promise.all([readData(api.GET('/presets/list')), drawingWidth()]);
  const group = pickGroup(analyticsGroupsOf(records), getAnalyticsProduct(product), search.get('group'));
  return group ? { api, search, group, width } : null;
}
