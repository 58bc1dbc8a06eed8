import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { clubStore } from '../state/store';
import { i18n } from '../i18n/instance';
import '../ui/base.css';

/** The providers every root needs: the shell's root and each remote's standalone mount. */
export function ClubProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={clubStore}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
