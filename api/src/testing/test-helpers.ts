import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MenuItem, SessionUser, Template } from '@club/shared/contracts';
import type { PersonAccess } from '@club/shared/contracts/schemas';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { defaultPaymentConfig } from '../modules/payments/config.js';
import { waitingListConfigFromEnv } from '../modules/places/config.js';

// Tests that start from an empty database create their organization themselves.
export { createOrganization } from '../modules/organizations/repository.js';

/**
 * A config for one test file: a fresh in-memory PGlite, or, when DATABASE_URL is set, its own
 * schema on that server (dropped on close), so runs never collide on a shared database.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  return {
    apiPrefix: '/api',
    databaseUrl,
    databaseSchema: databaseUrl ? `test_${randomBytes(6).toString('hex')}` : null,
    dropSchemaOnClose: true,
    pgliteDir: null,
    // scripts/test.mjs migrates one embedded database per run and every test app starts from it.
    pgliteTemplate: process.env.PGLITE_TEMPLATE || null,
    mediaDir: mkdtempSync(join(tmpdir(), 'club-media-')),
    mediaS3: null,
    jwtSecret: randomBytes(32),
    jwtPreviousSecrets: [],
    production: false,
    startupNotes: [],
    defaultOrganization: 'demo',
    demoPassword: 'demo-club-2026',
    seedDemo: true,
    // Several tests read the OpenAPI document; its gate has its own test.
    apiDocs: true,
    siteDir: null,
    shellDir: null,
    remoteDirs: {},
    remotesJsonFile: null,
    loginUrl: null,
    siteOrigins: [],
    loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
    loginCodeTtlMs: 60_000,
    smtpUrl: null,
    mailFrom: null,
    // Tests run the retry pass themselves (deliverOutbox), never on a timer.
    outboxRetryMs: 0,
    // Tests run the push job themselves and push to a local http server of the test.
    push: { everyMs: 0, allowLoopbackEndpoints: true },
    // And the event reminders (events/reminders.test.ts runs the job at a fixed clock).
    eventRemindersEveryMs: 0,
    // Likewise the payment settlement job: tests run it with app.jobs.runNow('payment-settlement').
    payment: { ...defaultPaymentConfig, settleEveryMs: 0 },
    // The defaults: 48 h offers, the job every minute, 15 min place holds.
    waitingList: waitingListConfigFromEnv({}),
    trustProxy: false,
    cspExtraOrigins: [],
    requestTimeoutMs: 300_000,
    headersTimeoutMs: 20_000,
    shutdownGraceMs: 10_000,
    contactRateLimit: { max: 1000, timeWindowMs: 60_000 },
    // Tests send many forms from one address to few addresses; the limits have their own tests.
    formRateLimit: { max: 1000, timeWindowMs: 60_000 },
    recipientRateLimit: { max: 1000, timeWindowMs: 60_000 },
    inboxRateLimit: { max: 1000, timeWindowMs: 60_000 },
    // Nothing in the tests may reach the real Instagram: an unroutable address fails fast.
    instagramApiBaseUrl: 'http://127.0.0.1:9',
    instagramCacheTtlMs: 600_000,
    instagramTimeoutMs: 5_000,
    imageFeed: 'graph',
    bodyLimit: 1_048_576,
    logLevel: 'silent',
    now: Date.now,
    port: 0,
    host: '127.0.0.1',
    ...overrides,
  };
}

export const buildTestApp = (overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> =>
  buildApp(testConfig(overrides));

export async function orgId(app: FastifyInstance, name = 'demo'): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/organizations-service/organizations?name=${name}` });
  return response.json<{ id: string }>().id;
}

export async function visitorToken(app: FastifyInstance, organizationId: string): Promise<string> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/auth-service/organizations/${organizationId}/authentications`,
  });
  return response.json<SessionUser>().accessToken;
}

export async function userToken(
  app: FastifyInstance,
  organizationId: string,
  email: string,
  password = 'demo-club-2026',
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/auth-service/organizations/${organizationId}/authentications`,
    payload: { username: email, password },
  });
  return response.json<SessionUser>().accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A second administrator, made one by an administrator through the roles page's own route (the
 * demo coach by default); answers the new administrator's token.
 */
export async function promoteToAdministrator(
  app: FastifyInstance,
  organizationId: string,
  adminToken: string,
  email = 'coach@demo.club',
): Promise<string> {
  const people = await app.inject({
    url: `/api/users-service/organizations/${organizationId}/access/people?search=${encodeURIComponent(email)}`,
    headers: bearer(adminToken),
  });
  const person = people.json<PersonAccess[]>()[0]!;
  const promoted = await app.inject({
    method: 'PUT',
    url: `/api/users-service/organizations/${organizationId}/users/${person.userId}/access`,
    headers: bearer(adminToken),
    payload: { role: 'ADMINISTRATOR', extraPermissions: [], coachOf: person.coachOf },
  });
  if (promoted.statusCode !== 200) throw new Error(`promoting ${email}: ${promoted.statusCode} ${promoted.body}`);
  return userToken(app, organizationId, email);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who calls by default and where: read at each call, because tests fill these in `before`. */
export interface CallDefaults {
  app: FastifyInstance;
  base: string;
  token: string;
  lang: string;
  /**
   * When given, a call's token argument names who calls (an e-mail), signed in by this at the
   * call: for tests whose clock moves, where a token from another day is no longer valid.
   */
  signIn?: (who: string) => Promise<string>;
}

/**
 * The API tests' one way to call a route: `call(method, path, payload?, token?, lang?)` under a
 * base path, as the default caller in the default language unless a token or language is given.
 * `call.on(otherApp)` calls the same way on another app (a second replica).
 */
export function routeCaller(defaults: () => CallDefaults) {
  const callOn =
    (app?: FastifyInstance) =>
    async (method: HttpMethod, path: string, payload?: unknown, token?: string, lang?: string) => {
      const current = defaults();
      const who = token ?? current.token;
      return (app ?? current.app).inject({
        method,
        url: `${current.base}${path}`,
        headers: {
          ...bearer(current.signIn ? await current.signIn(who) : who),
          'accept-language': lang ?? current.lang,
        },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    };
  return Object.assign(callOn(), { on: callOn });
}

export const contentBase = (organizationId: string) => `/api/content-service/organizations/${organizationId}`;

/**
 * The content tests' demo club: the app (scheduled publishing not polled), the demo's id, its
 * admin's and a visitor's tokens, and the main menu as the visitor reads it in `lang`.
 */
export async function openContentApp(lang = 'de', overrides: Partial<AppConfig> = {}) {
  const app = await buildTestApp({ scheduledPublishMs: 0, ...overrides });
  const demoId = await orgId(app);
  const admin = await userToken(app, demoId, 'admin@demo.club');
  const visitor = await visitorToken(app, demoId);
  const menu = await app.inject({
    method: 'GET',
    url: `${contentBase(demoId)}/menu/main`,
    headers: { ...bearer(visitor), 'accept-language': lang },
  });
  return { app, demoId, admin, visitor, menus: menu.json<MenuItem[]>() };
}

/** Every item of a menu, each followed by its children. */
export const flatMenu = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatMenu(m.children)]);
/** The page behind the menu item at `path`, wherever it stands in the menu. */
export const contentAt = (menus: MenuItem[], path: string) => flatMenu(menus).find((m) => m.path === path)!.contentId!;
/** A page's first block of a type. */
export const blockOf = (content: { templates: Template[] }, type: string) =>
  content.templates.find((t) => t.type === type)!;
/** The value of a block's field, by the field's name (of the first element unless told). */
export const fieldValue = (template: Template, name: string, element = 0) => {
  const field = template.fields.find((f) => f.name === name)!;
  return template.elements[element]!.values.find((v) => v.fieldId === field.id)!;
};

/**
 * Two API replicas on one PostgreSQL schema, as production runs them: B shares A's schema and
 * signing key; A drops the schema when it closes, so tests close B first.
 */
export async function startReplicaPair(overrides: Partial<AppConfig> = {}) {
  const a = await buildTestApp(overrides);
  const b = await buildTestApp({
    ...overrides,
    databaseSchema: a.config.databaseSchema,
    dropSchemaOnClose: false,
    jwtSecret: a.config.jwtSecret,
  });
  return { a, b };
}
