import { call, callWithHeaders } from '@club/shared';
import {
  downloadAttendance as downloadAttendanceCall,
  markAttendance as markAttendanceCall,
  type Participant,
} from '@club/shared/contracts/endpoints/calendar';

export type { Participant };

export async function markAttendance(dateId: string, userId: string, present: boolean): Promise<void> {
  await call(markAttendanceCall, { params: { dateId }, body: { userId, present } });
}

/** The attendance CSV of a course and period, as a file the browser saves. */
export async function downloadAttendance(eventsGroupId: string, from: string, to: string): Promise<void> {
  const response = await callWithHeaders(
    downloadAttendanceCall,
    { params: { eventsGroupId }, query: { from, to } },
    { responseType: 'blob' },
  );
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = name ? decodeURIComponent(name) : `attendance-${from}-${to}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
