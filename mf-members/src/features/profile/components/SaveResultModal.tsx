import { useTranslation } from 'react-i18next';
import { InfoModal } from '@club/shared';
import { namespace } from '../../../locales';
import type { SavePart } from './save-parts';

const labelKeys = { userData: 'profile.partUserData', image: 'profile.partImage' } as const;

/** Per part: "{field} was successfully saved" or "{field} could not be saved" with a retry. */
export function SaveResultModal({
  parts,
  onClose,
  onRetry,
}: {
  parts: SavePart[] | null;
  onClose: () => void;
  onRetry: (part: SavePart) => void;
}) {
  const { t } = useTranslation(namespace);
  const hasFailure = parts?.some((part) => !part.isSaved) ?? false;
  return (
    <InfoModal
      isOpen={parts !== null}
      variant={hasFailure ? 'fail' : 'success'}
      onClose={onClose}
      message={
        <ul className="profile-save-result">
          {parts?.map((part) => {
            const field = t(labelKeys[part.key]);
            return (
              <li key={part.key}>
                {part.isSaved ? t('profile.partSaved', { field }) : t('profile.partFailed', { field })}
                {!part.isSaved && (
                  <button type="button" className="club-button club-button--secondary" onClick={() => onRetry(part)}>
                    {t('profile.retry')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
