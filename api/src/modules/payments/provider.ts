/**
 * A card payment provider with a hosted widget (the Open Payment Platform's COPYandPAY flow):
 * the server creates a checkout, the browser loads the provider's widget script for it, the
 * provider takes the card and redirects back with ?id=&resourcePath=, and the server asks the
 * provider for the result. Card data never reaches our API.
 */
export interface CheckoutInput {
  /** '49.00' */
  amount: string;
  currency: 'EUR';
  paymentType: 'DB' | 'PA';
  /** Our checkout id: the provider echoes it, and it ties the payment to one order. */
  merchantTransactionId: string;
}

export type PaymentOutcome = 'SUCCESS' | 'PENDING' | 'DECLINED';

export interface PaymentResult {
  outcome: PaymentOutcome;
  code: string;
  description: string;
  /** The provider's payment id (null while nothing was paid). */
  paymentId: string | null;
  /**
   * Amount and merchant transaction id as the provider recorded them. An adapter refuses an
   * answer about a payment that leaves them out (never null for SUCCESS or PENDING).
   */
  amount: string | null;
  merchantTransactionId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'copyandpay';
  readonly entityId: string;
  createCheckout(input: CheckoutInput): Promise<{ checkoutId: string }>;
  /** The provider's answer for a checkout: the only thing an order is created from. */
  paymentStatus(checkoutId: string): Promise<PaymentResult>;
  /** The widget script the browser loads for a checkout. */
  widgetUrl(checkoutId: string): string;
  /** Gives a captured payment back (COPYandPAY: paymentType RF on the payment). */
  refund(input: RefundInput): Promise<RefundResult>;
}

export interface RefundInput {
  /** The provider's payment id of the charge. */
  paymentId: string;
  /** '49.00' */
  amount: string;
  currency: 'EUR';
  /** Our order id: the refund's merchant transaction id. */
  merchantTransactionId: string;
}

export interface RefundResult {
  outcome: PaymentOutcome;
  code: string;
  description: string;
  refundId: string | null;
}

// Result code groups of the COPYandPAY documentation ("Result codes").
const successful = /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/;
const pending = /^(000\.200|800\.400\.5|100\.400\.500)/;

export function outcomeOf(code: string): PaymentOutcome {
  if (successful.test(code)) return 'SUCCESS';
  if (pending.test(code)) return 'PENDING';
  return 'DECLINED';
}

/** The provider could not be reached or answered nonsense: 502, never an order. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderUnavailable';
  }
}
