import { apiClient, orgPath } from '@club/shared';
import type { CheckoutResponse, Family, OrderResponse, Product } from '@club/shared/contracts/schemas';

/** The product sold for a course; errors give an empty list (the spec). */
export async function searchCourseProducts(eventsGroupId: string): Promise<Product[]> {
  try {
    const { data } = await apiClient.post<Product[]>(orgPath('products-service', 'products/search'), {
      tags: { eventsGroupId: [eventsGroupId] },
    });
    return data;
  } catch {
    return [];
  }
}

/**
 * Creates the card checkout; the card itself goes only to the provider's widget. `participantId`:
 * one of the member's children takes part (the server checks it is theirs); the member by default.
 */
export async function createCheckout(
  userId: string,
  amount: number,
  concept: string,
  participantId?: string,
): Promise<CheckoutResponse> {
  const { data } = await apiClient.post<CheckoutResponse>(
    orgPath('wallets-service', `users/${userId}/wallets/checkout`),
    {
      amount,
      concept,
      ...(participantId ? { participantId } : {}),
      // Brand and type of the widget's default (Visa, DB); the provider reads the real card.
      depositMethods: { currency: 'EUR', type: 'CHECKOUT', paymentType: 'DB', paymentBrand: 'VISA' },
    },
  );
  return data;
}

export async function sendOrder(
  userId: string,
  input: { product: Product | null; concept: string; checkoutId: string; resourcePath: string | null },
): Promise<OrderResponse> {
  const { data } = await apiClient.post<OrderResponse>(orgPath('orders-service', `users/${userId}/orders`), {
    orderItems: [
      {
        vendorId: input.product?.inventory.vendorId ?? null,
        storageId: input.product?.inventory.storageId ?? null,
        productId: input.product?.id ?? input.concept,
        quantity: 1,
      },
    ],
    paymentMethod: 'VISA_MASTER',
    concept: input.concept,
    paymentRequest: {
      checkoutId: input.checkoutId,
      ...(input.resourcePath ? { resourcePath: input.resourcePath } : {}),
    },
  });
  return data;
}

/** The member's children, who they may book for (families-service, issue 21 item 4); none on error. */
export async function fetchChildren(
  userId: string,
): Promise<Array<{ id: string; firstName: string; lastName: string }>> {
  try {
    const { data } = await apiClient.get<Family>(orgPath('families-service', `users/${userId}/family`));
    return data.children;
  } catch {
    return [];
  }
}
