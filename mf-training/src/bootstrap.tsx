import { mountStandalone } from '@club/shared';
import TrainingPage from './exposes/TrainingPage';
import TrainingScheduleBlock from './exposes/TrainingScheduleBlock';

// Standalone mount for `pnpm --filter mf-training dev`: this remote's exposes without the shell.
void mountStandalone(
  <>
    <TrainingPage />
    <TrainingScheduleBlock />
  </>,
);
