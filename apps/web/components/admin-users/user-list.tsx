'use client';

import { daysUntilExpiry, isExpired, ROLES, type Role } from '@moodwire/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import Link from 'next/link';
import { useId, useMemo, useRef } from 'react';
import { EmptyNote } from '@/components/analytics/data-card';
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, LINK_CLASS } from '@/components/radar-alerts/alert-styles';
import { useVirtualRows, VirtualRows } from '@/components/ui/virtual-rows';
import {
  applyUserListView,
  EXPIRY_FILTERS,
  type ExpiryFilter,
  type ListedUser,
  SORT_KEYS,
  type SortKey,
  USER_STATUSES,
  type UserListView,
} from '@/lib/admin-users/user-list-view';

const ROLE_LABELS: Record<Role, string> = { ssh: 'LSEG (ssh)', manual: 'Manual', admin: 'Admin' };
const EXPIRY_LABELS: Record<ExpiryFilter, string> = {
  never: 'Never expires',
  valid: 'Not expired',
  soon: 'Expires within 30 days',
  expired: 'Expired',
};
const SORT_LABELS: Record<SortKey, string> = {
  username: 'Username',
  role: 'Role',
  status: 'Status',
  expires: 'Expiry',
  created: 'Created',
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/** The expiry in words, as the account pages say it: a date, and how far off or past it is. */
export function expiryText(expires: string | null, now: Date): string {
  if (expires === null) return 'Never';
  if (isExpired(expires, now)) return `${expires} (expired)`;
  const days = daysUntilExpiry(expires, now);
  return days <= 30 ? `${expires} (${days} day${days === 1 ? '' : 's'} left)` : expires;
}

export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'active'
      ? 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-900'
      : status === 'disabled'
        ? 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/50 dark:text-red-200 dark:ring-red-900'
        : 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/50 dark:text-amber-200 dark:ring-amber-900';
  return <span className={`rounded px-1.5 py-0.5 font-medium text-xs ring-1 ring-inset ${tone}`}>{status}</span>;
}

const COLUMNS: Array<{ key: SortKey | 'email'; label: string; className?: string }> = [
  { key: 'username', label: 'Username' },
  { key: 'email', label: 'Email', className: 'hidden md:table-cell' },
  { key: 'role', label: 'Role' },
  { key: 'status', label: 'Status' },
  { key: 'expires', label: 'Expiry' },
  { key: 'created', label: 'Created', className: 'hidden lg:table-cell' },
];

/**
 * A list of users (issue 16, /admin/user and /lseg-manage): search, filters, sort and paging in the URL
 * (`view`, `onView`), rows virtualised in a scrolling box so a long page stays light.
 */
export function UserList({
  users,
  view,
  onView,
  hrefOf,
  showRoleFilter,
  label,
}: {
  users: readonly ListedUser[];
  view: UserListView;
  onView: (next: UserListView) => void;
  hrefOf: (username: string) => string;
  showRoleFilter: boolean;
  label: string;
}) {
  const id = useId();
  const now = useMemo(() => new Date(), []);
  const page = useMemo(() => applyUserListView(users, view, now), [users, view, now]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useVirtualRows(page.rows.length, scrollRef);
  const set = (patch: Partial<UserListView>) => onView({ ...view, page: 0, ...patch });
  const isFiltered = view.search !== '' || view.role !== null || view.status !== null || view.expiry !== null;

  return (
    <div className="flex flex-col gap-3">
      <search className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
        <div className="flex min-w-0 flex-col gap-1 lg:w-64">
          <label htmlFor={`${id}-q`} className={LABEL_CLASS}>
            Search
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={INPUT_CLASS}
            placeholder="Username or email"
            value={view.search}
            maxLength={100}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
        {showRoleFilter ? (
          <Select
            id={`${id}-role`}
            label="Role"
            value={view.role ?? ''}
            options={ROLES.map((role) => [role, ROLE_LABELS[role]])}
            onChange={(value) => set({ role: (value || null) as Role | null })}
          />
        ) : null}
        <Select
          id={`${id}-status`}
          label="Status"
          value={view.status ?? ''}
          options={USER_STATUSES.map((status) => [status, status])}
          onChange={(value) => set({ status: (value || null) as UserListView['status'] })}
        />
        <Select
          id={`${id}-expiry`}
          label="Expiry"
          value={view.expiry ?? ''}
          options={EXPIRY_FILTERS.map((filter) => [filter, EXPIRY_LABELS[filter]])}
          onChange={(value) => set({ expiry: (value || null) as ExpiryFilter | null })}
        />
        <div className="flex min-w-0 items-end gap-2">
          <Select
            id={`${id}-sort`}
            label="Sort by"
            value={view.sort}
            allLabel={null}
            options={SORT_KEYS.map((key) => [key, SORT_LABELS[key]])}
            onChange={(value) => set({ sort: value as SortKey })}
          />
          <button
            type="button"
            className={BUTTON_CLASS}
            aria-label={view.isDescending ? 'Sorted descending: sort ascending' : 'Sorted ascending: sort descending'}
            onClick={() => set({ isDescending: !view.isDescending })}
          >
            {view.isDescending ? (
              <ArrowDown aria-hidden className="size-4" />
            ) : (
              <ArrowUp aria-hidden className="size-4" />
            )}
          </button>
        </div>
      </search>

      <p className="text-slate-600 text-xs dark:text-slate-300" aria-live="polite">
        {page.total === users.length ? `${users.length} ${label}` : `${page.total} of ${users.length} ${label} match`}
      </p>

      {page.total === 0 ? (
        <EmptyNote>
          {users.length === 0 ? `No ${label} yet.` : `No ${label} match these filters.`}
          {isFiltered ? (
            <>
              {' '}
              <button
                type="button"
                className={LINK_CLASS}
                onClick={() => set({ search: '', role: null, status: null, expiry: null })}
              >
                Clear the filters
              </button>
            </>
          ) : null}
        </EmptyNote>
      ) : (
        <div
          ref={scrollRef}
          className="max-h-[min(65vh,640px)] overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full border-separate border-spacing-0 text-left text-sm" data-testid="user-list">
            <thead className="text-slate-600 text-xs dark:text-slate-300">
              <tr>
                {COLUMNS.map((column) => {
                  const isSorted = column.key === view.sort;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={isSorted ? (view.isDescending ? 'descending' : 'ascending') : undefined}
                      className={`sticky top-0 z-10 whitespace-nowrap border-slate-200 border-b bg-slate-50 px-3 py-2 font-semibold dark:border-slate-700 dark:bg-slate-800 ${column.className ?? ''}`}
                    >
                      {column.key === 'email' ? (
                        column.label
                      ) : (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
                          onClick={() =>
                            set({
                              sort: column.key as SortKey,
                              isDescending: isSorted ? !view.isDescending : false,
                            })
                          }
                        >
                          {column.label}
                          {isSorted ? (
                            view.isDescending ? (
                              <ArrowDown aria-hidden className="size-3" />
                            ) : (
                              <ArrowUp aria-hidden className="size-3" />
                            )
                          ) : null}
                        </button>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <VirtualRows rows={rows} columnCount={COLUMNS.length}>
              {(index, rowHeight) => {
                const user = page.rows[index];
                if (!user) return null;
                return (
                  <tr key={user.username} style={{ height: rowHeight }} className="text-slate-800 dark:text-slate-100">
                    <td className="max-w-44 truncate border-slate-100 border-b px-3 dark:border-slate-800">
                      <Link href={hrefOf(user.username)} className={LINK_CLASS}>
                        {user.username}
                      </Link>
                    </td>
                    <td className="hidden max-w-64 truncate border-slate-100 border-b px-3 text-slate-600 md:table-cell dark:border-slate-800 dark:text-slate-300">
                      {user.email ?? '—'}
                    </td>
                    <td className="whitespace-nowrap border-slate-100 border-b px-3 dark:border-slate-800">
                      {ROLE_LABELS[user.role]}
                    </td>
                    <td className="border-slate-100 border-b px-3 dark:border-slate-800">
                      <StatusBadge status={user.status} />
                    </td>
                    <td className="whitespace-nowrap border-slate-100 border-b px-3 dark:border-slate-800">
                      {expiryText(user.expires, now)}
                    </td>
                    <td className="hidden whitespace-nowrap border-slate-100 border-b px-3 text-slate-600 lg:table-cell dark:border-slate-800 dark:text-slate-300">
                      {user.created.slice(0, 10)}
                    </td>
                  </tr>
                );
              }}
            </VirtualRows>
          </table>
        </div>
      )}

      {page.pageCount > 1 ? (
        <nav
          aria-label="User list pages"
          className="flex flex-wrap items-center gap-2 text-slate-600 text-xs dark:text-slate-300"
        >
          <button
            type="button"
            className={BUTTON_CLASS}
            disabled={page.page === 0}
            onClick={() => onView({ ...view, page: page.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {page.page + 1} of {page.pageCount}
          </span>
          <button
            type="button"
            className={BUTTON_CLASS}
            disabled={page.page + 1 >= page.pageCount}
            onClick={() => onView({ ...view, page: page.page + 1 })}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function Select({
  id,
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
}: {
  id: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
  /** The choice of no filter; null when a value is always chosen. */
  allLabel?: string | null;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select id={id} className={INPUT_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== null ? <option value="">{allLabel}</option> : null}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
