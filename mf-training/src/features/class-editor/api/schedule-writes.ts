import { apiClient, orgPath } from '@club/shared';
import type { ChangeScope, ScheduleEntry, ScheduleInput } from '@club/shared/contracts/schemas';

const calendar = (rest: string) => orgPath('calendar-service', rest);

export async function createSchedule(input: ScheduleInput): Promise<ScheduleEntry[]> {
  const { data } = await apiClient.post<ScheduleEntry[]>(calendar('schedule'), input);
  return data;
}

export async function updateSchedule(
  input: ScheduleInput & { id: string; scope: ChangeScope; cancelled?: boolean },
): Promise<ScheduleEntry[]> {
  const { data } = await apiClient.put<ScheduleEntry[]>(calendar('schedule'), input);
  return data;
}

export async function deleteSchedule(id: string, scope: ChangeScope): Promise<void> {
  await apiClient.delete(calendar(`schedule/${id}`), { params: { scope } });
}

/** How many dates deleting with this scope removes (asked before the coach confirms). */
export async function fetchRemovalCount(id: string, scope: ChangeScope): Promise<number> {
  const { data } = await apiClient.get<{ count: number }>(calendar(`schedule/${id}/removal`), { params: { scope } });
  return data.count;
}
