import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Provider notifications as the Open Payment Platform sends them (COPYandPAY "Webhooks"): the
 * body is the hex of an AES-256-GCM ciphertext under the webhook secret, with the IV and the
 * authentication tag in X-Initialization-Vector and X-Authentication-Tag. The tag is the
 * signature: a body that was not made with our secret does not decrypt.
 */
export interface ProviderNotification {
  type: string;
  payload: { id?: string; merchantTransactionId?: string; ndc?: string; result?: { code?: string } };
}

export const webhookPath = '/wallets-service/payment-notifications';

/** The sandbox has no dashboard to show a secret: it derives one from the API's own key. */
export function sandboxWebhookSecret(key: Buffer): string {
  return createHmac('sha256', key).update('webhook').digest('hex');
}

export function encryptNotification(
  secretHex: string,
  notification: ProviderNotification,
): { body: string; headers: Record<string, string> } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(secretHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(notification), 'utf8'), cipher.final()]).toString('hex');
  return {
    body,
    headers: {
      'content-type': 'text/plain',
      'x-initialization-vector': iv.toString('hex').toUpperCase(),
      'x-authentication-tag': cipher.getAuthTag().toString('hex').toUpperCase(),
    },
  };
}

/** The notification, or null when it was not made with our secret (or is no notification). */
export function decryptNotification(
  secretHex: string,
  body: string,
  ivHex: string | undefined,
  tagHex: string | undefined,
): ProviderNotification | null {
  const hex = /^[0-9a-fA-F]+$/;
  if (!ivHex || !tagHex || !hex.test(ivHex) || !hex.test(tagHex) || !hex.test(body) || body.length % 2 !== 0)
    return null;
  const tag = Buffer.from(tagHex, 'hex');
  if (tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(secretHex, 'hex'), Buffer.from(ivHex, 'hex'));
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'hex')), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(text) as ProviderNotification;
    return parsed && typeof parsed === 'object' && parsed.payload && typeof parsed.payload === 'object' ? parsed : null;
  } catch {
    return null;
  }
}
