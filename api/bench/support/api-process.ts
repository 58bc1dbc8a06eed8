// Starts bench-server.ts as a child process (one API replica) and talks to it over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchRequest } from './bench-server.js';

type Sendable<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface ApiProcess {
  origin: string;
  pid: number;
  ask<T>(request: Sendable<BenchRequest>): Promise<T>;
  sql<T>(text: string, parameters?: unknown[]): Promise<T[]>;
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

const serverFile = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

/** `env` on top of this process's environment; PORT is the replica's port. Resolves once it listens. */
export function startApiProcess(
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 300_000,
): Promise<ApiProcess> {
  const child: ChildProcess = fork(serverFile, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  child.on('message', (message: { id?: number; value?: unknown; error?: string }) => {
    const pending = message.id === undefined ? undefined : waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id!);
    if (message.error) pending.reject(new Error(message.error));
    else pending.resolve(message.value);
  });
  const ask = <T>(request: Sendable<BenchRequest>) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...request, id });
    });
  const api: ApiProcess = {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    ask,
    sql: (text, parameters) => ask({ kind: 'sql', text, parameters }),
    memory: () => ask({ kind: 'memory' }),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await Promise.race([ask({ kind: 'stop' }), new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API on port ${port} did not start`));
    }, startTimeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API on port ${port} ended (${code}) before it listened`));
    });
    child.on('message', (message: { ready?: boolean }) => {
      if (!message.ready) return;
      clearTimeout(timer);
      resolve(api);
    });
  });
}
