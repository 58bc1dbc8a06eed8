import { atom } from 'jotai';
import { clubStore, isServerRender, renderHintsAtom } from '@club/shared';
import { clearConsent, readConsent, type ConsentState } from '../lib/consent-storage';

/** A choice made (or cleared) on this page; undefined until then. */
const changedConsentAtom = atom<ConsentState | null | undefined>(undefined);

/**
 * The visitor's choice (null: never decided, the first-visit state). Until the visitor changes it
 * on this page it is the choice the server rendered with (its cookie, carried in the render
 * hints), so hydration agrees with the server's markup; a page the server did not render reads
 * local storage.
 */
export const consentAtom = atom(
  (get): ConsentState | null => {
    const changed = get(changedConsentAtom);
    if (changed !== undefined) return changed;
    const hints = get(renderHintsAtom);
    if (hints && hints.consent !== undefined) return hints.consent;
    return isServerRender ? null : readConsent();
  },
  // undefined: back to the choice the page was rendered with.
  (_get, set, choice: ConsentState | null | undefined) => set(changedConsentAtom, choice),
);

/** Open or closed by the visitor; null: open by itself while nothing was decided (first visit). */
const openedAtom = atom<boolean | null>(null);
export const isConsentModalOpenAtom = atom(
  (get) => get(openedAtom) ?? get(consentAtom) === null,
  (_get, set, isOpen: boolean | null) => set(openedAtom, isOpen),
);

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
