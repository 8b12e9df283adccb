/**
 * Links between the analytics screens. Every screen keeps its state in the query string (ARCHITECTURE.md
 * 'URL state'), and the group travels as `group` so that a tab switch keeps the chosen group.
 */
import { type QueryParams, withQuery } from '@moodwire/domain';
import type { AnalyticsProduct, AnalyticsScreen } from './analytics-product';

export interface GroupRef {
  id: string;
  /** The group's asset class: the `[prefixData]` segment of the overview route (spec §2). */
  assetClass: string;
}

/** The href of a screen of one product for a group; `params` are the screen's own query parameters. */
export function analyticsHref(
  product: AnalyticsProduct,
  screen: AnalyticsScreen,
  group: GroupRef | null,
  params: QueryParams = {},
  assetId?: string,
): string {
  const groupParam = group ? { group: group.id } : {};
  switch (screen) {
    case 'overview':
      if (!group) return withQuery(`${product.base}/screener`, params);
      return withQuery(
        `${product.base}/${encodeURIComponent(group.assetClass)}/${encodeURIComponent(group.id)}/overview`,
        params,
      );
    case 'asset':
      return withQuery(`${product.base}/asset/${encodeURIComponent(assetId ?? '')}`, { ...groupParam, ...params });
    case 'assets':
      return withQuery(`${product.base}/assets/1`, { ...groupParam, ...params });
    case 'charts':
      return withQuery(`${product.base}/charts${assetId ? `/${encodeURIComponent(assetId)}` : ''}`, {
        ...groupParam,
        ...params,
      });
    default:
      return withQuery(`${product.base}/${screen}`, { ...groupParam, ...params });
  }
}
