import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { freshEmail, PASSWORD, readyAccount, SETTLE, signInInBrowser, storedToken, verifyIdentity } from './flows.js';
import { openSession, type Session } from './page.js';
import { ROOT, startServer, type RunningServer } from './server.js';

/** A 1×1 PNG: the smallest image the upload's content check and sharp both accept. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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

/** A call to the server's API: GET with no body unless told. */
export interface ApiRequest {
  method?: string;
  body?: unknown;
}

/** What `useServerWithOperator` gives a test file. */
export interface OperatorJourneys {
  /** The server's address (once the file's tests have started). */
  readonly baseUrl: string;
  /** The operator's e-mail address (their password is flows.ts's PASSWORD). */
  readonly operatorEmail: string;
  /** A fresh session (cookies, storage) on the server at `path`, signed in with `token` if given. */
  open(path: string, token?: string): Promise<Session>;
  /** A JSON call to the server's API (`route` below /api/v1) with `token`: its status and answer. */
  api<T>(token: string, route: string, init?: ApiRequest): Promise<{ status: number; body: T }>;
  /** The operator, signed in through the sign-in page, with their session's token. */
  signedInOperator(): Promise<Session & { token: string }>;
  /**
   * An investor who passed the quiz (through the API) and verified their identity in the sandbox
   * (within SETTLE), on a session of their own opened at `path`, then on the verification form.
   */
  verifiedInvestor(prefix: string, path?: string): Promise<Session & { email: string; token: string }>;
}

/**
 * For a test file about the console: a server of its own with an operator account
 * (`startServerWithOperator`) and one browser, started before the file's tests and stopped after.
 */
export function useServerWithOperator(label: string): OperatorJourneys {
  let running: ServerWithOperator | undefined;
  let browser: Browser;
  let closeBrowser: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    running = await startServerWithOperator(label);
    ({ browser, close: closeBrowser } = await launchBrowser());
  }, 300_000);
  afterAll(async () => {
    await closeBrowser?.();
    await running?.stop();
  });

  const started = (): ServerWithOperator => {
    if (!running) throw new Error('the server with an operator has not started');
    return running;
  };
  const baseUrl = () => started().server.url;
  const open = (path: string, token?: string) => openSession(browser, baseUrl(), path, token ? { token } : {});

  return {
    get baseUrl() {
      return baseUrl();
    },
    get operatorEmail() {
      return started().operatorEmail;
    },
    open,
    async api<T>(token: string, route: string, init: ApiRequest = {}) {
      const response = await fetch(`${baseUrl()}/api/v1${route}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    async signedInOperator() {
      const operator = await open('/signin');
      await signInInBrowser(operator.page, started().operatorEmail);
      await operator.page.waitForURL((url) => url.pathname !== '/signin');
      const token = await storedToken(operator.page);
      if (!token) throw new Error('the operator has no session');
      return { ...operator, token };
    },
    async verifiedInvestor(prefix: string, path = '/verification') {
      const { email, token } = await readyAccount(baseUrl(), prefix);
      const investor = await open(path, token);
      if (path !== '/verification') await investor.page.goto('/verification');
      await verifyIdentity(investor.page, SETTLE);
      return { ...investor, email, token };
    },
  };
}

/** A one-page PDF written by hand, with a correct cross-reference table. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
