import { clubStore, contentAtom, toApiError, type FieldContext } from '@club/shared';
import { savePage } from '../api/content-api';
import { isContentChanged, isContentValid } from '../lib/template-ops';
import { conflictAtom, infoAtom, parts, type Part } from './atoms';
import { publish } from './draft';

/** The API's 409 for a save by someone who does not hold the page while its holder is here. */
export const pageHeldCode = 'PAGE_HELD';

export const changedParts = (): Part[] => {
  const { draft, published } = clubStore.get(contentAtom);
  return parts.filter((part) => isContentChanged(draft[part], published[part]));
};

export const isDraftValid = (context: FieldContext): boolean => {
  const { draft } = clubStore.get(contentAtom);
  return parts.every((part) => isContentValid(draft[part], context));
};

/**
 * Save changes: each changed copy goes out with PUT content (one transaction on the server) and
 * the answer replaces its published and draft copies. A 409 opens the conflict dialog (a
 * PAGE_HELD one says who holds the page); any other failure the 'Oooops' info modal. Returns true when everything was saved.
 */
export async function saveChanges(): Promise<boolean> {
  for (const part of changedParts()) {
    const draft = clubStore.get(contentAtom).draft[part];
    if (!draft) continue;
    try {
      publish(part, await savePage(draft));
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      const apiError = toApiError(error);
      // Someone else holds the page (api/README "Who else is here"): no version to merge, only their name.
      if (apiError.code === pageHeldCode) clubStore.set(infoAtom, { variant: 'fail', message: apiError.message });
      else if (status === 409) clubStore.set(conflictAtom, { part, message: apiError.message });
      else {
        console.error('Saving failed', error);
        clubStore.set(infoAtom, { variant: 'fail', message: status === 400 ? apiError.message : undefined });
      }
      return false;
    }
  }
  clubStore.set(infoAtom, { variant: 'success' });
  return true;
}
