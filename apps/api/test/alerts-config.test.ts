/** The Radar alert settings of the API configuration (issue 15): defaults and refusals naming the variable. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [String(error)];
  }
}

describe('alert settings', () => {
  it('reads the retry delays, the private-address switch and the intervals', () => {
    const config = loadConfig({
      ALERTS_WEBHOOK_RETRY_DELAYS_MS: '0, 100,200',
      ALERTS_WEBHOOK_ALLOW_PRIVATE: '1',
      ALERTS_EVALUATE_INTERVAL_MS: '60000',
      ALERTS_ENABLED: 'false',
    });
    expect(config.alerts).toMatchObject({
      webhookRetryDelaysMs: [0, 100, 200],
      webhookAllowPrivate: true,
      evaluateIntervalMs: 60_000,
      enabled: false,
    });
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(problemsOf({ ALERTS_WEBHOOK_RETRY_DELAYS_MS: '0,soon' })).toEqual([
      "ALERTS_WEBHOOK_RETRY_DELAYS_MS must be 1 to 10 comma-separated delays in ms (each at most 86400000), got '0,soon'",
    ]);
    expect(problemsOf({ ALERTS_EVALUATE_INTERVAL_MS: '10' })[0]).toMatch(
      /^ALERTS_EVALUATE_INTERVAL_MS must be between/,
    );
    expect(problemsOf({ ALERTS_WEBHOOK_ALLOW_PRIVATE: 'maybe' })[0]).toMatch(
      /^ALERTS_WEBHOOK_ALLOW_PRIVATE must be true/,
    );
  });
});
