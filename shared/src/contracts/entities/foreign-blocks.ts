import type { TemplateType } from './content';
import type { BlockModuleId } from '../remote-props';

// Its own module, apart from the template catalogue: the visitor's block registry needs only
// this map, and importing it from the catalogue's module carried the whole catalogue (~0.8 KB
// gzip) into every page.

/** Blocks rendered by a remote other than mf-content, reached through the block registry. */
export const foreignBlocks: Partial<Record<TemplateType, BlockModuleId>> = {
  TRAINING_SCHEDULE: 'mf-training/TrainingScheduleBlock',
  COURSE: 'mf-checkout/CourseBlock',
  MEMBERS_FORM: 'mf-checkout/MembershipWizard',
  PERSONAL_INFO: 'mf-members/PersonalInfoBlock',
};
