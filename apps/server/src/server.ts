import path from 'node:path';
import v8 from 'node:v8';
import { ConfigError, loadConfig, sandboxProvidersOf, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { runMigrations } from './db/migrate.js';
import { isDemoContentLoaded } from './db/seed/demo-marker.js';

/**
 * The process: read configuration, lock the data folder (embedded mode), open and
 * migrate the database, serve HTTP, run background jobs, and shut down cleanly on
 * SIGINT/SIGTERM: in-flight requests finish, then the database is checkpointed and closed.
 *
 * Only what is needed to open the database is imported up front; the HTTP app's
 * modules load while the database opens.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }

  let releaseLock = () => {};
  if (config.database.kind === 'pglite') {
    // The embedded engine is PostgreSQL compiled to WebAssembly. Left to itself V8 recompiles
    // its hot functions with the optimising compiler in the background, which costs 60–80 MB
    // of resident memory for the life of the process and competes with start-up for the CPU;
    // the baseline compiler's code is 10–20 % slower on SQL and the hot reads are cached
    // anyway. Set before the engine is compiled (docs/performance.md has the figures).
    v8.setFlagsFromString('--liftoff-only');
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) return fail(error.message);
      throw error;
    }
  }

  const opening = openDatabase(
    config.database.kind === 'pglite'
      ? { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') }
      : config.database,
  );
  const modules = Promise.all([
    import('./app.js'),
    import('./container.js'),
    import('./jobs/handlers.js'),
    import('./jobs/queue.js'),
  ]);

  let database: Database | undefined;
  try {
    database = await opening;
    await runMigrations(database, config.database.kind === 'postgres' ? config.database.url : undefined);
  } catch (error) {
    await database?.close().catch(() => undefined);
    releaseLock();
    return fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  }

  const [{ buildApp }, { createContainer }, { createJobHandlers }, { createJobWorker }] = await modules;
  const container = createContainer({ config, database });
  const app = await buildApp({ config, database, container });
  const sandboxes = sandboxProvidersOf(config);
  if (config.isProduction && config.allowSandboxProviders && sandboxes.length > 0) {
    app.log.warn(
      { sandboxProviders: sandboxes.map((p) => p.variable) },
      'ALLOW_SANDBOX_PROVIDERS=true: sandbox providers are running in production, so anyone with a session can choose its outcome. Use this for a staging demo only.',
    );
  }
  if (config.seedDemoContent && !(await isDemoContentLoaded(database.db))) {
    try {
      const { seedDemoContent } = await import('./db/seed/seed-demo.js');
      await seedDemoContent({ db: database.db, storage: container.storage, log: app.log });
      container.projects.catalogueChanged();
    } catch (error) {
      app.log.error({ err: error }, 'could not load the demo content');
      await database.close();
      releaseLock();
      process.exitCode = 1;
      return;
    }
  }
  const jobs = createJobHandlers({ db: database.db, config, container, log: app.log });
  const worker = createJobWorker({
    db: database.db,
    ...jobs,
    clock: container.clock,
    pollMs: config.jobsPollMs,
    log: app.log,
  });
  // Outside production the platform clock may be moved forward by any instance: follow it.
  const clock = container.shiftableClock;
  const clockSync = clock
    ? setInterval(() => {
        clock.sync(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not read the clock'));
      }, 1_000)
    : undefined;
  clockSync?.unref();

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      // Handlers whose client already hung up may still be running: let them finish.
      if (!(await app.drain(config.shutdownTimeoutMs / 2)))
        app.log.warn('some requests were still running at shutdown');
      clearInterval(clockSync);
      await worker.stop();
      await database.close();
      app.log.info('database checkpointed and closed; bye');
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exitCode = 1;
    } finally {
      releaseLock();
      clearTimeout(force);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // A launch's thousands of new connections arrive faster than one event loop accepts them:
    // Node's default line of 511 made the kernel refuse them (issue 24); the kernel caps this at
    // net.core.somaxconn.
    await app.listen({ host: config.host, port: config.port, backlog: 4096 });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    clearInterval(clockSync);
    await worker.stop();
    await database.close();
    releaseLock();
    process.exitCode = 1;
    return;
  }
  await clock?.sync(database.db);
  worker.start();
}

function fail(message: string): void {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}

await main();
