import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, REPO_ROOT } from '../src/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      sqlitePath: resolve(REPO_ROOT, 'data/accounts.db'),
      databaseUrl: null,
      redisUrl: null,
      redisKeyPrefix: 'moodwire:',
      demoMode: false,
      demoPassword: 'moodwire-demo',
      provisioningDelayMs: 20_000,
      logLevel: 'info',
      rateLimitMax: 600,
      authRateLimitMax: 30,
      bodyLimit: 1_048_576,
      cookieSecure: true,
      trustProxy: 0,
      answerCacheMaxBytes: 268_435_456,
      rateLimitBytesPerHour: 10_737_418_240,
      siteOrigins: [],
      sessionIdleMs: 43_200_000,
      sessionMaxAgeMs: 604_800_000,
      apikeyCacheTtlMs: 5_000,
      alerts: {
        enabled: true,
        evaluateIntervalMs: 900_000,
        watchIntervalMs: 1_000,
        webhookAllowPrivate: false,
        webhookTimeoutMs: 5_000,
        webhookRetryDelaysMs: [0, 2_000, 8_000, 30_000, 120_000],
        deliveryPollMs: 1_000,
      },
      agents: { modelUrl: null, model: null, modelKey: null, maxToolRounds: 8, timeoutMs: 120_000 },
      sftp: {
        port: 2222,
        host: '127.0.0.1',
        publicHost: null,
        passwordLogin: false,
        hostKeyPath: null,
        maxConnections: 200,
        maxConnectionsPerAddress: 20,
      },
    });
    expect(loadConfig({ ANSWER_CACHE_MAX_BYTES: '1048576' }).answerCacheMaxBytes).toBe(1_048_576);
    expect(loadConfig({ ANSWER_CACHE_MAX_BYTES: '0' }).answerCacheMaxBytes).toBe(0);
  });

  it('reads the SFTP settings: off, a port, the bind address following HOST, a bad port named', () => {
    expect(loadConfig({ SFTP_PORT: 'off' }).sftp.port).toBeNull();
    expect(loadConfig({ SFTP_PORT: 'OFF' }).sftp.port).toBeNull();
    expect(loadConfig({ SFTP_PORT: '2299' }).sftp.port).toBe(2299);
    expect(loadConfig({ HOST: '0.0.0.0' }).sftp.host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', SFTP_HOST: '127.0.0.1' }).sftp.host).toBe('127.0.0.1');
    expect(loadConfig({ SFTP_PASSWORD_LOGIN: '1' }).sftp.passwordLogin).toBe(true);
    expect(loadConfig({ SFTP_MAX_CONNECTIONS: '20' }).sftp.maxConnectionsPerAddress).toBe(4);
    expect(problemsOf({ SFTP_PORT: 'twenty-two' })).toEqual([
      "SFTP_PORT must be a whole number between 0 and 65535, got 'twenty-two'",
    ]);
  });

  it('uses PostgreSQL only when DATABASE_URL is set and non-empty, and never implies demo mode', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: '   ' }).databaseUrl).toBeNull();
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/accounts' });
    expect(config.databaseUrl).toBe('postgres://app@db:5432/accounts');
    expect(config.demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: '1' }).demoMode).toBe(true);
  });

  it('reports every bad value with its own message', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x@y/z',
      REDIS_URL: 'not a url',
      DEMO_MODE: 'yes',
      PROVISIONING_DELAY_MS: '-5',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_MAX: '0',
      AUTH_RATE_LIMIT_MAX: '1.5',
      BODY_LIMIT: '12',
      COOKIE_SECURE: 'maybe',
      ANSWER_CACHE_MAX_BYTES: '128MB',
    });
    expect(problems).toHaveLength(11);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'DEMO_MODE',
      'PROVISIONING_DELAY_MS',
      'LOG_LEVEL',
      'RATE_LIMIT_MAX',
      'AUTH_RATE_LIMIT_MAX',
      'BODY_LIMIT',
      'COOKIE_SECURE',
      'ANSWER_CACHE_MAX_BYTES',
    ]) {
      expect(
        problems.some((problem) => problem.startsWith(`${name} `)),
        name,
      ).toBe(true);
    }
  });

  it('trusts exactly the configured proxies: a hop count or addresses, never every caller', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    for (const value of ['true', 'loopback', '10.0.0.300', '10.0.0.0/33', '11']) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems, value).toHaveLength(1);
      expect(problems[0], value).toMatch(/^TRUST_PROXY must be a number of proxy hops/);
    }
  });

  it('reads the byte budget and the site origins', () => {
    expect(loadConfig({ RATE_LIMIT_BYTES_PER_HOUR: '2048' }).rateLimitBytesPerHour).toBe(2048);
    expect(problemsOf({ RATE_LIMIT_BYTES_PER_HOUR: '1GB' })[0]).toMatch(/^RATE_LIMIT_BYTES_PER_HOUR /);
    expect(loadConfig({ SITE_ORIGIN: 'https://moodwire.example/, http://localhost:3000' }).siteOrigins).toEqual([
      'https://moodwire.example',
      'http://localhost:3000',
    ]);
    expect(problemsOf({ SITE_ORIGIN: 'https://moodwire.example/app' })[0]).toMatch(/^SITE_ORIGIN must be origins/);
  });

  it('asks for the model name with an agent model URL, and never echoes the URL or the key', () => {
    const problems = problemsOf({ AGENT_MODEL_URL: 'http://user:s3cret@[bad', AGENT_MODEL_KEY: 'sk-hidden' });
    expect(problems.join(' ')).toContain('AGENT_MODEL_URL is not a valid URL');
    expect(problems.join(' ')).toContain('AGENT_MODEL must name the model');
    expect(problems.join(' ')).not.toMatch(/s3cret|sk-hidden/);
    expect(problemsOf({ AGENT_MODEL_URL: 'http://127.0.0.1:11434/v1', AGENT_MODEL_KEY: 'x' }).join(' ')).toContain(
      'AGENT_MODEL must name the model',
    );
    const config = loadConfig({ AGENT_MODEL_URL: 'http://127.0.0.1:11434/v1', AGENT_MODEL: 'llama3.1:8b' });
    expect(config.agents).toMatchObject({
      modelUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1:8b',
      modelKey: null,
    });
  });

  it('never echoes a database URL that may hold a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://user:s3cret@[bad' });
    expect(problems.join(' ')).not.toContain('s3cret');
  });

  it('documents every variable it reads', () => {
    const names = CONFIG_VARIABLES.map((variable) => variable.name);
    for (const name of [
      'PORT',
      'HOST',
      'SQLITE_PATH',
      'DATABASE_URL',
      'REDIS_URL',
      'DEMO_MODE',
      'DEMO_PASSWORD',
      'PROVISIONING_DELAY_MS',
      'LOG_LEVEL',
      'RATE_LIMIT_MAX',
      'AUTH_RATE_LIMIT_MAX',
      'BODY_LIMIT',
      'COOKIE_SECURE',
      'ANSWER_CACHE_MAX_BYTES',
      'TRUST_PROXY',
      'RATE_LIMIT_BYTES_PER_HOUR',
      'SITE_ORIGIN',
      'SESSION_IDLE_TIMEOUT_MS',
      'SESSION_MAX_AGE_MS',
      'APIKEY_CACHE_TTL_MS',
      'AGENT_MODEL_URL',
      'AGENT_MODEL',
      'AGENT_MODEL_KEY',
    ]) {
      expect(names).toContain(name);
    }
    for (const variable of CONFIG_VARIABLES) expect(variable.description.length).toBeGreaterThan(10);
  });
});
