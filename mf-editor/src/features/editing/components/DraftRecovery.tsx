import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { clubStore, contentAtom, type AutosavedDraft, type ContentPage } from '@club/shared';
import { formatBerlinDateTime } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { dropDraft, fetchDraft } from '../api/content-api';
import { isContentChanged } from '../lib/template-ops';
import { parts, type Part } from '../model/atoms';
import { setEditMode } from '../model/draft';

type Offers = Partial<Record<Part, { contentId: string; draft: AutosavedDraft }>>;

/**
 * After a closed tab or a crash: offers the autosaved drafts of the page, the footer and the
 * social media row back (restore into edit mode, or discard), one line each. A draft based on an
 * older version leads to the conflict dialog on save.
 */
export function DraftRecovery() {
  const { t, i18n } = useTranslation(namespace);
  const { published, draft } = useAtomValue(contentAtom);
  const [offers, setOffers] = useState<Offers>({});
  // The footer and social media stay the same from page to page: only their ids matter here.
  const ids = parts.map((part) => published[part]?.id ?? '').join('|');

  useEffect(() => {
    let isCurrent = true;
    const copies = clubStore.get(contentAtom).published;
    for (const part of parts) {
      const contentId = copies[part]?.id;
      if (!contentId) continue;
      fetchDraft(contentId).then(
        (found) => isCurrent && found && setOffers((current) => ({ ...current, [part]: { contentId, draft: found } })),
        (e: unknown) => console.warn('Loading the autosaved draft failed', e),
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [ids]);

  const recoveredOf = (part: Part): ContentPage | null => {
    const copy = published[part];
    const offer = offers[part];
    if (!copy || !offer || offer.contentId !== copy.id) return null;
    const recovered = {
      ...copy,
      name: offer.draft.name,
      templates: offer.draft.templates,
      version: offer.draft.version,
    };
    // Nothing to offer when it equals the published copy or is already on screen.
    if (!isContentChanged(recovered, copy) || !isContentChanged(recovered, draft[part])) return null;
    return recovered;
  };
  const forget = (part: Part) => setOffers(({ [part]: _gone, ...rest }) => rest);

  return (
    <>
      {parts.map((part) => {
        const recovered = recoveredOf(part);
        if (!recovered) return null;
        const restore = () => {
          clubStore.set(contentAtom, (copies) => ({ ...copies, draft: { ...copies.draft, [part]: recovered } }));
          setEditMode(true);
          forget(part);
        };
        const discard = () => {
          forget(part);
          dropDraft(recovered.id).catch((e: unknown) => console.warn('Dropping the autosaved draft failed', e));
        };
        const when = formatBerlinDateTime(offers[part]!.draft.updatedAt, i18n.language);
        return (
          <div key={part} className="editor-schedule" role="status">
            <span>{t(`draftRecovery.found.${part}`, { when })}</span>
            <button type="button" className="editor-bar__button editor-bar__button--primary" onClick={restore}>
              {t('draftRecovery.restore')}
            </button>
            <button type="button" className="editor-bar__button" onClick={discard}>
              {t('draftRecovery.discard')}
            </button>
          </div>
        );
      })}
    </>
  );
}
