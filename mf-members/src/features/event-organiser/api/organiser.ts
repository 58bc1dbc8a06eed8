import { call } from '@club/shared';
import { exportEventSignUps, type EventSignUpRow, type EventSummary } from '@club/shared/contracts/endpoints/events';

export type { EventSignUpRow, EventSummary };

/** The organiser's CSV of the API (UTF-8 with BOM, ";", one column per question). */
export function downloadSignUpsCsv(eventId: string): Promise<Blob> {
  return call(exportEventSignUps, { params: { eventId } }, { responseType: 'blob' }) as unknown as Promise<Blob>;
}
