import { call } from '@club/shared';
import {
  saveCourseMailSettings as saveCourseMailSettingsCall,
  type CourseMailSettings,
  type FeedLinks,
} from '@club/shared/contracts/endpoints/calendar';

// The schedule's reads load through useCall (@club/shared/data/use-call) in the components.
export type { CourseMailSettings, FeedLinks };

export function saveCourseMailSettings(settings: CourseMailSettings): Promise<CourseMailSettings> {
  return call(saveCourseMailSettingsCall, { body: settings });
}
