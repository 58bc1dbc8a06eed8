import { call } from '@club/shared';
import {
  getCourseMoneyRules,
  saveCourseMoneyRules,
  type CourseMoneyRules,
  type CourseMoneyRulesView,
} from '@club/shared/contracts/endpoints/calendar';

export type { CourseMoneyRules };

export const fetchMoneyRules = (eventsGroupId: string): Promise<CourseMoneyRulesView> =>
  call(getCourseMoneyRules, { params: { eventsGroupId } });

export const saveMoneyRules = (eventsGroupId: string, rules: CourseMoneyRules): Promise<CourseMoneyRules> =>
  call(saveCourseMoneyRules, { params: { eventsGroupId }, body: rules });
