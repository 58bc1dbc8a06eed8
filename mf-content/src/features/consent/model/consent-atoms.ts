import { atom } from 'jotai';
import { clubStore } from '@club/shared';
import { clearConsent, readConsent, type ConsentState } from '../lib/consent-storage';

/** The stored choice (null: never saved, the first-visit state). */
export const consentAtom = atom<ConsentState | null>(readConsent());
export const isConsentModalOpenAtom = atom(false);

/** Opens the consent modal from anywhere (video warnings, footer link). */
export function openConsentModal(): void {
  clubStore.set(isConsentModalOpenAtom, true);
}

/** Clears the stored choice and reopens the modal (the footer's reset-consent link). */
export function resetConsent(): void {
  clearConsent();
  clubStore.set(consentAtom, null);
  clubStore.set(isConsentModalOpenAtom, true);
}
