import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CheckoutKind, CheckoutRow } from '../wallets/index.js';

type Trx = Transaction<Database>;

/**
 * What a paid checkout of another kind than a course buys (issue 35 item 3: an event's place).
 * The settlement stays the one of orders/settle.ts; only the step "take the place" (a course's
 * enrolOnce) and "free it" (a refund) are the owning module's, registered here as the calendar's
 * dates hooks are, so orders imports nothing of that module.
 */
export interface PaidPlaceKind {
  /**
   * In the order's transaction (the checkout locked): take the place the payment is for. TAKEN,
   * or why not (the payment then goes back): DUPLICATE (has one already), FULL (none left).
   * `name` is what receipts and the ledger print.
   */
  take(
    trx: Trx,
    checkout: CheckoutRow,
  ): Promise<{ outcome: 'TAKEN' | 'DUPLICATE' | 'FULL'; name: string; itemId: string }>;
  /** Still in that transaction, once the order exists: link the place to it. */
  attach(trx: Trx, checkout: CheckoutRow, orderId: string): Promise<void>;
  /** In a refund's transaction (the order moves to REFUND_PENDING): the place is free again. */
  release(trx: Trx, orderId: string): Promise<void>;
}

/** Per database: each app (a test may build several in one process) has its own. */
const kinds = new WeakMap<object, Map<CheckoutKind, PaidPlaceKind>>();

/** Registers the handler of a kind for the app with this database; returns its removal (app close). */
export function registerPaidPlaceKind(db: Kysely<Database>, kind: CheckoutKind, handler: PaidPlaceKind): () => void {
  const byKind = kinds.get(db) ?? new Map<CheckoutKind, PaidPlaceKind>();
  byKind.set(kind, handler);
  kinds.set(db, byKind);
  return () => {
    if (byKind.get(kind) === handler) byKind.delete(kind);
  };
}

/** The handler of a non-course checkout; throws when its module registered none (a wiring error). */
export function paidPlaceKind(db: Kysely<Database>, kind: CheckoutKind): PaidPlaceKind | null {
  if (kind === 'COURSE') return null;
  const handler = kinds.get(db)?.get(kind);
  if (!handler) throw new Error(`no paid-place handler registered for ${kind} checkouts`);
  return handler;
}

/** Frees whatever place of another kind the order held (nothing for a course order). */
export async function releasePaidPlace(db: Kysely<Database>, trx: Trx, orderId: string): Promise<void> {
  for (const handler of kinds.get(db)?.values() ?? []) await handler.release(trx, orderId);
}
