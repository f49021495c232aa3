import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromePath } from './browser.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server (built app + API, embedded PGlite, demo content) for every journey. */
export default async function setup(project: TestProject) {
  chromePath();
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
