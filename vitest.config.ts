import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/test/**/*.test.ts',
      'apps/web/**/*.test.{ts,tsx}',
      'scripts/**/*.test.mjs',
    ],
    exclude: ['**/node_modules/**', '**/.next/**', 'e2e/**'],
    passWithNoTests: false,
    // One tiny lake shared by the API tests that only read it (apps/api/test/helpers/tiny-lake-setup.ts).
    globalSetup: ['apps/api/test/helpers/tiny-lake-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
