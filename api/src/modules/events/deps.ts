import type { FastifyInstance } from 'fastify';
import { paidSignUpRefunder, type PaidEventsDeps } from './paid.js';

/**
 * What the events' routes and job need from the app: the database, the club's origin (mail
 * links), the clock, the link keys, and for paid events the one payment provider with the
 * courses' waiting-list settings (offer hours, place hold minutes).
 */
export function eventsDepsOf(app: FastifyInstance): PaidEventsDeps {
  const { offerHours, placeHoldMinutes } = app.config.waitingList;
  const deps: PaidEventsDeps = {
    db: app.db,
    publicOrigins: app.publicOrigins,
    now: () => app.config.now(),
    linkKeys: () => [app.config.jwtSecret, ...app.config.jwtPreviousSecrets],
    payments: app.payments.deps,
    config: app.config,
    holdMinutes: placeHoldMinutes,
    offerHours,
  };
  deps.refundPaidSignUp = paidSignUpRefunder(deps);
  return deps;
}
