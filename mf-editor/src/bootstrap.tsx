import { mountStandalone } from '@club/shared';
import Editor from './exposes/Editor';

// Standalone mount for `pnpm --filter mf-editor dev`: this remote's exposes without the shell.
void mountStandalone(
  <>
    <Editor />
  </>,
);
