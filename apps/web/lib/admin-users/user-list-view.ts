/**
 * The user lists of /admin/user and /lseg-manage (issue 16): search, filters by role, status and expiry, sort and
 * paging, read from and written to the query string so a filtered list is a shareable link. Pure, so it is tested
 * without a browser.
 */
import { daysUntilExpiry, EXPIRY_WARNING_DAYS, isExpired, ROLES, type Role } from '@moodwire/domain';

export const USER_STATUSES = ['active', 'pending', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** never: no expiry; soon: within EXPIRY_WARNING_DAYS (the app's own warning); expired: past its date. */
export const EXPIRY_FILTERS = ['never', 'valid', 'soon', 'expired'] as const;
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];

export const SORT_KEYS = ['username', 'role', 'status', 'expires', 'created'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Rows per page: the page is virtualised, so a page may be long; paging keeps a large service navigable. */
export const PAGE_SIZE = 100;

export interface ListedUser {
  username: string;
  email: string | null;
  role: Role;
  status: UserStatus;
  expires: string | null;
  created: string;
}

export interface UserListView {
  search: string;
  role: Role | null;
  status: UserStatus | null;
  expiry: ExpiryFilter | null;
  sort: SortKey;
  isDescending: boolean;
  /** 0-based. */
  page: number;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** The view of a query string; unknown values fall back to the defaults instead of failing the page. */
export function parseUserListView(get: (key: string) => string | null): UserListView {
  const page = Number.parseInt(get('page') ?? '1', 10);
  return {
    search: (get('q') ?? '').slice(0, 100),
    role: oneOf(ROLES, get('role')),
    status: oneOf(USER_STATUSES, get('status')),
    expiry: oneOf(EXPIRY_FILTERS, get('expiry')),
    sort: oneOf(SORT_KEYS, get('sort')) ?? 'username',
    isDescending: get('dir') === 'desc',
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/** The query string patch of a view: defaults are left out so the plain list has a plain URL. */
export function userListViewQuery(view: UserListView): Record<string, string | null> {
  return {
    q: view.search || null,
    role: view.role,
    status: view.status,
    expiry: view.expiry,
    sort: view.sort === 'username' ? null : view.sort,
    dir: view.isDescending ? 'desc' : null,
    page: view.page > 0 ? String(view.page + 1) : null,
  };
}

function matchesExpiry(expires: string | null, filter: ExpiryFilter, now: Date): boolean {
  if (filter === 'never') return expires === null;
  if (expires === null) return filter === 'valid';
  const expired = isExpired(expires, now);
  if (filter === 'expired') return expired;
  if (filter === 'valid') return !expired;
  return !expired && daysUntilExpiry(expires, now) <= EXPIRY_WARNING_DAYS;
}

function compareBy(sort: SortKey): (a: ListedUser, b: ListedUser) => number {
  if (sort === 'expires') {
    // Accounts that never expire sort after every date, as the latest possible expiry.
    return (a, b) => (a.expires ?? '9999-99-99').localeCompare(b.expires ?? '9999-99-99');
  }
  return (a, b) => a[sort].localeCompare(b[sort]);
}

export interface UserListPage<T> {
  rows: T[];
  /** Users matching the search and filters. */
  total: number;
  page: number;
  pageCount: number;
}

/** The users the view shows: filtered, sorted (username breaks ties), and the view's page of them. */
export function applyUserListView<T extends ListedUser>(
  users: readonly T[],
  view: UserListView,
  now: Date,
): UserListPage<T> {
  const needle = view.search.trim().toLowerCase();
  const filtered = users.filter(
    (user) =>
      (needle === '' ||
        user.username.toLowerCase().includes(needle) ||
        (user.email ?? '').toLowerCase().includes(needle)) &&
      (view.role === null || user.role === view.role) &&
      (view.status === null || user.status === view.status) &&
      (view.expiry === null || matchesExpiry(user.expires, view.expiry, now)),
  );
  const compare = compareBy(view.sort);
  const sign = view.isDescending ? -1 : 1;
  filtered.sort((a, b) => sign * compare(a, b) || a.username.localeCompare(b.username));
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const page = Math.min(view.page, pageCount - 1);
  return {
    rows: filtered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
    total: filtered.length,
    page,
    pageCount,
  };
}
