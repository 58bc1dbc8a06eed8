import { useAtomValue } from 'jotai';
import { contentAtom, type BlockProps } from '@club/shared';
import { CourseBlock as Course } from '../features/course';
import '../locales';

/** COURSE block (mf-checkout/CourseBlock): course facts, schedule link, join-course modal. */
export default function CourseBlock(props: BlockProps) {
  // The course is named after its page (as its events group and product are).
  const pageName = useAtomValue(contentAtom).published.page?.name ?? '';
  return <Course {...props} courseName={pageName} />;
}
