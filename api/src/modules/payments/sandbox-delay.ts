import { setTimeout as sleep } from 'node:timers/promises';
import type { PaymentProvider } from './provider.js';

/** How long the sandbox takes to answer, like a real provider over the internet (issue 36's rush bench). */
export interface SandboxDelay {
  minMs: number;
  maxMs: number;
}

/**
 * PAYMENT_SANDBOX_DELAY_MS: "300-800" (a uniformly random delay in that range) or "500"; unset,
 * empty or "0" = no delay (the default: tests and development answer at once). Anything else is
 * refused, so a typo does not silently benchmark without a delay.
 */
export function sandboxDelayFrom(value: string | undefined): SandboxDelay | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return null;
  const match = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(text);
  const minMs = Number(match?.[1]);
  const maxMs = Number(match?.[2] ?? match?.[1]);
  if (!match || maxMs < minMs) {
    throw new Error('PAYMENT_SANDBOX_DELAY_MS must be milliseconds ("500") or a range ("300-800").');
  }
  return { minMs, maxMs };
}

export const waitSandboxDelay = (delay: SandboxDelay | null, random = Math.random): Promise<void> =>
  delay ? sleep(delay.minMs + Math.round(random() * (delay.maxMs - delay.minMs))) : Promise.resolve();

/** The sandbox provider answering each call after the delay (before its work, outside any transaction). */
export function delayedProvider(provider: PaymentProvider, delay: SandboxDelay | null): PaymentProvider {
  if (!delay) return provider;
  return {
    name: provider.name,
    entityId: provider.entityId,
    widgetUrl: (checkoutId) => provider.widgetUrl(checkoutId),
    createCheckout: async (input) => {
      await waitSandboxDelay(delay);
      return provider.createCheckout(input);
    },
    paymentStatus: async (checkoutId) => {
      await waitSandboxDelay(delay);
      return provider.paymentStatus(checkoutId);
    },
    refund: async (input) => {
      await waitSandboxDelay(delay);
      return provider.refund(input);
    },
  };
}
