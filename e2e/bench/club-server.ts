// The benches' own club server: the single-origin site (API + built shell and remotes) on a
// port, with a fresh embedded database, started through e2e/scripts/serve.mjs like the e2e suite.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

/** This checkout; BENCH_BASELINE=../club-before is read from here (pnpm runs the benches in e2e/). */
const repoRoot = join(__dirname, '../..');

export interface ClubServer {
  origin: string;
  stop: () => void;
}

// A fresh database is migrated and seeded first: on a loaded shared machine (load 30) that took 105 s.
async function waitForServer(url: string, timeoutMs = 240_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * `root`: the repository whose build is served (default: this one). A second checkout's build
 * (BENCH_BASELINE, see bench/README.md) is served by that checkout's own serve script, so a bench
 * measures before and after in one run.
 */
export async function startClubServer(port: number, root = repoRoot): Promise<ClubServer> {
  const server = spawn('node', [join(resolve(repoRoot, root), 'e2e/scripts/serve.mjs'), String(port)], {
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
  };
  try {
    await waitForServer(`http://localhost:${port}/api/ready`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop };
}
