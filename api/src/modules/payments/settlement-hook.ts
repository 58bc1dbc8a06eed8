/**
 * What follows from a payment is the orders module's (an order, an enrolment, a receipt, a
 * refund); the payment side (the provider's notification, the settlement job) reaches it only
 * through this hook, registered once in app.ts, as page saves reach the course sync through
 * content's save hooks (issue 33 item 6: payments no longer imports orders).
 */
export interface SettlementHook {
  /**
   * The provider said a checkout's payment changed (its notification): ask the provider and turn
   * the answer into its consequence (orders/settle.ts); an unknown or finished checkout is left.
   */
  settleNotifiedCheckout(checkoutId: string): Promise<void>;
  /** One pass over the checkouts whose next question to the provider is due. */
  settleDueCheckouts(): Promise<number>;
  /** One pass over refunds still open (provider down, a replica died). */
  retryPendingRefunds(): Promise<number>;
}

const none: SettlementHook = {
  settleNotifiedCheckout: () => Promise.reject(new Error('no settlement hook registered')),
  settleDueCheckouts: async () => 0,
  retryPendingRefunds: async () => 0,
};

/** The app's one settlement hook (app.payments.settlement); register replaces the default. */
export function settlementSlot() {
  let hook = none;
  return {
    register(next: SettlementHook) {
      hook = next;
    },
    get hook() {
      return hook;
    },
  };
}
