import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { publishDue } from './scheduled-publish.js';

/** Scheduled drafts: every replica polls; the row lease makes each draft publish once. */
export function contentJobs(app: FastifyInstance): JobDefinition[] {
  const everyMs = app.config.scheduledPublishMs ?? 30_000;
  return [{ name: 'scheduled-publishing', everyMs, work: () => publishDue(app.db, app.log) }];
}
