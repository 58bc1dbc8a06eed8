import { mountStandalone } from '@club/shared';
import MembersPage from './exposes/MembersPage';
import PersonalInfoBlock from './exposes/PersonalInfoBlock';

// Standalone mount for `pnpm --filter mf-members dev`: this remote's exposes without the shell.
void mountStandalone(
  <>
    <MembersPage />
    <PersonalInfoBlock
      template={{ id: null, name: 'PERSONAL_INFO', type: 'PERSONAL_INFO', fields: [], elements: [] }}
    />
  </>,
);
