import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { contracts } from './contracts.js';

/** Loopback names: only a browser on the machine itself sends them, so they are always known. */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === '[::1]';

const normalized = (origin: string): string | null => {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

export interface ConfiguredOrigin {
  origin: string;
  /** The organization the origin belongs to. */
  organization: string;
}

export interface PublicOrigins {
  /** False for a Host that no configured origin names (nor a loopback name). */
  isKnownHost(request: FastifyRequest): Promise<boolean>;
  /**
   * THE origin of every absolute link that leaves the server (mails, feeds, offers, invitations,
   * sitemap, rendered pages): the organization's first configured origin. It takes no request on
   * purpose: a link is never built from a Host someone sent, and background jobs (waiting-list
   * offers) get the same origin as requests. With nothing configured for the club (development),
   * the loopback name that names it on this server's port: `http://localhost:PORT` for the default
   * organization, `http://<name>.localhost:PORT` for another (browsers resolve `*.localhost` to
   * this machine, and the contracts' host rule maps it back to the club).
   */
  originFor(organizationName: string): Promise<string>;
  /** originFor by the organization's id (routes that know only `:orgId`). */
  originForId(organizationId: string): Promise<string>;
}

const cacheMs = 30_000;

/**
 * Public origins come from SITE_ORIGINS (each belongs to the organization its host names, by the
 * contracts' host rule) and from each organization's `public_origins` (migration 131). Read at
 * most every 30 s, so a changed setting holds everywhere within half a minute.
 */
export function publicOrigins(
  db: Kysely<Database>,
  config: { siteOrigins: string[]; defaultOrganization: string; port: number; now: () => number },
): PublicOrigins {
  const fromEnvironment: ConfiguredOrigin[] = config.siteOrigins.flatMap((value) => {
    const origin = normalized(value);
    if (!origin) return [];
    const organization = contracts.organizationNameOfHost(new URL(origin).hostname, config.defaultOrganization);
    return [{ origin, organization }];
  });
  let cached: { at: number; origins: ConfiguredOrigin[] } | null = null;

  async function configured(): Promise<ConfiguredOrigin[]> {
    if (cached && config.now() - cached.at < cacheMs) return cached.origins;
    const { rows } = await sql<{ name: string; public_origins: string[] }>`
      SELECT name, public_origins FROM organizations WHERE cardinality(public_origins) > 0`.execute(db);
    const fromDatabase = rows.flatMap((row) =>
      row.public_origins.flatMap((value) => {
        const origin = normalized(value);
        return origin ? [{ origin, organization: row.name }] : [];
      }),
    );
    // The club's own setting first: it wins over SITE_ORIGINS.
    cached = { at: config.now(), origins: [...fromDatabase, ...fromEnvironment] };
    return cached.origins;
  }

  /** Development: the loopback name of the club on this server's port (port 0 = tests: none). */
  function loopbackOrigin(organizationName: string): string {
    const url = new URL('http://localhost');
    const label = organizationName.toLowerCase();
    if (label !== config.defaultOrganization && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(label)) {
      url.hostname = `${label}.localhost`;
    }
    if (config.port > 0) url.port = String(config.port);
    return url.origin;
  }

  async function originFor(organizationName: string): Promise<string> {
    const own = (await configured()).find((entry) => entry.organization === organizationName);
    return own?.origin ?? loopbackOrigin(organizationName);
  }

  return {
    async isKnownHost(request) {
      if (isLoopbackHost(request.hostname.toLowerCase())) return true;
      const own = normalized(`${request.protocol}://${request.host}`);
      if (!own) return false;
      // The club's login host 'tsv-admin.club.de' (and 'tsv-public…') belongs with 'tsv.club.de'.
      const host = new URL(own).host.replace(/^([^.]+?)-(admin|public)\./, '$1.');
      return (await configured()).some(({ origin }) => new URL(origin).host === host);
    },
    originFor,
    async originForId(organizationId) {
      const row = await db
        .selectFrom('organizations')
        .select('name')
        .where('id', '=', organizationId)
        .executeTakeFirst();
      return originFor(row?.name ?? config.defaultOrganization);
    },
  };
}
