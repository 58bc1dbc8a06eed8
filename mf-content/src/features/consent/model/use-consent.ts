import { useAtomValue } from 'jotai';
import { consentAtom, openConsentModal } from './consent-atoms';

/** Whether the visitor accepted a tool, and a way to open the settings. */
export function useConsent(toolId: string): { isAccepted: boolean; openSettings: () => void } {
  const consent = useAtomValue(consentAtom);
  return { isAccepted: consent?.[toolId] === true, openSettings: openConsentModal };
}
