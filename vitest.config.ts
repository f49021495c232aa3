import { defineConfig } from 'vitest/config';

// One runner for the unit and integration suites of every workspace. The browser
// journeys (e2e/) run separately, after the production build.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
