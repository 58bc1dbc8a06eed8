import { call } from '@club/shared';
import type { CourseOrder, Receipt, ReceiptKind, RefundAnswer } from '@club/shared/contracts/schemas';
import { cancelCourse as cancelCall, getReceipt, listOrders } from '@club/shared/contracts/endpoints/orders';

export type { CourseOrder, Receipt, ReceiptKind };

export const ordersKey = (userId: string) => `orders/${userId}`;

/** The member's course orders with their state (orders-service .../users/{userId}/orders). */
export function fetchOrders(userId: string): Promise<CourseOrder[]> {
  return call(listOrders, { params: { userId } });
}

/** Cancels a paid course before it begins (the member's own place, or their child's); the payment goes back to the card. */
export function cancelCourse(userId: string, courseId: string, childId?: string): Promise<RefundAnswer> {
  return call(cancelCall, { params: { userId, courseId }, query: childId ? { participantId: childId } : {} });
}

export function fetchReceipt(userId: string, orderId: string, kind: ReceiptKind): Promise<Receipt> {
  return call(getReceipt, { params: { userId, orderId }, query: { kind } });
}
