import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { organizationAtom, pageFlagsAtom, useDocumentHead } from '@club/shared';
import { buildLabel } from '../build-label';
import { TrainingSchedule, useUrlSelection } from '../features/schedule';
import { namespace } from '../locales';

/** /training: the schedule with its selection in the URL (?categoryId=&eventsGroupId=&week=). */
export default function TrainingPage() {
  const { t } = useTranslation(namespace);
  const selectionState = useUrlSelection();
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  const organization = useAtomValue(organizationAtom);
  const clubName = organization?.companyName || organization?.name;
  useDocumentHead({
    title: [t('TrainingPage.heading'), clubName].filter(Boolean).join(' | '),
    description: t('TrainingPage.metaDescription'),
  });
  return (
    <div data-remote="mf-training" data-expose="TrainingPage" data-build={buildLabel}>
      <TrainingSchedule selectionState={selectionState} isEditModeOn={isEditModeOn} />
    </div>
  );
}
