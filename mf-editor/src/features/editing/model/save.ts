import { clubStore, contentAtom, toApiError, type FieldContext } from '@club/shared';
import { savePage } from '../api/content-api';
import { isContentChanged, isContentValid } from '../lib/template-ops';
import { conflictAtom, infoAtom, parts, type Part } from './atoms';
import { publish } from './draft';

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
 * the answer replaces its published and draft copies. A 409 opens the conflict dialog; any
 * other failure the 'Oooops' info modal. Returns true when everything was saved.
 */
export async function saveChanges(): Promise<boolean> {
  for (const part of changedParts()) {
    const draft = clubStore.get(contentAtom).draft[part];
    if (!draft) continue;
    try {
      publish(part, await savePage(draft));
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status === 409) clubStore.set(conflictAtom, { part, message: toApiError(error).message });
      else {
        console.error('Saving failed', error);
        const apiError = toApiError(error);
        clubStore.set(infoAtom, { variant: 'fail', message: status === 400 ? apiError.message : undefined });
      }
      return false;
    }
  }
  clubStore.set(infoAtom, { variant: 'success' });
  return true;
}
