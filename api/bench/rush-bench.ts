// pnpm bench:rush (issue 36 item 3): a course with 30 places opens and 1,000 members, created by the
// bench, start checkouts and pay within 10 s, against the API as it runs in production: embedded
// PGlite with one API process, or, with DATABASE_URL, a fresh PostgreSQL database (created here and
// dropped at the end) with two API replicas (requests alternate between them like a gateway's round
// robin; each member pays through the other replica than the one that started the checkout). The
// sandbox provider answers every call after 300-800 ms (PAYMENT_SANDBOX_DELAY_MS), places are held
// for a few seconds only (PLACE_HOLD_MINUTES in fractions), so people are told "ausgebucht" before
// they pay. Prints what the issue asks for and exits 0: the figures are read, not asserted.
//
//   pnpm bench:rush [--members 1000] [--places 30] [--seconds 10] [--hold-seconds 8]
//                   [--abandon 0.1] [--slow 0.05]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { userSession } from '../src/modules/auth/session.js';
import { outcomeOf } from '../src/modules/payments/provider.js';
import { startApiProcess, type ApiProcess } from './support/api-process.js';
import { benchDatabase, connectionSampler, type BenchDatabase } from './support/postgres.js';
import { megabytes, p50p99, Tally } from './support/stats.js';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    places: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '10' },
    'hold-seconds': { type: 'string', default: '8' },
    abandon: { type: 'string', default: '0.1' },
    slow: { type: 'string', default: '0.05' },
  },
});
const members = Number(options.members);
const places = Number(options.places);
const windowMs = Number(options.seconds) * 1000;
const holdSeconds = Number(options['hold-seconds']);
/** Share of the people with a checkout who close the tab (their hold runs out). */
const abandonShare = Number(options.abandon);
/** Share who pay only after their hold ran out (their payment is refunded when the place went). */
const slowShare = Number(options.slow);
const port = Number(process.env.BENCH_PORT ?? 9640);
const postgresUrl = process.env.DATABASE_URL?.trim() || null;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(
  `rush: ${members} members, ${places} places, arrivals over ${windowMs / 1000} s, holds ${holdSeconds} s, ` +
    `${abandonShare * 100}% abandon, ${slowShare * 100}% pay late; ${postgresUrl ? 'PostgreSQL, two replicas' : 'PGlite, one API'}; load ${load()}`,
);

const jwtSecret = randomBytes(48).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-rush-'));
let database: BenchDatabase | null = null;
const env: Record<string, string> = {
  JWT_SECRET: jwtSecret,
  DATA_DIR: dataDir,
  SITE_DIR: '',
  PAYMENT_SANDBOX_DELAY_MS: '300-800',
  PAYMENT_SETTLE_EVERY_MS: '2000',
  PLACE_HOLD_MINUTES: String(holdSeconds / 60),
  // The login limits guard against guessing; a thousand people behind one address are the bench.
  LOGIN_RATE_LIMIT_MAX: '100000',
};
if (postgresUrl) {
  database = await benchDatabase(postgresUrl, 'bench_rush');
  env.DATABASE_URL = database.url;
}
const replicas: ApiProcess[] = [];
try {
  // The first replica migrates and seeds; the second starts on the seeded database.
  replicas.push(await startApiProcess(port, env));
  if (postgresUrl) replicas.push(await startApiProcess(port + 1, env));
  await rush(replicas[0]!);
} finally {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function rush(first: ApiProcess) {
  const [org] = await first.sql<{ id: string }>(`SELECT id FROM organizations WHERE name = 'demo'`);
  // The course: the demo's first course on sale with a price, opened with `places` places and nobody in it.
  const [course] = await first.sql<{ id: string; product_id: string; price: string }>(
    `SELECT g.id, p.id AS product_id, p.price FROM events_groups g
       JOIN products p ON p.organization_id = g.organization_id AND p.status = 1
        AND p.tags @> jsonb_build_object('eventsGroupId', jsonb_build_array(g.id::text))
      WHERE g.organization_id = $1 AND g.closed_at IS NULL AND p.price > 0
      ORDER BY g.name LIMIT 1`,
    [org!.id],
  );
  if (!course) throw new Error('the demo seed has no course on sale');
  await first.sql(`UPDATE products SET stock = $1 WHERE id = $2`, [places, course.product_id]);
  for (const table of ['events_group_members', 'course_waiting_list'])
    await first.sql(`DELETE FROM ${table} WHERE events_group_id = $1`, [course.id]);

  // The members, in one statement (their password is never used: the bench signs their sessions).
  const [role] = await first.sql<{ id: string; permissions: string[] }>(
    `SELECT id, permissions FROM roles WHERE organization_id = $1 AND name = 'MEMBER_USER'`,
    [org!.id],
  );
  const people = await first.sql<{ id: string; email: string; token_generation: number }>(
    `INSERT INTO users (organization_id, email, password_hash, display_name, role_id)
     SELECT $1, 'rush-' || i || '@bench.club', 'not-a-hash', 'Rush ' || i, $2 FROM generate_series(1, $3::int) AS i
     RETURNING id, email, token_generation`,
    [org!.id, role!.id, members],
  );
  const secret = new TextEncoder().encode(jwtSecret);
  const tokens = await Promise.all(
    people.map(
      async (person) =>
        (
          await userSession(
            secret,
            {
              id: person.id,
              organizationId: org!.id,
              email: person.email,
              displayName: person.email,
              role: { name: 'MEMBER_USER', permissions: role!.permissions },
              tokenGeneration: person.token_generation,
            },
            Date.now(),
          )
        ).accessToken,
    ),
  );

  const idle = await Promise.all(replicas.map((replica) => replica.memory()));
  const connections = database ? connectionSampler(database) : null;

  const checkoutMs: number[] = [];
  const orderMs: number[] = [];
  const errors = new Tally();
  const outcomes = new Tally();
  let toldFull = 0;
  let joinedWaitingList = 0;
  const future = String(new Date().getUTCFullYear() + 2);
  const base = (replica: ApiProcess) => `${replica.origin}/api`;
  const started = Date.now();

  async function call(
    step: string,
    replica: ApiProcess,
    path: string,
    method: string,
    token: string | null,
    body?: unknown,
  ) {
    try {
      const response = await fetch(`${base(replica)}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'accept-language': 'de',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const json = (text ? JSON.parse(text) : null) as Record<string, unknown> | null;
      return { status: response.status, json };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      errors.add(`${step} network ${cause}`);
      return null;
    }
  }

  async function member(index: number) {
    await sleep(Math.random() * windowMs);
    const here = replicas[index % replicas.length]!;
    const there = replicas[(index + 1) % replicas.length]!;
    const token = tokens[index]!;
    const userId = people[index]!.id;
    const users = `/wallets-service/organizations/${org!.id}/users/${userId}`;
    const begun = performance.now();
    const checkout = await call('checkout', here, `${users}/wallets/checkout`, 'POST', token, {
      amount: Number(course!.price),
      concept: course!.id,
      depositMethods: { currency: 'EUR', type: 'CHECKOUT', paymentType: 'DB', paymentBrand: 'VISA' },
    });
    if (!checkout) return;
    checkoutMs.push(performance.now() - begun);
    if (checkout.status === 409 && checkout.json?.code === 'COURSE_FULL') {
      toldFull += 1;
      const joined = await call(
        'waiting list',
        there,
        `/orders-service/organizations/${org!.id}/users/${userId}/waiting-list/${course!.id}`,
        'PUT',
        token,
      );
      if (joined?.status === 200) joinedWaitingList += 1;
      else if (joined) errors.add(`waiting list ${joined.status} ${String(joined.json?.code)}`);
      return;
    }
    if (checkout.status !== 200) {
      errors.add(`checkout ${checkout.status} ${String(checkout.json?.code)}`);
      return;
    }
    const answer = checkout.json as { originalResponse: { id: string }; widgetUrl: string };
    const checkoutId = answer.originalResponse.id;
    const key = new URL(answer.widgetUrl, 'http://x').searchParams.get('key') ?? '';
    const behaviour = Math.random();
    if (behaviour < abandonShare) {
      outcomes.add('abandoned the payment form');
      return;
    }
    if (behaviour < abandonShare + slowShare) await sleep(holdSeconds * 1000 + 1000);
    // The card form talks to the provider (the sandbox, through the other replica).
    const card = await fetch(`${base(there)}/payment-sandbox/v1/checkouts/${checkoutId}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-key': key },
      body: JSON.stringify({
        number: '4200000000000000',
        holder: 'Rush',
        expiryMonth: '12',
        expiryYear: future,
        cvv: '123',
      }),
    }).catch(() => null);
    if (!card || card.status !== 200) {
      errors.add(`card ${card?.status ?? 'network'}`);
      return;
    }
    const orderStarted = performance.now();
    const order = await call(
      'order',
      there,
      `/orders-service/organizations/${org!.id}/users/${userId}/orders`,
      'POST',
      token,
      {
        orderItems: [{ vendorId: null, storageId: null, productId: course!.product_id, quantity: 1 }],
        paymentMethod: 'VISA_MASTER',
        concept: course!.id,
        paymentRequest: { checkoutId },
      },
    );
    if (!order) return;
    orderMs.push(performance.now() - orderStarted);
    if (order.status === 200) outcomes.add(`order ${String(order.json?.statusOrder)}`);
    else if (order.status === 409) outcomes.add(`order 409 ${String(order.json?.code)}`);
    else errors.add(`order ${order.status} ${String(order.json?.code)}`);
  }

  await Promise.all(Array.from({ length: members }, (_, index) => member(index)));
  const rushMs = Date.now() - started;
  const afterLoad = await Promise.all(replicas.map((replica) => replica.memory()));

  // Refunds of late payments are completed by the settlement job (every 2 s): wait for them.
  const waitUntil = Date.now() + 30_000;
  while (Date.now() < waitUntil) {
    const [open] = await first.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE events_group_id = $1 AND status = 'REFUND_PENDING'`,
      [course.id],
    );
    if (Number(open!.n) === 0) break;
    await sleep(500);
  }
  const peak = await connections?.stop();
  // Settled: ten quiet seconds, then what each replica holds (and after a full collection).
  await sleep(10_000);
  const settled = await Promise.all(replicas.map((replica) => replica.memory()));
  const collected = await Promise.all(replicas.map((replica) => replica.ask<NodeJS.MemoryUsage>({ kind: 'gc' })));

  const [places_] = await first.sql<{ enrolled: number; sent: number }>(
    `SELECT (SELECT count(*)::int FROM events_group_members WHERE events_group_id = $1) AS enrolled,
            (SELECT count(*)::int FROM orders WHERE events_group_id = $1 AND status = 'SENT') AS sent`,
    [course.id],
  );
  // Charges as the provider recorded them, per person: a charge not given back counts once.
  const charges = await first.sql<{ user_id: string; result_code: string; refunded: string }>(
    `SELECT c.user_id, s.result_code, COALESCE((SELECT sum(r.amount) FROM payment_sandbox_refunds r WHERE r.payment_id = s.payment_id), 0) AS refunded
       FROM payment_sandbox_checkouts s JOIN wallet_checkouts c ON c.id::text = s.merchant_transaction_id
      WHERE c.concept = $1`,
    [course.id],
  );
  const kept = new Map<string, number>();
  let refunds = 0;
  for (const charge of charges) {
    if (outcomeOf(charge.result_code) !== 'SUCCESS') continue;
    if (Number(charge.refunded) > 0) refunds += 1;
    else kept.set(charge.user_id, (kept.get(charge.user_id) ?? 0) + 1);
  }
  const doubleCharges = [...kept.values()].filter((n) => n > 1).length;
  const [waiting] = await first.sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM course_waiting_list WHERE events_group_id = $1`,
    [course.id],
  );

  const memoryLine = (label: string, usage: NodeJS.MemoryUsage[]) =>
    `${label} ${usage.map((u) => `RSS ${megabytes(u.rss)} MB, heap ${megabytes(u.heapUsed)} MB`).join(' | ')}`;
  const rows: Record<string, string | number> = {
    'paid places (enrolled / SENT orders)': `${places_!.enrolled} / ${places_!.sent} of ${places}`,
    'double charges': doubleCharges,
    refunds,
    'told full ("ausgebucht") at checkout': toldFull,
    'joined the waiting list (offered to all told full)': `${joinedWaitingList} (list holds ${waiting!.n})`,
    'checkout start p50 / p99': p50p99(checkoutMs),
    'order p50 / p99': p50p99(orderMs),
    'outcomes of those who got a checkout': outcomes.toString(),
    'database connections used (peak)': peak
      ? `${peak.connections} (${replicas.length} replicas; longest lock wait seen ${peak.longestLockWaitMs} ms)`
      : '1 (embedded PGlite)',
    'errors by kind': errors.toString(),
    'rush took': `${(rushMs / 1000).toFixed(1)} s`,
  };
  console.table(rows);
  if (peak?.longestWait)
    console.log(
      `longest lock wait: ${peak.longestWait.waiting.replace(/\s+/g, ' ').slice(0, 160)}\n  held by (${peak.longestWait.blockingState}): ${peak.longestWait.blocking.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
  console.log(memoryLine('memory idle:          ', idle));
  console.log(memoryLine('memory after the rush:', afterLoad));
  console.log(memoryLine('memory 10 s later:    ', settled));
  console.log(memoryLine('after a full GC:      ', collected));
  console.log(
    `RSS 10 s later vs idle: ${settled.map((u, i) => `${((100 * u.rss) / idle[i]!.rss - 100).toFixed(0)}%`).join(' | ')}; load ${load()}`,
  );
}
