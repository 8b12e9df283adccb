import { MESSAGES, type User } from '@moodwire/domain';
import { describe, expect, it, vi } from 'vitest';
import { type SignInApi, signInWithLinking, validateCredentials } from './sign-in';

const user = (username: string): User => ({
  username,
  apikey: `key-${username}`,
  expires: null,
  role: 'ssh',
  data_perms: {},
  permissions: {},
  status: 'active',
});

/** A clock that only moves when the flow sleeps, so the polling limits are exercised without waiting. */
function fakeClock() {
  let time = 0;
  const sleep = async (ms: number) => {
    time += ms;
  };
  return { now: () => time, sleep, elapsed: () => time };
}

describe('validateCredentials (spec §5)', () => {
  it("requires a password: 'Password is required.'", () => {
    expect(validateCredentials('demo-ssh', '   ')).toEqual({ ok: false, error: 'Password is required.' });
  });

  it('trims username and password', () => {
    expect(validateCredentials('  demo-ssh ', ' secret  ')).toEqual({
      ok: true,
      username: 'demo-ssh',
      password: 'secret',
    });
  });
});

describe('signInWithLinking (spec §4 account linking)', () => {
  it('signs in directly when the server accepts the credentials', async () => {
    const api: SignInApi = { auth: vi.fn(async (name) => user(name)), sftpLogin: vi.fn(), account: vi.fn() };
    await expect(signInWithLinking({ username: 'demo-ssh', password: 'p', api })).resolves.toEqual({
      user: user('demo-ssh'),
      linked: false,
    });
    expect(api.sftpLogin).not.toHaveBeenCalled();
  });

  it('passes the error body through for ordinary usernames', async () => {
    const api: SignInApi = {
      auth: vi.fn(async () => Promise.reject({ error: 'Invalid username or password' })),
      sftpLogin: vi.fn(),
      account: vi.fn(),
    };
    await expect(signInWithLinking({ username: 'demo-ssh', password: 'x', api })).rejects.toEqual({
      error: 'Invalid username or password',
    });
    expect(api.sftpLogin).not.toHaveBeenCalled();
  });

  it('links a GE- machine ID: message, sftp login, polls every 10 s until active, retries sign-in', async () => {
    const clock = fakeClock();
    const statuses = ['pending', 'pending', 'active'];
    let authCalls = 0;
    const api: SignInApi = {
      auth: vi.fn(async (name) => {
        authCalls += 1;
        if (authCalls === 1) throw { error: 'Account not linked', detail: 'not_linked' };
        return user(name);
      }),
      sftpLogin: vi.fn(async () => ({ status: 'pending' })),
      account: vi.fn(async () => ({ status: statuses.shift() as User['status'] })),
    };
    const progress: string[] = [];
    const result = await signInWithLinking({
      username: 'GE-DEMO-0001',
      password: 'pw',
      api,
      onProgress: (message) => progress.push(message),
      now: clock.now,
      sleep: clock.sleep,
    });
    expect(result).toEqual({ user: user('GE-DEMO-0001'), linked: true });
    expect(progress).toEqual([MESSAGES.accountLinking]);
    expect(api.sftpLogin).toHaveBeenCalledWith('GE-DEMO-0001', 'pw');
    expect(api.account).toHaveBeenCalledTimes(3);
    // The session cookie of the link authenticates the polling: no key passes through the page.
    expect(api.account).toHaveBeenCalledWith();
    expect(clock.elapsed()).toBe(20_000);
  });

  it('gives up after 120000 ms of polling with an error message', async () => {
    const clock = fakeClock();
    const api: SignInApi = {
      auth: vi.fn(async () => Promise.reject({ error: 'Account not linked' })),
      sftpLogin: vi.fn(async () => ({ status: 'pending' })),
      account: vi.fn(async () => ({ status: 'pending' as const })),
    };
    await expect(
      signInWithLinking({ username: 'GE-X', password: 'p', api, now: clock.now, sleep: clock.sleep }),
    ).rejects.toEqual({ error: 'timeout' });
    expect(clock.elapsed()).toBeLessThanOrEqual(120_000);
    expect(api.account).toHaveBeenCalledTimes(13);
  });

  it("reports the sftp login's error, or the generic 'error' (spec §8)", async () => {
    const failing = (reason: unknown): SignInApi => ({
      auth: vi.fn(async () => Promise.reject({ error: 'Account not linked' })),
      sftpLogin: vi.fn(async () => Promise.reject(reason)),
      account: vi.fn(),
    });
    await expect(
      signInWithLinking({ username: 'GE-X', password: 'p', api: failing({ error: 'Invalid machine credentials' }) }),
    ).rejects.toEqual({ error: 'Invalid machine credentials' });
    await expect(
      signInWithLinking({ username: 'GE-X', password: 'p', api: failing(new Error('boom')) }),
    ).rejects.toEqual({ error: 'error' });
  });
});
