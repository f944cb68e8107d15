// Test projects: 'node' covers contracts, hdl, the server (on PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set) and tests/api (the web client against the real server); 'web' is the
// browser code's component tests in jsdom.
import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

const webConfig = 'apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/worker/src/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // Why 30 s: a PostgreSQL database is created per test file and scrypt runs in many tests.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(fs.existsSync(webConfig) ? [webConfig] : []),
    ],
  },
});
