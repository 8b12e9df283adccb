import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-client';

describe('apiUrl', () => {
  it('prefixes /x and encodes the query as spec §5 says', () => {
    expect(apiUrl('/auth', { data_perms: 1, apikey: 'a+b/c' })).toBe('/x/auth?data_perms=1&apikey=a%2Bb%2Fc');
    expect(apiUrl('user/prefs/get', { category: 'ui', key: '', assets: ['A', 'B'], src: null })).toBe(
      '/x/user/prefs/get?category=ui&assets=A&assets=B&src=Return',
    );
    expect(apiUrl('/account')).toBe('/x/account');
  });
});
