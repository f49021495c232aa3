import path from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The web app's server-side renderer runs in the server's tests from its source
  // (test/fixtures/dist-server), with the web app's own import alias.
  resolve: { conditions: ['source'], alias: { '@': path.resolve(import.meta.dirname, '../web/src') } },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  // The global setup (test/global-setup.ts) runs in Vitest's own environment; the schema it loads imports the contracts.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // PGlite runs one query at a time and a fresh one per file costs a second or two:
    // files run in parallel (one PGlite each), tests inside a file run in order.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
