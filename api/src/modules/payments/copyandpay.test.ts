import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { copyAndPayProvider } from './copyandpay.js';
import { PaymentProviderUnavailable } from './provider.js';

/**
 * A local stand-in for the Open Payment Platform following its public COPYandPAY docs:
 * POST /v1/checkouts (form body, bearer token) -> { id, result.code 000.200.100 };
 * GET /v1/checkouts/{id}/payment?entityId= -> the payment with its result code.
 */
const outcomes: Record<string, { code: string; description: string } | 'hang'> = {};
const forms: Record<string, URLSearchParams> = {};
/** Checkout amounts whose payment answer leaves out a field (as a broken provider answer would). */
const leaveOut: Record<string, 'merchantTransactionId' | 'amount'> = {};
const seen: Array<{ method: string; url: string; auth?: string; body: string }> = [];
let server: Server;
let baseUrl: string;
let counter = 0;

before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (req.headers.authorization !== 'Bearer test-token')
        return json(401, { result: { code: '800.900.300', description: 'invalid authentication information' } });
      const url = new URL(req.url!, 'http://x');
      if (req.method === 'POST' && url.pathname === '/v1/checkouts') {
        const form = new URLSearchParams(body);
        const id = `CHK${++counter}`;
        forms[id] = form;
        outcomes[id] = outcomes[form.get('amount') ?? ''] ?? {
          code: '000.100.110',
          description: 'Request successfully processed',
        };
        return json(200, {
          id,
          result: { code: '000.200.100', description: 'successfully created checkout' },
          amount: form.get('amount'),
        });
      }
      const match = url.pathname.match(/^\/v1\/checkouts\/([^/]+)\/payment$/);
      if (req.method === 'GET' && match && url.searchParams.get('entityId') === 'entity-1') {
        const outcome = outcomes[match[1]!];
        if (outcome === 'hang') return; // never answers: the adapter's timeout must fire
        if (!outcome)
          return json(200, { result: { code: '200.300.404', description: 'invalid or missing parameter' } });
        const form = forms[match[1]!]!;
        const answer: Record<string, unknown> = {
          id: `PAY-${match[1]}`,
          paymentType: 'DB',
          amount: form.get('amount'),
          merchantTransactionId: form.get('merchantTransactionId'),
          currency: 'EUR',
          result: outcome,
        };
        const missing = leaveOut[form.get('amount') ?? ''];
        if (missing) delete answer[missing];
        return json(200, answer);
      }
      const refund = url.pathname.match(/^\/v1\/payments\/([^/]+)$/);
      if (req.method === 'POST' && refund) {
        const form = new URLSearchParams(body);
        if (form.get('paymentType') !== 'RF' || form.get('entityId') !== 'entity-1')
          return json(400, { result: { code: '200.300.404', description: 'invalid or missing parameter' } });
        return json(200, {
          id: `RF-${refund[1]}`,
          referencedId: refund[1],
          amount: form.get('amount'),
          result: { code: '000.100.110', description: 'Request successfully processed' },
        });
      }
      json(404, { result: { code: '200.300.404', description: 'not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

// Generous for answers (a busy test machine), short only where the fake never answers.
const provider = (timeoutMs = 15_000) =>
  copyAndPayProvider({ baseUrl, entityId: 'entity-1', accessToken: 'test-token', timeoutMs });

describe('COPYandPAY adapter', () => {
  it('creates a checkout with entityId, amount, currency and paymentType, and reads a success', async () => {
    const { checkoutId } = await provider().createCheckout({
      amount: '49.00',
      currency: 'EUR',
      paymentType: 'DB',
      merchantTransactionId: 'm-1',
    });
    const sent = new URLSearchParams(seen.at(-1)!.body);
    assert.equal(sent.get('entityId'), 'entity-1');
    assert.equal(sent.get('amount'), '49.00');
    assert.equal(sent.get('paymentType'), 'DB');
    assert.equal(sent.get('currency'), 'EUR');
    const result = await provider().paymentStatus(checkoutId);
    assert.equal(result.outcome, 'SUCCESS');
    assert.equal(result.code, '000.100.110');
    assert.equal(result.merchantTransactionId, 'm-1');
    assert.equal(result.amount, '49.00');
    assert.equal(provider().widgetUrl(checkoutId), `${baseUrl}/v1/paymentWidgets.js?checkoutId=${checkoutId}`);
  });

  it('refuses a successful answer that leaves out the merchant transaction id or the amount', async () => {
    for (const [amount, field] of [
      ['16.00', 'merchantTransactionId'],
      ['17.00', 'amount'],
    ] as const) {
      leaveOut[amount] = field;
      const { checkoutId } = await provider().createCheckout({
        amount,
        currency: 'EUR',
        paymentType: 'DB',
        merchantTransactionId: `m-${amount}`,
      });
      await assert.rejects(provider().paymentStatus(checkoutId), PaymentProviderUnavailable, `without ${field}`);
    }
  });

  it('refunds a payment with paymentType RF on the payment', async () => {
    const result = await provider().refund({
      paymentId: 'PAY-CHK1',
      amount: '49.00',
      currency: 'EUR',
      merchantTransactionId: 'order-1',
    });
    assert.equal(result.outcome, 'SUCCESS');
    assert.equal(result.refundId, 'RF-PAY-CHK1');
    const sent = new URLSearchParams(seen.at(-1)!.body);
    assert.equal(seen.at(-1)!.url, '/v1/payments/PAY-CHK1');
    assert.equal(sent.get('paymentType'), 'RF');
    assert.equal(sent.get('amount'), '49.00');
  });

  it('reports a decline', async () => {
    outcomes['13.00'] = { code: '800.100.151', description: 'transaction declined (invalid card)' };
    const { checkoutId } = await provider().createCheckout({
      amount: '13.00',
      currency: 'EUR',
      paymentType: 'PA',
      merchantTransactionId: 'm-2',
    });
    const result = await provider().paymentStatus(checkoutId);
    assert.equal(result.outcome, 'DECLINED');
    assert.equal(result.description, 'transaction declined (invalid card)');
  });

  it('reports a pending payment', async () => {
    outcomes['14.00'] = { code: '000.200.000', description: 'transaction pending' };
    const { checkoutId } = await provider().createCheckout({
      amount: '14.00',
      currency: 'EUR',
      paymentType: 'DB',
      merchantTransactionId: 'm-3',
    });
    assert.equal((await provider().paymentStatus(checkoutId)).outcome, 'PENDING');
  });

  it('gives up after its timeout with a provider-unavailable error', async () => {
    outcomes['15.00'] = 'hang';
    const { checkoutId } = await provider().createCheckout({
      amount: '15.00',
      currency: 'EUR',
      paymentType: 'DB',
      merchantTransactionId: 'm-4',
    });
    await assert.rejects(
      provider(300).paymentStatus(checkoutId),
      (error: Error) => error instanceof PaymentProviderUnavailable && /timed out/.test(error.message),
    );
  });

  it('treats a refused checkout (wrong token) as unavailable', async () => {
    const wrong = copyAndPayProvider({ baseUrl, entityId: 'entity-1', accessToken: 'nope', timeoutMs: 15_000 });
    await assert.rejects(
      wrong.createCheckout({ amount: '1.00', currency: 'EUR', paymentType: 'DB', merchantTransactionId: 'm-5' }),
      PaymentProviderUnavailable,
    );
  });
});
