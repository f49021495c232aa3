import { defineConfig } from 'vitest/config';

// Browser journeys against the production build served by the real server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser for the whole run; files run one after another.
    fileParallelism: false,
    pool: 'forks',
  },
});
