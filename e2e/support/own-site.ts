import { mainPort } from '../playwright.config';
import { startClubServer, startSmtp } from './club-server';
import { test } from './fixtures';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

export interface OwnClubSite {
  port: number;
  site: string;
  /** The site's real SMTP server (smtp-server): every mail it sent, as received. Set in beforeAll. */
  smtp: Smtp;
}

/**
 * A spec's own site (API + built remotes, fresh database) at mainPort + offset, whose mail goes to
 * an SMTP server of its own: the spec's pages use it as baseURL; it starts before the spec's tests
 * and stops after them. The outbox retries every second, so a queued mail arrives within the test.
 */
export function ownClubSite(offset: number, env: Record<string, string> = {}): OwnClubSite {
  const port = mainPort + offset;
  const own = { port, site: `http://localhost:${port}` } as OwnClubSite;
  let stopServer: (() => Promise<void>) | undefined;
  test.use({ baseURL: own.site });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    own.smtp = await startSmtp();
    stopServer = await startClubServer(port, { SMTP_URL: own.smtp.url, OUTBOX_RETRY_MS: '1000', ...env });
  });
  test.afterAll(async () => {
    await stopServer?.();
    await own.smtp?.close();
  });
  return own;
}
