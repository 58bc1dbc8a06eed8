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
   * The origin for links to the organization's site (mails, sitemap, rendered pages): the
   * request's own origin when it is one of the organization's configured origins, else the first
   * of them; never a Host that nobody configured.
   */
  originFor(request: FastifyRequest, organizationName: string): Promise<string>;
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
    cached = { at: config.now(), origins: [...fromDatabase, ...fromEnvironment] };
    return cached.origins;
  }

  const originOf = (request: FastifyRequest) => normalized(`${request.protocol}://${request.host}`);

  return {
    async isKnownHost(request) {
      if (isLoopbackHost(request.hostname.toLowerCase())) return true;
      const own = originOf(request);
      if (!own) return false;
      // The club's login host 'tsv-admin.club.de' (and 'tsv-public…') belongs with 'tsv.club.de'.
      const host = new URL(own).host.replace(/^([^.]+?)-(admin|public)\./, '$1.');
      return (await configured()).some(({ origin }) => new URL(origin).host === host);
    },
    async originFor(request, organizationName) {
      const own = originOf(request);
      const candidates = (await configured()).filter((entry) => entry.organization === organizationName);
      if (own && candidates.some(({ origin }) => origin === own)) return own;
      if (candidates[0]) return candidates[0].origin;
      // Nothing configured for this club (development): the request's origin only on loopback.
      if (own && isLoopbackHost(request.hostname.toLowerCase())) return own;
      return `http://localhost:${config.port}`;
    },
  };
}
