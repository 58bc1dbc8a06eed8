import { call } from '@club/shared';
import { sendOrder as sendOrderCall } from '@club/shared/contracts/endpoints/orders';
import {
  abandonCheckout as abandonCheckoutCall,
  createCheckout as createCheckoutCall,
} from '@club/shared/contracts/endpoints/wallets';
import type { CheckoutResponse, OrderResponse, Product } from '@club/shared/contracts/schemas';

/**
 * Creates the card checkout; the card itself goes only to the provider's widget. `participantId`:
 * one of the member's children takes part (the server checks it is theirs); the member by default.
 */
export function createCheckout(
  userId: string,
  amount: number,
  concept: string,
  participantId?: string,
): Promise<CheckoutResponse> {
  return call(createCheckoutCall, {
    params: { userId },
    body: {
      amount,
      concept,
      ...(participantId ? { participantId } : {}),
      // Brand and type of the widget's default (Visa, DB); the provider reads the real card.
      depositMethods: { currency: 'EUR', type: 'CHECKOUT', paymentType: 'DB', paymentBrand: 'VISA' },
    },
  });
}

export function sendOrder(
  userId: string,
  input: { product: Product | null; concept: string; checkoutId: string; resourcePath: string | null },
): Promise<OrderResponse> {
  const body = {
    orderItems: [
      {
        vendorId: input.product?.inventory.vendorId ?? null,
        storageId: input.product?.inventory.storageId ?? null,
        productId: input.product?.id ?? input.concept,
        quantity: 1 as const,
      },
    ],
    paymentMethod: 'VISA_MASTER' as const,
    concept: input.concept,
    paymentRequest: {
      checkoutId: input.checkoutId,
      ...(input.resourcePath ? { resourcePath: input.resourcePath } : {}),
    },
  };
  return call(sendOrderCall, { params: { userId }, body });
}

/** The member closed the payment form: the place the checkout held is free again (issue 33). */
export function abandonCheckout(userId: string, checkoutId: string): Promise<unknown> {
  return call(abandonCheckoutCall, { params: { userId, checkoutId } });
}
