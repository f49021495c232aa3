import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
/** The bench servers' JWT secret: explicit, so the bench can sign the sandbox's payment webhooks. */
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1234';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the production server; resolves once /healthz answers, with the time it took. Its output
 * goes to the bench's own, or appended to `options.logFile`.
 */
export async function startGrove(
  env: Record<string, string>,
  options: { logFile?: string } = {},
): Promise<Running & { startMs: number }> {
  const port = await freePort();
  const log = options.logFile ? fs.openSync(options.logFile, 'a') : null;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS: extra flags for the servers' node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      // As `npm run serve` starts it: two malloc arenas (docs/configuration.md).
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET,
      // The built-in identity and payment sandboxes, as the demo runs; production refuses them otherwise.
      ALLOW_SANDBOX_PROVIDERS: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      IP_LOOKUP_URL: 'off',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      SEED_DEMO_CONTENT: 'true',
      ...env,
    },
    stdio: ['ignore', log ?? 'inherit', log ?? 'inherit'],
  });
  if (log !== null) fs.closeSync(log); // the child has its own copy
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    await sleep(10);
  }
  const startMs = Math.round(performance.now() - started);
  return { url, child, startMs, stop: () => stop(child) };
}

export async function startBare(responses: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'grove-bare-')), 'responses.json');
  fs.writeFileSync(file, JSON.stringify(responses));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/src/bare-server.ts'), String(port), file],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
