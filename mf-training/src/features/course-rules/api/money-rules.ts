import { call } from '@club/shared';
import { saveCourseMoneyRules, type CourseMoneyRules } from '@club/shared/contracts/endpoints/calendar';

export type { CourseMoneyRules };

export const saveMoneyRules = (eventsGroupId: string, rules: CourseMoneyRules): Promise<CourseMoneyRules> =>
  call(saveCourseMoneyRules, { params: { eventsGroupId }, body: rules });
