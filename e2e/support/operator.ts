import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshEmail, PASSWORD } from './flows.js';
import { ROOT, startServer, type RunningServer } from './server.js';

/** The operator CLI, run as an operator would: with the server stopped (one process per data folder). */
export async function promoteAdmin(dataDir: string, email: string): Promise<void> {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/cli/promote-admin.js'), email], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, IP_LOOKUP_URL: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`promote-admin exited ${code}:\n${output}`);
}

export interface ServerWithOperator {
  server: RunningServer;
  operatorEmail: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * A server of its own with an operator account: promoting needs the data folder to itself for a
 * moment, so the server starts, the operator signs up, the server stops, the CLI promotes, and the
 * server starts again.
 */
export async function startServerWithOperator(label: string): Promise<ServerWithOperator> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `grove-e2e-${label}-`));
  const operatorEmail = freshEmail(`journey-${label}-operator`);
  const first = await startServer({ DATA_DIR: dataDir });
  const registered = await fetch(`${first.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: operatorEmail, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  await first.stop();
  if (registered.status !== 201) throw new Error(`operator sign-up answered ${registered.status}`);
  await promoteAdmin(dataDir, operatorEmail);
  const server = await startServer({ DATA_DIR: dataDir });
  return {
    server,
    operatorEmail,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
