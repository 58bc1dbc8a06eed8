import { mountStandalone } from '@club/shared';
import CourseBlock from './exposes/CourseBlock';
import MembershipWizard from './exposes/MembershipWizard';

// Standalone mount for `pnpm --filter mf-checkout dev`: this remote's exposes without the shell.
void mountStandalone(
  <>
    <CourseBlock template={{ id: null, name: 'COURSE', type: 'COURSE', fields: [], elements: [] }} />
    <MembershipWizard />
  </>,
);
