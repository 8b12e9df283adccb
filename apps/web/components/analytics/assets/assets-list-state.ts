/**
 * The state of the assets list /ma4/assets/[page] read from its URL (page in the path, `search`, `sort` and `dir`
 * in the query string), and the client-side ordering of the columns the server does not sort. Pure.
 */

/** Rows per page of the assets list. */
export const ASSETS_PAGE_SIZE = 50;
/** The server pages lists in group order or by name or symbol; every other order needs the group's whole list. */
export const ASSETS_FULL_LIST_LIMIT = 10_000;

export const ASSET_SORTS = ['group', 'name', 'symbol', 'sector', 'domicile', 'level', 'buzz'] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** Numbers read best largest first; words A to Z. */
export const DEFAULT_DIRECTION: Record<AssetSort, SortDirection> = {
  group: 'asc',
  name: 'asc',
  symbol: 'asc',
  sector: 'asc',
  domicile: 'asc',
  level: 'desc',
  buzz: 'desc',
};

/** A 1-based page number from the path, or null when the segment is not one ('0', '-2', 'abc', '1.5'). */
export function parsePageNumber(segment: string): number | null {
  if (!/^\d{1,6}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 1 ? page : null;
}

export function parseSort(value: string | null): AssetSort {
  return (ASSET_SORTS as readonly string[]).includes(value ?? '') ? (value as AssetSort) : 'group';
}

export function parseDirection(value: string | null, sort: AssetSort): SortDirection {
  return value === 'asc' || value === 'desc' ? value : DEFAULT_DIRECTION[sort];
}

/** Whether the server can page this order itself (group order, or name or symbol A to Z). */
export function isServerPaged(sort: AssetSort, direction: SortDirection): boolean {
  return sort === 'group' || ((sort === 'name' || sort === 'symbol') && direction === 'asc');
}

export function pageCount(total: number, pageSize: number = ASSETS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface SortableAsset {
  asset: string;
  name: string;
  symbol: string;
  sector: string | null;
  domicile: string | null;
  level: number | null;
  buzz: number | null;
  /** Position in the group's own order. */
  groupIndex: number;
}

/** Sorts a copy; rows without a value go last in either direction, ties by name then code so paging is stable. */
export function sortAssets<T extends SortableAsset>(
  rows: readonly T[],
  sort: AssetSort,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const tie = (a: T, b: T) => a.name.localeCompare(b.name) || a.asset.localeCompare(b.asset);
  return [...rows].sort((a, b) => {
    if (sort === 'group') return sign * (a.groupIndex - b.groupIndex);
    const x = a[sort];
    const y = b[sort];
    if (x === null || y === null) return x === y ? tie(a, b) : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || tie(a, b);
  });
}
