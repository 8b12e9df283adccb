import { APIKEY_MARKER, type User } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_SESSION,
  outcomeOfFailure,
  outcomeOfResponse,
  type SessionEvent,
  type SessionState,
  sessionFlags,
  sessionReducer,
} from './session-machine';

const user: User = {
  username: 'demo-ssh',
  apikey: 'key-1',
  expires: null,
  role: 'ssh',
  data_perms: { rma: ['equ'] },
  permissions: { masf: true },
};

const run = (...events: SessionEvent[]): SessionState => events.reduce(sessionReducer, INITIAL_SESSION);
const withStatus = (status: number, body: Record<string, unknown>) =>
  Object.defineProperty({ ...body }, 'status', { value: status, enumerable: false });

describe('session state machine (spec §4)', () => {
  it('starts validating', () => {
    expect(INITIAL_SESSION.status).toBe('validating');
  });

  it('is signed out at once when nothing is stored, and asks for the account menu to open', () => {
    const state = run({ type: 'loaded', storedUser: null, skipValidation: false });
    expect(state).toMatchObject({ status: 'signedOut', user: null, shouldOpenAccountMenu: true });
  });

  it('keeps validating a stored user until the server answers', () => {
    const state = run({ type: 'loaded', storedUser: user, skipValidation: false });
    expect(state).toMatchObject({ status: 'validating', user });
    expect(sessionFlags(state).isLoggedIn).toBe(false);
  });

  it('signs in when the server confirms the stored user', () => {
    const fresh = { ...user, expires: '2030-01-01' };
    const state = run({ type: 'loaded', storedUser: user, skipValidation: false }, { type: 'validated', user: fresh });
    expect(state).toMatchObject({
      status: 'signedIn',
      user: fresh,
      validatingError: false,
      shouldOpenAccountMenu: false,
    });
    expect(sessionFlags(state)).toEqual({ isLoggedIn: true, isAdmin: false });
  });

  it('removes the user when the server answers with an error, and opens the account menu', () => {
    const state = run({ type: 'loaded', storedUser: user, skipValidation: false }, { type: 'rejected' });
    expect(state).toMatchObject({ status: 'signedOut', user: null, shouldOpenAccountMenu: true });
  });

  it('keeps the user and sets validatingError on a network failure', () => {
    const state = run({ type: 'loaded', storedUser: user, skipValidation: false }, { type: 'networkError' });
    expect(state).toMatchObject({ status: 'signedIn', user, validatingError: true, shouldOpenAccountMenu: false });
  });

  it('skips validation on /signin and never opens the account menu there', () => {
    expect(run({ type: 'loaded', storedUser: user, skipValidation: true })).toMatchObject({
      status: 'signedIn',
      user,
    });
    expect(run({ type: 'loaded', storedUser: null, skipValidation: true })).toMatchObject({
      status: 'signedOut',
      shouldOpenAccountMenu: false,
    });
  });

  it('treats a stored user without role or apikey as signed out (logged-in needs both, spec §5)', () => {
    const state = run({ type: 'loaded', storedUser: { ...user, apikey: '' }, skipValidation: false });
    expect(state.status).toBe('signedOut');
  });

  it('ignores a late validation answer after the user signed in or out', () => {
    const signedIn = run(
      { type: 'loaded', storedUser: null, skipValidation: true },
      { type: 'signedIn', user },
      { type: 'rejected' },
    );
    expect(signedIn).toMatchObject({ status: 'signedIn', user });
    const signedOut = run(
      { type: 'loaded', storedUser: user, skipValidation: false },
      { type: 'signedOut' },
      {
        type: 'validated',
        user,
      },
    );
    expect(signedOut.status).toBe('signedOut');
  });

  it('signs out without reopening the account menu, and clears the open request once handled', () => {
    expect(run({ type: 'signedIn', user }, { type: 'signedOut' }).shouldOpenAccountMenu).toBe(false);
    const handled = run({ type: 'loaded', storedUser: null, skipValidation: false }, { type: 'accountMenuHandled' });
    expect(handled.shouldOpenAccountMenu).toBe(false);
  });

  it('marks admins', () => {
    const state = run({ type: 'signedIn', user: { ...user, role: 'admin' } });
    expect(sessionFlags(state).isAdmin).toBe(true);
  });
});

describe('validation outcome', () => {
  it('accepts a user body and keeps only the key marker, never a key the answer might carry', () => {
    const { apikey: _omitted, ...withoutKey } = user;
    const marked = { ...user, apikey: APIKEY_MARKER };
    expect(outcomeOfResponse({ data: withoutKey })).toEqual({ type: 'validated', user: marked });
    expect(outcomeOfResponse({ data: { ...user, apikey: 'a-raw-key' } })).toEqual({ type: 'validated', user: marked });
  });

  it('rejects a body whose user carries an error field', () => {
    expect(outcomeOfResponse({ data: { ...user, error: 'This account has expired' } })).toEqual({ type: 'rejected' });
    expect(outcomeOfResponse({})).toEqual({ type: 'rejected' });
  });

  it('rejects a 4xx error body, but keeps the user on network failures and 5xx', () => {
    expect(outcomeOfFailure(withStatus(401, { error: 'Invalid API key' }))).toEqual({ type: 'rejected' });
    expect(outcomeOfFailure(withStatus(403, { error: 'This account has expired' }))).toEqual({ type: 'rejected' });
    expect(outcomeOfFailure(withStatus(503, { error: 'Service Unavailable' }))).toEqual({ type: 'networkError' });
    expect(outcomeOfFailure(new TypeError('Failed to fetch'))).toEqual({ type: 'networkError' });
    expect(outcomeOfFailure('error fetching data')).toEqual({ type: 'networkError' });
  });
});
