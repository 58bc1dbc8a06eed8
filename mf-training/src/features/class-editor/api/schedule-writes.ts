import { call } from '@club/shared';
import type { ChangeScope, ScheduleEntry, ScheduleInput } from '@club/shared/contracts/schemas';
import {
  createSchedule as createScheduleCall,
  deleteSchedule as deleteScheduleCall,
  getRemovalCount,
  updateSchedule as updateScheduleCall,
} from '@club/shared/contracts/endpoints/calendar';

export function createSchedule(input: ScheduleInput): Promise<ScheduleEntry[]> {
  return call(createScheduleCall, { body: input });
}

export function updateSchedule(
  input: ScheduleInput & { id: string; scope: ChangeScope; cancelled?: boolean },
): Promise<ScheduleEntry[]> {
  return call(updateScheduleCall, { body: input });
}

export async function deleteSchedule(id: string, scope: ChangeScope): Promise<void> {
  await call(deleteScheduleCall, { params: { dateId: id }, query: { scope } });
}

/** How many dates deleting with this scope removes (asked before the coach confirms). */
export async function fetchRemovalCount(id: string, scope: ChangeScope): Promise<number> {
  return (await call(getRemovalCount, { params: { dateId: id }, query: { scope } })).count;
}
