import {
  outcomeOf,
  PaymentProviderUnavailable,
  type CheckoutInput,
  type PaymentProvider,
  type PaymentResult,
  type RefundInput,
  type RefundResult,
} from './provider.js';

export interface CopyAndPayConfig {
  /** https://eu-test.oppwa.com or https://eu-prod.oppwa.com */
  baseUrl: string;
  entityId: string;
  accessToken: string;
  timeoutMs: number;
}

interface ProviderAnswer {
  id?: string;
  amount?: string;
  merchantTransactionId?: string;
  result?: { code?: string; description?: string };
}

/** Adapter for the Open Payment Platform's COPYandPAY REST API (v1). */
export function copyAndPayProvider(config: CopyAndPayConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, '');

  async function call(
    method: 'GET' | 'POST',
    path: string,
    form?: URLSearchParams,
  ): Promise<{ status: number; body: ProviderAnswer }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new PaymentProviderUnavailable(`The payment provider ${reason}.`);
    }
    const body = (await response.json().catch(() => null)) as ProviderAnswer | null;
    if (!body || typeof body !== 'object')
      throw new PaymentProviderUnavailable('The payment provider answered no JSON.');
    return { status: response.status, body };
  }

  return {
    name: 'copyandpay',
    entityId: config.entityId,
    async createCheckout(input: CheckoutInput) {
      const form = new URLSearchParams({
        entityId: config.entityId,
        amount: input.amount,
        currency: input.currency,
        paymentType: input.paymentType,
        merchantTransactionId: input.merchantTransactionId,
      });
      const { body } = await call('POST', '/v1/checkouts', form);
      const code = body.result?.code ?? '';
      if (!body.id || !/^000\.200\.100/.test(code)) {
        throw new PaymentProviderUnavailable(`The payment provider refused the checkout (${code || 'no result'}).`);
      }
      return { checkoutId: body.id };
    },
    async paymentStatus(checkoutId: string): Promise<PaymentResult> {
      const query = new URLSearchParams({ entityId: config.entityId });
      const { body } = await call('GET', `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment?${query}`);
      const code = body.result?.code;
      if (!code) throw new PaymentProviderUnavailable('The payment provider answered without a result code.');
      const outcome = outcomeOf(code);
      // A payment we cannot tie to our checkout and amount is no answer at all.
      if (outcome === 'SUCCESS' && (!body.amount || !body.merchantTransactionId || !body.id)) {
        throw new PaymentProviderUnavailable(
          'The payment provider answered without amount, merchant transaction id or payment id.',
        );
      }
      return {
        outcome,
        code,
        description: body.result?.description ?? '',
        paymentId: body.id ?? null,
        amount: body.amount ?? null,
        merchantTransactionId: body.merchantTransactionId ?? null,
      };
    },
    async refund(input: RefundInput): Promise<RefundResult> {
      const form = new URLSearchParams({
        entityId: config.entityId,
        amount: input.amount,
        currency: input.currency,
        paymentType: 'RF',
        merchantTransactionId: input.merchantTransactionId,
      });
      const { body } = await call('POST', `/v1/payments/${encodeURIComponent(input.paymentId)}`, form);
      const code = body.result?.code;
      if (!code)
        throw new PaymentProviderUnavailable('The payment provider answered the refund without a result code.');
      return {
        outcome: outcomeOf(code),
        code,
        description: body.result?.description ?? '',
        refundId: body.id ?? null,
      };
    },
    widgetUrl: (checkoutId) => `${base}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`,
  };
}
