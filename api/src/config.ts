import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvSettings } from './config-env.js';
import { contracts } from './lib/contracts.js';
import type { S3Settings } from './lib/media/s3-storage.js';
import { paymentConfigFromEnv, type PaymentConfig } from './modules/payments/config.js';
import { waitingListConfigFromEnv, type WaitingListConfig } from './modules/places/config.js';

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
  /** Tests only (PGLITE_TEMPLATE, set by scripts/test.mjs): see ConnectionOptions. */
  pgliteTemplate?: string | null;
  /** Uploaded pictures (disk media storage). */
  mediaDir: string;
  /** MEDIA_STORAGE=s3: pictures in a bucket instead of mediaDir (lib/media/s3-storage.ts). */
  mediaS3: S3Settings | null;
  /** The key that signs tokens (HS256). */
  jwtSecret: Uint8Array;
  /** Older keys still accepted during a key change (JWT_SECRET_PREVIOUS). */
  jwtPreviousSecrets: Uint8Array[];
  /** NODE_ENV=production: no weak secret, no demo data unless asked. */
  production: boolean;
  /** One line each for the start-up log: where the secret came from, whether demo data is seeded. */
  startupNotes: string[];
  defaultOrganization: string;
  demoPassword: string;
  seedDemo: boolean;
  /** Whether the API docs (OpenAPI JSON, Swagger UI) are open to all (API_DOCS); else administrators only. */
  apiDocs: boolean;
  siteDir: string | null;
  /**
   * The shell's build (index.html, server/ssr.js) the API renders pages with. Unset: shell/dist
   * under siteDir. Set while SITE_DIR is empty (behind a gateway that serves the files): the API
   * answers page requests only, server-rendered (SHELL_DIR).
   */
  shellDir: string | null;
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
  /**
   * Web push (issue 35 item 4): how often the push job sends queued notices (0: never on a
   * timer), and whether push endpoints on this machine (http://127.0.0.1, localhost) are
   * accepted: only for tests and local push servers, never in production.
   */
  push: { everyMs: number; allowLoopbackEndpoints: boolean };
  /** How often the event-reminder job looks for tomorrow's events (0: never on a timer; default 10 min). */
  eventRemindersEveryMs: number;
  /** How often due scheduled page publications are published (0 turns it off; default 30 s). */
  scheduledPublishMs?: number;
  /** Pictures decoded at once (IMAGE_CONCURRENCY, default 2; ~160 MB each at most). */
  imageConcurrency?: number;
  /** Uploads that may wait for a decoding slot before 503 (IMAGE_QUEUE_MAX, default 8). */
  imageQueueMax?: number;
  /** Per-user limit on picture uploads (UPLOAD_RATE_LIMIT_MAX per UPLOAD_RATE_LIMIT_WINDOW_MS). */
  uploadRateLimit?: RateLimitConfig;
  /** Per-address limit on the membership form (FORM_RATE_LIMIT_MAX / _WINDOW_MS; default 5 per 10 min). */
  formRateLimit?: RateLimitConfig;
  /** Mails of one kind to one address (RECIPIENT_RATE_LIMIT_MAX / _WINDOW_MS; default 3 per hour). */
  recipientRateLimit?: RateLimitConfig;
  /** Form mails into one club's inbox, per purpose (INBOX_RATE_LIMIT_MAX / _WINDOW_MS; default 30 per hour each). */
  inboxRateLimit?: RateLimitConfig;
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
  /** Fastify's trustProxy: the gateway's addresses or a hop count; false = no gateway. Never `true`. */
  trustProxy: false | string;
  /** Extra origins allowed in the Content-Security-Policy (CSP_EXTRA_ORIGINS), e.g. a payment widget. */
  cspExtraOrigins: string[];
  /** Node's requestTimeout: the whole request (headers and body) must arrive within it. */
  requestTimeoutMs: number;
  /** Node's headersTimeout: the request headers must arrive within it. */
  headersTimeoutMs: number;
  /** How long the API waits for in-flight requests at shutdown before it exits anyway. */
  shutdownGraceMs: number;
  /** Card payments; unset = the built-in sandbox provider. */
  payment?: PaymentConfig;
  /** Waiting-list offers, their job and checkouts' place holds (modules/places/config.ts). */
  waitingList: WaitingListConfig;
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

/** MEDIA_STORAGE=s3's variables; a missing bucket stops the start with one line. */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings {
  const text = (name: string) => env[name]?.trim() || null;
  const bucket = text('S3_BUCKET');
  if (!bucket) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT unless the bucket is on AWS)');
  return {
    endpoint: text('S3_ENDPOINT'),
    bucket,
    region: text('S3_REGION') ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE?.trim() === 'true',
    accessKeyId: text('S3_ACCESS_KEY_ID'),
    secretAccessKey: text('S3_SECRET_ACCESS_KEY'),
    publicUrl: text('S3_PUBLIC_URL'),
  };
}

/**
 * Reads the process environment (server and CLI); a malformed number or level throws (config-env.ts).
 * Tests build an AppConfig with testConfig().
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const settings = readEnvSettings(env);
  const dataDir = toAbsolute(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const production = env.NODE_ENV === 'production';
  const { secretNote, ...secrets } = loadSecrets(env, dataDir, production);
  // Demo clubs have a published password: in production they are only seeded when asked for.
  const seedDemo = production ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false';
  const seedNote = seedDemo
    ? `demo data: seeded into an empty database (the demo accounts' password is public${production ? '; SEED_DEMO=true in production' : ''})`
    : `demo data: not seeded (${production ? 'production; set SEED_DEMO=true to seed' : 'SEED_DEMO=false'})`;
  // Like the demo data: open while developing, administrators only in production unless asked for.
  const apiDocs = production ? env.API_DOCS === 'true' : env.API_DOCS !== 'false';
  const mediaS3 = settings.MEDIA_STORAGE === 's3' ? s3SettingsFrom(env) : null;
  const mediaNote = mediaS3
    ? `media: S3 bucket ${mediaS3.bucket}${mediaS3.endpoint ? ` at ${mediaS3.endpoint}` : ''}`
    : `media: disk (${env.MEDIA_DIR ? 'MEDIA_DIR' : 'DATA_DIR/media'})`;
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
    mediaS3,
    ...secrets,
    production,
    startupNotes: [secretNote, seedNote, mediaNote],
    defaultOrganization: env.DEFAULT_ORGANIZATION || 'demo',
    demoPassword: env.DEMO_PASSWORD || 'demo-club-2026',
    seedDemo,
    apiDocs,
    siteDir: env.SITE_DIR === '' ? null : toAbsolute(env.SITE_DIR ?? '.'),
    shellDir: env.SHELL_DIR ? toAbsolute(env.SHELL_DIR) : null,
    remoteDirs,
    remotesJsonFile: env.REMOTES_JSON_FILE ? toAbsolute(env.REMOTES_JSON_FILE) : null,
    loginUrl: env.LOGIN_URL || null,
    siteOrigins: (env.SITE_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginRateLimit: {
      max: settings.LOGIN_RATE_LIMIT_MAX,
      timeWindowMs: settings.LOGIN_RATE_LIMIT_WINDOW_MS,
    },
    loginCodeTtlMs: 60_000,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || null,
    outboxRetryMs: settings.OUTBOX_RETRY_MS,
    push: { everyMs: settings.PUSH_EVERY_MS, allowLoopbackEndpoints: env.PUSH_ALLOW_LOOPBACK === 'true' },
    eventRemindersEveryMs: settings.EVENT_REMINDERS_EVERY_MS,
    scheduledPublishMs: settings.SCHEDULED_PUBLISH_MS,
    contactRateLimit: {
      max: settings.CONTACT_RATE_LIMIT_MAX,
      timeWindowMs: settings.CONTACT_RATE_LIMIT_WINDOW_MS,
    },
    formRateLimit: {
      max: settings.FORM_RATE_LIMIT_MAX,
      timeWindowMs: settings.FORM_RATE_LIMIT_WINDOW_MS,
    },
    recipientRateLimit: {
      max: settings.RECIPIENT_RATE_LIMIT_MAX,
      timeWindowMs: settings.RECIPIENT_RATE_LIMIT_WINDOW_MS,
    },
    inboxRateLimit: {
      max: settings.INBOX_RATE_LIMIT_MAX,
      timeWindowMs: settings.INBOX_RATE_LIMIT_WINDOW_MS,
    },
    imageConcurrency: settings.IMAGE_CONCURRENCY,
    imageQueueMax: settings.IMAGE_QUEUE_MAX,
    uploadRateLimit: {
      max: settings.UPLOAD_RATE_LIMIT_MAX,
      timeWindowMs: settings.UPLOAD_RATE_LIMIT_WINDOW_MS,
    },
    instagramApiBaseUrl: (env.INSTAGRAM_API_BASE_URL?.trim() || 'https://graph.instagram.com').replace(/\/+$/, ''),
    instagramCacheTtlMs: settings.INSTAGRAM_CACHE_TTL_MS,
    instagramTimeoutMs: settings.INSTAGRAM_TIMEOUT_MS,
    imageFeed: env.IMAGE_FEED?.trim().toLowerCase() === 'local' ? 'local' : 'graph',
    bodyLimit: settings.BODY_LIMIT,
    logLevel: settings.LOG_LEVEL,
    now: Date.now,
    port: settings.PORT,
    host: env.HOST ?? '0.0.0.0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    payment: paymentConfigFromEnv(env),
    waitingList: waitingListConfigFromEnv(env),
    cspExtraOrigins: list(env.CSP_EXTRA_ORIGINS),
    requestTimeoutMs: settings.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: settings.HEADERS_TIMEOUT_MS,
    shutdownGraceMs: settings.SHUTDOWN_GRACE_MS,
  };
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Secrets anyone can read in our own files or that are too short to resist guessing. */
const knownWeakSecrets = ['change-me-in-production', 'changeme', 'secret', 'demo-club-2026'];
export const minimumSecretLength = 32;

/** Why a JWT secret is unfit for production, or null when it is strong enough. */
export function weakSecretReason(secret: string): string | null {
  if (knownWeakSecrets.includes(secret.trim().toLowerCase())) return 'it is a published example value';
  if (secret.length < minimumSecretLength) return `it is shorter than ${minimumSecretLength} characters`;
  if (new Set(secret).size < 10) return 'it repeats too few different characters';
  return null;
}

function loadSecrets(env: NodeJS.ProcessEnv, dataDir: string, production: boolean) {
  const previous = list(env.JWT_SECRET_PREVIOUS).map((s) => new TextEncoder().encode(s));
  const given = env.JWT_SECRET?.trim();
  if (!given) {
    return {
      jwtSecret: loadOrCreateSecret(dataDir),
      jwtPreviousSecrets: previous,
      secretNote: `JWT secret: generated and kept in ${join(dataDir, 'jwt-secret')} (set JWT_SECRET when several replicas run)`,
    };
  }
  const reason = weakSecretReason(given);
  if (reason && production) {
    throw new Error(
      `JWT_SECRET is not safe for production: ${reason}. Use at least ${minimumSecretLength} random characters, e.g. \`openssl rand -base64 48\`, or leave it unset to generate one.`,
    );
  }
  return {
    jwtSecret: new TextEncoder().encode(given),
    jwtPreviousSecrets: previous,
    secretNote: `JWT secret: from JWT_SECRET${previous.length ? ` (+${previous.length} previous key(s) still accepted)` : ''}${reason ? ` — weak (${reason}), refused in production` : ''}`,
  };
}

export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * TRUST_PROXY: unset -> no gateway; else the gateways' addresses/CIDRs, comma-separated. Only
 * X-Forwarded-For entries added by those addresses are believed, read from the right.
 * `true` would believe the left-most entry, which any client can write; a hop count cannot tell
 * the gateway from a client that reaches the API directly (Fastify ignores it): both refused.
 */
export function parseTrustProxy(value: string | undefined): false | string {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return false;
  if (trimmed === 'true' || /^\d+$/.test(trimmed)) {
    throw new Error(
      `TRUST_PROXY=${trimmed} would let a client choose its address with X-Forwarded-For. Set the gateway's addresses instead (e.g. 172.28.0.10 or 10.0.0.0/8).`,
    );
  }
  return trimmed;
}
