import { useAtomValue } from 'jotai';
import { pageFlagsAtom, type BlockProps } from '@club/shared';
import { blockTitle, TrainingSchedule, useLocalSelection } from '../features/schedule';
import '../locales';

/** The TRAINING_SCHEDULE block of a content page: starts on the template's course, if it names one. */
export default function TrainingScheduleBlock({ template }: BlockProps) {
  const selectionState = useLocalSelection({
    // An empty id names nothing (pages saved before 2026-11-24 may hold one).
    categoryId: template.metadata?.categoryId || null,
    eventsGroupId: template.metadata?.eventsGroupId || null,
    week: null,
  });
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  return (
    <div data-remote="mf-training" data-expose="TrainingScheduleBlock">
      <TrainingSchedule
        selectionState={selectionState}
        title={blockTitle(template)}
        headingLevel="h2"
        isEditModeOn={isEditModeOn}
      />
    </div>
  );
}
