import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message text with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** The club's SMTP server for one spec: a real local server that keeps what it receives. */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        // Quoted-printable escapes are bytes of UTF-8 text: undo them as bytes, then read UTF-8.
        const bytes = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        const text = Buffer.from(bytes, 'latin1').toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A site of its own (API + built remotes, fresh database) whose mail goes to the given SMTP
 * server, started through the same launcher as the suite's servers.
 */
export async function startClubServer(
  port: number,
  env: Record<string, string>,
  /** serve.mjs flags, e.g. '--no-server-code=mf-content'. */
  flags: string[] = [],
): Promise<() => Promise<void>> {
  const script = join(__dirname, '../scripts/serve.mjs');
  const child: ChildProcess = spawn(process.execPath, [script, String(port), ...flags], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`http://localhost:${port}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`club server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}
