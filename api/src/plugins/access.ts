import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { endpoints } from '../lib/contracts.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import type { SessionClaims } from './auth.js';

/**
 * Who may call a route: the levels are declared in the contracts (endpoints/define.ts), and every
 * API route declares its access (`config: { access }`, set from its endpoint declaration); a list
 * means "any of these". One hook enforces it, and one test (access-matrix.test.ts) calls every
 * registered route as every kind of caller and checks the declared outcome.
 */
export const { accessLevels } = endpoints;
export type AccessLevel = (typeof accessLevels)[number];
export type RouteAccess = AccessLevel | AccessLevel[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route with its declared access (the access matrix test iterates over them). */
    routeAccess: Array<{ method: string; url: string; access: AccessLevel[] }>;
  }
}

/** True for the organization-level visitor token (its subject is the organization). */
export const isVisitorSession = (session: SessionClaims): boolean => session.sub === session.organizationId;

function allows(level: AccessLevel, session: SessionClaims, request: FastifyRequest): boolean {
  if (level === 'public' || level === 'visitor') return true;
  if (isVisitorSession(session)) return false;
  switch (level) {
    case 'user':
      return true;
    case 'member':
      return session.role.name === 'MEMBER_USER';
    case 'admin':
      return session.role.name === 'ADMINISTRATOR';
    case 'self':
      return (request.params as { userId?: string }).userId === session.sub;
    default:
      return session.role.permissions.includes(level);
  }
}

/** preValidation guard for a declared access: 401 without a valid token, 403 without the right. */
export function guardFor(access: AccessLevel[]): preValidationHookHandler {
  return async (request) => {
    if (access.includes('public')) return;
    const session = request.session;
    if (!session) throw unauthorized();
    if (!access.some((level) => allows(level, session, request))) {
      throw forbidden(`This call needs: ${access.join(' or ')}.`, 'needs', { needs: access.join(' / ') });
    }
  };
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export interface AccessOptions {
  apiPrefix: string;
  /** Routes registered by third-party plugins (API docs, static media): public, recorded as such. */
  publicPrefixes: string[];
}

async function accessPlugin(app: FastifyInstance, opts: AccessOptions): Promise<void> {
  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route) => {
    // API routes must declare their access; site-root routes that declare one (sitemap.xml,
    // robots.txt) are recorded and guarded the same way.
    if (!route.url.startsWith(`${opts.apiPrefix}/`) && route.config?.access === undefined) return;
    const isPluginRoute = opts.publicPrefixes.some((prefix) => route.url.startsWith(prefix));
    const access: AccessLevel[] = isPluginRoute ? ['public'] : asArray(route.config?.access);
    if (access.length === 0) {
      throw new Error(`${asArray(route.method).join(',')} ${route.url} declares no access (config.access).`);
    }
    for (const method of asArray(route.method)) app.routeAccess.push({ method, url: route.url, access });
    // Runs before body validation, so an unauthorised caller learns nothing about the body.
    route.preValidation = [guardFor(access), ...asArray(route.preValidation)];
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth'] });
