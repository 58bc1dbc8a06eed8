import { call } from '@club/shared';
import {
  startEventPayment,
  type EventPaymentRequest,
  type EventPaymentStart,
} from '@club/shared/contracts/endpoints/event-payments';
import { cancelMyEventSignUp } from '@club/shared/contracts/endpoints/events';
import { sendOrder } from '@club/shared/contracts/endpoints/orders';
import { abandonCheckout } from '@club/shared/contracts/endpoints/wallets';
import type { OrderResponse } from '@club/shared/contracts/schemas';
import { outcome, type Outcome } from './events';

// A paid event's calls (api/README.md "Paid events"): the start carries the sign-up; the card
// widget, the order and the abandon are the courses' own checkout calls with the event as concept.

export const sendEventPayment = (
  userId: string,
  eventId: string,
  body: EventPaymentRequest,
): Promise<Outcome<EventPaymentStart>> => outcome(() => call(startEventPayment, { params: { userId, eventId }, body }));

/** The provider sent the browser back: the server asks the provider and settles (never the browser's word). */
export const confirmEventPayment = (
  userId: string,
  eventId: string,
  checkoutId: string,
): Promise<Outcome<OrderResponse>> =>
  outcome(() =>
    call(sendOrder, {
      params: { userId },
      body: {
        orderItems: [{ vendorId: null, storageId: null, productId: eventId, quantity: 1 }],
        paymentMethod: 'VISA_MASTER',
        concept: eventId,
        paymentRequest: { checkoutId },
      },
    }),
  );

/** The member closed the card form: the held place is free again at once. */
export const giveUpEventPayment = (userId: string, checkoutId: string): Promise<unknown> =>
  call(abandonCheckout, { params: { userId, checkoutId } }).catch(() => undefined);

/** A paid sign-up's cancellation (until the deadline), the member's or their child's: the server refunds it. */
export const cancelPaidSignUp = (
  userId: string,
  eventId: string,
  childId?: string,
): Promise<Outcome<{ cancelled: true }>> =>
  outcome(() =>
    call(cancelMyEventSignUp, { params: { userId, eventId }, query: childId ? { participantId: childId } : {} }),
  );
