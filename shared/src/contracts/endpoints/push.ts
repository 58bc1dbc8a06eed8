import * as v from 'valibot';
import { endpoint, shape } from './define';

// Web push for the installed app (issue 35 item 4). Each browser of a person is one subscription
// with its own opt-in per kind; mail always goes too, so a person without push misses nothing.

const pushBase = '/web-push-service/organizations/:orgId';

/** What a person can have pushed, each opt-in on its own. */
export const pushKinds = ['waitingListOffers', 'cancelledDates', 'messages', 'eventReminders'] as const;
export type PushKind = (typeof pushKinds)[number];

const base64Url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+=*$/), v.maxLength(200));
/** The browser's PushSubscription (its toJSON()) plus the kinds chosen. */
export const pushSubscriptionBody = v.strictObject({
  /** https on a push service's public name: the API checks the address before it stores it. */
  endpoint: v.pipe(v.string(), v.url(), v.maxLength(2000)),
  keys: v.strictObject({ p256dh: base64Url, auth: base64Url }),
  kinds: v.pipe(v.array(v.picklist(pushKinds)), v.maxLength(pushKinds.length)),
});
export type PushSubscriptionInput = v.InferInput<typeof pushSubscriptionBody>;

/** The answer of both push calls, declared once in valibot: the API serialises with it (issue 38 item 1). */
export const pushSettingsSchema = v.object({
  /** The installation's VAPID public key (base64url): the browser's applicationServerKey. */
  publicKey: v.string(),
  /** The kinds this browser's subscription receives; empty when it has none. */
  kinds: v.array(v.picklist(pushKinds)),
});
export type PushSettings = v.InferOutput<typeof pushSettingsSchema>;

export const getPushSettings = endpoint({
  method: 'GET',
  path: `${pushBase}/users/:userId/push-subscription`,
  access: ['self'],
  summary: 'The VAPID public key and the kinds the subscription of `endpoint` (this browser) receives.',
  query: v.strictObject({ endpoint: v.optional(v.pipe(v.string(), v.maxLength(2000))) }),
  answer: shape<PushSettings>(),
});

export const savePushSubscription = endpoint({
  method: 'PUT',
  path: `${pushBase}/users/:userId/push-subscription`,
  access: ['self'],
  summary:
    'Stores this browser’s push subscription with the kinds it receives (an https endpoint of a push service); the same endpoint again replaces its keys and kinds.',
  body: pushSubscriptionBody,
  answer: shape<PushSettings>(),
});

export const deletePushSubscription = endpoint({
  method: 'DELETE',
  path: `${pushBase}/users/:userId/push-subscription`,
  access: ['self'],
  summary: 'Forgets this browser’s push subscription (push turned off); 204 also when it was not stored.',
  query: v.strictObject({ endpoint: v.pipe(v.string(), v.maxLength(2000)) }),
  answer: shape<null>(),
});
