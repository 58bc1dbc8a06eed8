import { useAtomValue } from 'jotai';
import { pageFlagsAtom } from '@club/shared';
import { buildLabel } from '../build-label';
import { TrainingSchedule, useUrlSelection } from '../features/schedule';
import '../locales';

/** /training: the schedule with its selection in the URL (?categoryId=&eventsGroupId=&week=). */
export default function TrainingPage() {
  const selectionState = useUrlSelection();
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  return (
    <div data-remote="mf-training" data-expose="TrainingPage" data-build={buildLabel}>
      <TrainingSchedule selectionState={selectionState} isEditModeOn={isEditModeOn} />
    </div>
  );
}
