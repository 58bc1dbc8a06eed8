import { call } from '@club/shared';
import type { CourseOrder, Receipt, ReceiptKind, RefundAnswer } from '@club/shared/contracts/schemas';
import { cancelCourse as cancelCall } from '@club/shared/contracts/endpoints/orders';

export type { CourseOrder, Receipt, ReceiptKind };

/** Cancels a paid course before it begins (the member's own place, or their child's); the payment goes back to the card. */
export function cancelCourse(userId: string, courseId: string, childId?: string): Promise<RefundAnswer> {
  return call(cancelCall, { params: { userId, courseId }, query: childId ? { participantId: childId } : {} });
}
