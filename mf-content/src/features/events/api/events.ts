import { call, toApiError } from '@club/shared';
import {
  cancelEventSignUp,
  getEvent,
  signUpForEvent,
  type EventSignUpRequest,
  type EventSignUpResult,
  type EventSummary,
} from '@club/shared/contracts/endpoints/events';

export const fetchEvent = (eventId: string): Promise<EventSummary> =>
  call(getEvent, { params: { eventId } }, { untracked: true });

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; code: string };

/** The API's answer or its error message (already in the visitor's language). */
export async function outcome<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const apiError = toApiError(error);
    return { ok: false, message: apiError.message, code: apiError.code };
  }
}

export const sendSignUp = (eventId: string, body: EventSignUpRequest): Promise<Outcome<EventSignUpResult>> =>
  outcome(() => call(signUpForEvent, { params: { eventId }, body }));

export const sendCancel = (eventId: string, token: string): Promise<Outcome<{ cancelled: true }>> =>
  outcome(() => call(cancelEventSignUp, { params: { eventId }, body: { token } }));
