import { apiClient, orgPath } from '@club/shared';

/** One course order of the member (orders-service .../users/{userId}/orders). */
export interface CourseOrder {
  id: string;
  number: string;
  courseId: string | null;
  courseName: string;
  amount: number;
  status: 'SENT' | 'REFUND_PENDING' | 'REFUNDED' | string;
  createdAt: string;
  refundedAt: string | null;
  canCancel: boolean;
  /** Set when the member paid for their child (issue 21 item 4). */
  child?: { id: string; name: string };
}

export type ReceiptKind = 'RECEIPT' | 'REFUND';

export interface Receipt {
  kind: ReceiptKind;
  orderId: string;
  orderNumber: string;
  club: string;
  clubAddress: string;
  course: string;
  amountCents: number;
  date: string;
  paymentMethod: string;
  vatExempt: boolean;
  vatNote: string;
  refundReason: string | null;
  member: { name: string; email: string };
}

export const ordersKey = (userId: string) => `orders/${userId}`;

export async function fetchOrders(userId: string): Promise<CourseOrder[]> {
  const { data } = await apiClient.get<CourseOrder[]>(orgPath('orders-service', `users/${userId}/orders`));
  return data;
}

/** Cancels a paid course before it begins (the member's own place, or their child's); the payment goes back to the card. */
export async function cancelCourse(
  userId: string,
  courseId: string,
  childId?: string,
): Promise<{ id: string; status: string }> {
  const query = childId ? `?participantId=${encodeURIComponent(childId)}` : '';
  const { data } = await apiClient.post<{ id: string; status: string }>(
    orgPath('orders-service', `users/${userId}/courses/${courseId}/cancel${query}`),
  );
  return data;
}

export async function fetchReceipt(userId: string, orderId: string, kind: ReceiptKind): Promise<Receipt> {
  const { data } = await apiClient.get<Receipt>(
    orgPath('orders-service', `users/${userId}/orders/${orderId}/receipt?kind=${kind}`),
  );
  return data;
}
