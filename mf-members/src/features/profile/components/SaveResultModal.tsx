import { useTranslation } from 'react-i18next';
import { InfoModal } from '@club/shared';
import { namespace } from '../../../locales';
import type { SavePart } from './save-parts';

/**
 * Per part one whole sentence ("Deine Daten wurden …", "Dein Profilbild wurde …": the verb
 * agrees with its part, so no part name is glued into a shared sentence), the server's reason as
 * its own sentence, and a retry, or "choose another picture" when the file itself was refused.
 */
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
            return (
              <li key={part.key}>
                {part.isSaved ? t(`profile.saved.${part.key}`) : t(`profile.failed.${part.key}`)}
                {!part.isSaved && part.reason && <span className="profile-save-result__reason"> {part.reason}</span>}
                {!part.isSaved && (
                  <button type="button" className="club-button club-button--secondary" onClick={() => onRetry(part)}>
                    {part.needsOtherFile ? t('profile.chooseOtherImage') : t('profile.retry')}
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
