// The benches' own club server: the single-origin site (API + built shell and remotes) on a
// port, with a fresh embedded database, started through e2e/scripts/serve.mjs like the e2e suite.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ClubServer {
  origin: string;
  stop: () => void;
}

async function waitForServer(url: string, timeoutMs = 90_000) {
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

export async function startClubServer(port: number): Promise<ClubServer> {
  const server = spawn('node', [join(__dirname, '../scripts/serve.mjs'), String(port)], { stdio: 'ignore' });
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
