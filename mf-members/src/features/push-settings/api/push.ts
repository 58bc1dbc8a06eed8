import { call } from '@club/shared';
import {
  deletePushSubscription,
  getPushSettings,
  pushKinds,
  savePushSubscription,
  type PushKind,
} from '@club/shared/contracts/endpoints/push';

export { pushKinds, type PushKind };

const keyBytes = (base64Url: string): ArrayBuffer => {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0)).buffer as ArrayBuffer;
};

const currentSubscription = async () => {
  const registration = await navigator.serviceWorker.ready;
  return { registration, subscription: await registration.pushManager.getSubscription() };
};

/** The kinds this browser receives (none without a subscription) and the installation's key. */
export async function readPushSettings(userId: string) {
  const { subscription } = await currentSubscription();
  return call(getPushSettings, {
    params: { userId },
    query: subscription ? { endpoint: subscription.endpoint } : {},
  });
}

/**
 * Stores the kinds chosen: the first kind asks for permission and subscribes this browser; no kind
 * left unsubscribes it. Returns the kinds stored, or 'denied' when the browser refused permission.
 */
export async function savePushKinds(
  userId: string,
  publicKey: string,
  kinds: PushKind[],
): Promise<PushKind[] | 'denied'> {
  const { registration, subscription } = await currentSubscription();
  if (kinds.length === 0) {
    if (subscription) {
      await call(deletePushSubscription, { params: { userId }, query: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    return [];
  }
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const active =
    subscription ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = active.toJSON();
  const saved = await call(savePushSubscription, {
    params: { userId },
    body: { endpoint: active.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, kinds },
  });
  return saved.kinds;
}
