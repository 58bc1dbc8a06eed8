import { useAtomValue } from 'jotai';
import { contentAtom, type BlockProps } from '@club/shared';
import { CourseBlock as Course } from '../features/course';
import '../locales';

/** COURSE block (mf-checkout/CourseBlock): course facts, schedule link, join-course modal. */
export default function CourseBlock(props: BlockProps) {
  // The course is named after its page (as its events group and product are), unless the block
  // carries its own course name (a sport page with several courses, e.g. Fußball Jugend/Damen).
  const pageName = useAtomValue(contentAtom).published.page?.name ?? '';
  const ownName = props.template.name && props.template.name !== props.template.type ? props.template.name : '';
  return <Course {...props} courseName={ownName || pageName} showName={Boolean(ownName)} />;
}
