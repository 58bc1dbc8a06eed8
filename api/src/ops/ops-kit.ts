import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { apiRoot } from '../config.js';

// Support for the operations tests (shutdown under load, database outage): they need a real
// PostgreSQL server (DATABASE_URL) and run the API as production runs it.

export const databaseUrl = process.env.DATABASE_URL?.trim() || '';
export const newSchema = (label: string) => `${label}_${randomBytes(5).toString('hex')}`;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Builds api/dist (esbuild, about a second) so the test runs what production runs. */
export function buildApi(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`API build failed: ${result.stderr}`);
}

/** Starts `node api/dist/server.js` and waits until /api/ready answers. */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(apiRoot, 'dist/server.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', SITE_DIR: '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

export async function withSchemaClient<T>(url: string, schema: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const dropSchema = (url: string, schema: string) =>
  withSchemaClient(url, 'public', (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

export const contactBody = (n: number) =>
  JSON.stringify({
    messageProperties: { page: '/contact-us', name: 'Load Test', email: 'load@example.org', message: `write ${n}` },
    emailTemplateEnum: 'JOIN_COURSE',
  });

export type Outcome = { kind: 'ok'; id: string } | { kind: 'status'; status: number } | { kind: 'error'; code: string };

/** One POST of a contact message over a keep-alive agent. */
export function postContact(agent: http.Agent, port: number, path: string, token: string, n: number) {
  return new Promise<Outcome>((resolve) => {
    const body = contactBody(n);
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode === 200) resolve({ kind: 'ok', id: (JSON.parse(text) as { id: string }).id });
          else resolve({ kind: 'status', status: response.statusCode ?? 0 });
        });
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'error', code: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'error', code: error.code ?? error.message }),
    );
    request.end(body);
  });
}

/** An error that means the connection was torn down under a request (what a graceful stop avoids). */
export const isReset = (code: string) => code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/i.test(code);
