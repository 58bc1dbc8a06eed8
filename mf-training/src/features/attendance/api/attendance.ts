import { apiClient, orgPath } from '@club/shared';

const calendar = (rest: string) => orgPath('calendar-service', rest);

export interface Participant {
  userId: string;
  name: string;
  email: string;
  present: boolean | null;
  /** Set for a child booked by a guardian (issue 21 item 4): the guardians' names. */
  guardians: string[] | null;
}

export async function fetchParticipants(dateId: string): Promise<Participant[]> {
  const { data } = await apiClient.get<{ participants: Participant[] }>(calendar(`schedule/${dateId}/participants`));
  return data.participants;
}

export async function markAttendance(dateId: string, userId: string, present: boolean): Promise<void> {
  await apiClient.put(calendar(`schedule/${dateId}/attendance`), { userId, present });
}

/** The attendance CSV of a course and period, as a file the browser saves. */
export async function downloadAttendance(eventsGroupId: string, from: string, to: string): Promise<void> {
  const response = await apiClient.get<Blob>(calendar(`eventsGroup/${eventsGroupId}/attendance.csv`), {
    params: { from, to },
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = name ? decodeURIComponent(name) : `attendance-${from}-${to}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
