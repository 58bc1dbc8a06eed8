import { call } from '@club/shared';
import {
  exportEventSignUps,
  listEventSignUps,
  listEvents,
  type EventSignUpRow,
  type EventSummary,
} from '@club/shared/contracts/endpoints/events';

export type { EventSignUpRow, EventSummary };

export const organiserEventsKey = (orgId: string) => `events/organiser/${orgId}`;
export const signUpsKey = (eventId: string) => `events/sign-ups/${eventId}`;

/** The club's coming events (soonest first) with places left and people waiting. */
export const fetchOrganiserEvents = (): Promise<EventSummary[]> => call(listEvents, {});

/** Every sign-up of one event with its answers: confirmed first, then the waiting list in order. */
export const fetchSignUps = (eventId: string): Promise<EventSignUpRow[]> =>
  call(listEventSignUps, { params: { eventId } });

/** The organiser's CSV of the API (UTF-8 with BOM, ";", one column per question). */
export function downloadSignUpsCsv(eventId: string): Promise<Blob> {
  return call(exportEventSignUps, { params: { eventId } }, { responseType: 'blob' }) as unknown as Promise<Blob>;
}
