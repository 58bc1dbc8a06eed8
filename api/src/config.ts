import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contracts } from './lib/contracts.js';
import { paymentConfigFromEnv, type PaymentConfig } from './modules/payments/config.js';

export const remoteNames = contracts.remoteNames;
export type RemoteName = (typeof remoteNames)[number];

/** The repository root: paths in the environment are resolved against it, not against cwd. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const apiRoot = join(repoRoot, 'api');

export interface RateLimitConfig {
  max: number;
  timeWindowMs: number;
}

export interface AppConfig {
  apiPrefix: string;
  /** postgres://... switches from PGlite to node-postgres. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests isolate themselves with one schema per file). */
  databaseSchema: string | null;
  /** Drop databaseSchema when the app closes (tests on a shared server). */
  dropSchemaOnClose: boolean;
  /** PGlite data directory; null = in memory. */
  pgliteDir: string | null;
  /** Uploaded pictures (disk media storage). */
  mediaDir: string;
  jwtSecret: Uint8Array;
  defaultOrganization: string;
  demoPassword: string;
  seedDemo: boolean;
  siteDir: string | null;
  remoteDirs: Partial<Record<RemoteName, string>>;
  remotesJsonFile: string | null;
  loginUrl: string | null;
  siteOrigins: string[];
  loginRateLimit: RateLimitConfig;
  loginCodeTtlMs: number;
  /** smtp://user:pass@host:587 (smtps:// for TLS on connect); null keeps mail in the outbox only. */
  smtpUrl: string | null;
  /** Sender address; null = no-reply@<organization name>.club. */
  mailFrom: string | null;
  /** How often undelivered outbox messages are retried when SMTP_URL is set (0 turns it off). */
  outboxRetryMs: number;
  /** Per-IP limit on the contact e-mail route. */
  contactRateLimit: RateLimitConfig;
  /** Base URL of the Instagram Graph API (tests point it at a local fake). */
  instagramApiBaseUrl: string;
  instagramCacheTtlMs: number;
  instagramTimeoutMs: number;
  /** 'local' serves the built-in demo feed for every token; 'graph' asks Instagram (except for the demo token). */
  imageFeed: 'graph' | 'local';
  bodyLimit: number;
  logLevel: string;
  /** Clock in ms; injectable so tests can expire codes without waiting. */
  now: () => number;
  port: number;
  host: string;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe (client IPs for the rate limits). */
  trustProxy: boolean | string;
  /** Card payments; unset = the built-in sandbox provider. */
  payment?: PaymentConfig;
}

const toAbsolute = (p: string): string => (isAbsolute(p) ? p : resolve(repoRoot, p));

function loadOrCreateSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48);
  writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}

export function remoteEnvName(name: RemoteName): string {
  return `REMOTE_DIR_${name.toUpperCase().replace(/-/g, '_')}`;
}

/** Reads the process environment (server and CLI). Tests build an AppConfig with testConfig(). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = toAbsolute(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const remoteDirs: AppConfig['remoteDirs'] = {};
  for (const name of remoteNames) {
    const dir = env[remoteEnvName(name)];
    if (dir) remoteDirs[name] = toAbsolute(dir);
  }
  return {
    apiPrefix: normalizePrefix(env.API_PREFIX ?? '/api'),
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || null,
    dropSchemaOnClose: false,
    pgliteDir: databaseUrl ? null : join(dataDir, 'pglite'),
    mediaDir: env.MEDIA_DIR ? toAbsolute(env.MEDIA_DIR) : join(dataDir, 'media'),
    jwtSecret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : loadOrCreateSecret(dataDir),
    defaultOrganization: env.DEFAULT_ORGANIZATION || 'demo',
    demoPassword: env.DEMO_PASSWORD || 'demo-club-2026',
    seedDemo: env.SEED_DEMO !== 'false',
    siteDir: env.SITE_DIR === '' ? null : toAbsolute(env.SITE_DIR ?? '.'),
    remoteDirs,
    remotesJsonFile: env.REMOTES_JSON_FILE ? toAbsolute(env.REMOTES_JSON_FILE) : null,
    loginUrl: env.LOGIN_URL || null,
    siteOrigins: (env.SITE_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      timeWindowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    loginCodeTtlMs: 60_000,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || null,
    outboxRetryMs: Number(env.OUTBOX_RETRY_MS ?? 60_000),
    contactRateLimit: {
      max: Number(env.CONTACT_RATE_LIMIT_MAX ?? 5),
      timeWindowMs: Number(env.CONTACT_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    instagramApiBaseUrl: (env.INSTAGRAM_API_BASE_URL?.trim() || 'https://graph.instagram.com').replace(/\/+$/, ''),
    instagramCacheTtlMs: Number(env.INSTAGRAM_CACHE_TTL_MS ?? 600_000),
    instagramTimeoutMs: Number(env.INSTAGRAM_TIMEOUT_MS ?? 5_000),
    imageFeed: env.IMAGE_FEED?.trim().toLowerCase() === 'local' ? 'local' : 'graph',
    bodyLimit: Number(env.BODY_LIMIT ?? 1_048_576),
    logLevel: env.LOG_LEVEL ?? 'info',
    now: Date.now,
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    payment: paymentConfigFromEnv(env),
  };
}

export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** TRUST_PROXY: unset -> trust no proxy; 'true' -> any; or the proxies' addresses/CIDRs, comma-separated. */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return false;
  return trimmed === 'true' ? true : trimmed;
}
