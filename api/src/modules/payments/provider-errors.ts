import { HttpError } from '../../lib/http-error.js';
import { PaymentProviderUnavailable, type PaymentProvider, type PaymentResult } from './provider.js';

// How a provider outage reaches a caller: 502 PAYMENT_PROVIDER_UNAVAILABLE. Wallets (checkout)
// and orders (refunds) both ask the provider; the mapping lives once, with the provider.

export const providerUnavailable = (error: unknown): never => {
  if (error instanceof PaymentProviderUnavailable)
    throw new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', error.message, 'Payment');
  throw error;
};

/** Asks the provider, mapping its outage to 502. */
export const askProvider = (provider: PaymentProvider, checkoutId: string): Promise<PaymentResult> =>
  provider.paymentStatus(checkoutId).catch(providerUnavailable);
