import { useSyncExternalStore } from 'react';
import { clubStore, renderHintsAtom } from '@club/shared';
import { consentAtom, openConsentModal } from './consent-atoms';
import type { ConsentState } from '../lib/consent-storage';

const subscribe = (onChange: () => void) => clubStore.sub(consentAtom, onChange);
const currentChoice = () => clubStore.get(consentAtom);
/** The choice the server rendered with (its cookie), null without one. */
const renderedChoice = (): ConsentState | null => clubStore.get(renderHintsAtom)?.consent ?? null;

/**
 * Whether the visitor accepted a tool, and a way to open the settings. A block hydrates with the
 * choice the server rendered it with (its consent cookie), even when the page has meanwhile
 * followed the visitor's stored choice (ConsentHost, in a part that hydrated earlier): React then
 * renders it again with the current one, without a mismatch (#418, issue 34).
 */
export function useConsent(toolId: string): { isAccepted: boolean; openSettings: () => void } {
  const consent = useSyncExternalStore(subscribe, currentChoice, renderedChoice);
  return { isAccepted: consent?.[toolId] === true, openSettings: openConsentModal };
}
