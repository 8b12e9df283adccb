import { describe, expect, it } from 'vitest';
import {
  applyUserListView,
  type ListedUser,
  PAGE_SIZE,
  parseUserListView,
  type UserListView,
  userListViewQuery,
} from './user-list-view';

const NOW = new Date('2026-11-26T12:00:00Z');

function user(username: string, fields: Partial<ListedUser> = {}): ListedUser {
  return {
    username,
    email: `${username}@example.com`,
    role: 'manual',
    status: 'active',
    expires: null,
    created: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

const USERS = [
  user('carol', { role: 'ssh', expires: '2026-12-10' }),
  user('alice', { role: 'admin' }),
  user('bob', { status: 'disabled', expires: '2026-01-01' }),
  user('dave', { role: 'ssh', expires: '2030-01-01', email: 'boss@corp.example' }),
];

const view = (patch: Partial<UserListView> = {}) => ({ ...parseUserListView(() => null), ...patch });
const names = (patch: Partial<UserListView>) => applyUserListView(USERS, view(patch), NOW).rows.map((u) => u.username);

describe('the user list view', () => {
  it('lists by username by default, and by expiry with never-expiring accounts last', () => {
    expect(names({})).toEqual(['alice', 'bob', 'carol', 'dave']);
    expect(names({ sort: 'expires' })).toEqual(['bob', 'carol', 'dave', 'alice']);
    expect(names({ sort: 'expires', isDescending: true })).toEqual(['alice', 'dave', 'carol', 'bob']);
  });

  it('searches username and email, and filters by role, status and expiry', () => {
    expect(names({ search: 'BOSS' })).toEqual(['dave']);
    expect(names({ role: 'ssh' })).toEqual(['carol', 'dave']);
    expect(names({ status: 'disabled' })).toEqual(['bob']);
    expect(names({ expiry: 'expired' })).toEqual(['bob']);
    expect(names({ expiry: 'soon' })).toEqual(['carol']);
    expect(names({ expiry: 'never' })).toEqual(['alice']);
    expect(names({ expiry: 'valid' })).toEqual(['alice', 'carol', 'dave']);
  });

  it('pages the list and keeps a page past the end on the last page', () => {
    const many = Array.from({ length: PAGE_SIZE + 5 }, (_, index) => user(`u${String(index).padStart(3, '0')}`));
    const second = applyUserListView(many, view({ page: 1 }), NOW);
    expect(second).toMatchObject({ total: PAGE_SIZE + 5, page: 1, pageCount: 2 });
    expect(second.rows.map((u) => u.username)).toEqual(['u100', 'u101', 'u102', 'u103', 'u104']);
    expect(applyUserListView(many, view({ page: 9 }), NOW).page).toBe(1);
  });

  it('reads its state from the query string and writes only what differs from the defaults', () => {
    const query = new URLSearchParams('q=ann&role=ssh&status=bogus&sort=expires&dir=desc&page=3');
    const parsed = parseUserListView((key) => query.get(key));
    expect(parsed).toEqual({
      search: 'ann',
      role: 'ssh',
      status: null,
      expiry: null,
      sort: 'expires',
      isDescending: true,
      page: 2,
    });
    expect(userListViewQuery(parsed)).toEqual({
      q: 'ann',
      role: 'ssh',
      status: null,
      expiry: null,
      sort: 'expires',
      dir: 'desc',
      page: '3',
    });
    expect(Object.values(userListViewQuery(view())).every((value) => value === null)).toBe(true);
  });
});
