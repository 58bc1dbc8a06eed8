import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { contentAtom, Modal, toApiError, type Template } from '@club/shared';
import { namespace } from '../../../locales';
import { fetchRevision, listRevisions, restoreRevision, type Revision } from '../api/content-api';
import { collapsedLabel } from '../lib/template-ops';
import { conflictAtom, infoAtom, modalAtom } from '../model/atoms';
import { publish } from '../model/draft';

/** The page's revisions: who saved when and what; preview one; restore it in one click. */
export function HistoryModal() {
  const { t, i18n } = useTranslation(namespace);
  const [modal, setModal] = useAtom(modalAtom);
  const [, setInfo] = useAtom(infoAtom);
  const [, setConflict] = useAtom(conflictAtom);
  const page = useAtomValue(contentAtom).published.page;
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [preview, setPreview] = useState<{ id: string; templates: Template[] } | null>(null);
  const isOpen = modal === 'history' && !!page;

  useEffect(() => {
    if (!isOpen || !page) return;
    listRevisions(page.id).then(setRevisions, (e: unknown) => console.error('Loading the history failed', e));
  }, [isOpen, page]);

  if (!isOpen || !page) return null;
  const restore = async (revision: Revision) => {
    try {
      publish('page', await restoreRevision(page.id, revision.id, page.version ?? 1));
      setModal(null);
      setInfo({ variant: 'success', message: t('history.restored', { version: revision.version }) });
    } catch (e) {
      const status = (e as { response?: { status?: number } }).response?.status;
      if (status === 409) setConflict({ part: 'page', message: toApiError(e).message });
      else setInfo({ variant: 'fail' });
      setModal(null);
    }
  };
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'de-DE');

  return (
    <Modal
      isOpen
      onClose={() => setModal(null)}
      title={t('history.title', { name: page.name })}
      className="editor-modal"
    >
      <ol className="editor-history">
        {revisions.map((revision, index) => (
          <li key={revision.id} className="editor-history__item">
            <div>
              <strong>{t('history.version', { version: revision.version })}</strong> · {when(revision.createdAt)} ·{' '}
              {revision.author}
              <div className="editor-muted">{revision.summary}</div>
            </div>
            <div className="editor-history__actions">
              <button
                type="button"
                className="club-button club-button--secondary"
                aria-expanded={preview?.id === revision.id}
                onClick={() =>
                  void fetchRevision(page.id, revision.id).then((r) => setPreview({ id: r.id, templates: r.templates }))
                }
              >
                {t('history.preview')}
              </button>
              {index > 0 && (
                <button type="button" className="club-button" onClick={() => void restore(revision)}>
                  {t('history.restore', { version: revision.version })}
                </button>
              )}
            </div>
            {preview?.id === revision.id && (
              <ul
                className="editor-history__preview"
                aria-label={t('history.previewOf', { version: revision.version })}
              >
                {preview.templates.map((template) => (
                  <li key={template.id}>
                    <strong>{t(`types.${template.type}`, { defaultValue: template.type })}</strong>:{' '}
                    {template.elements
                      .map((e) => collapsedLabel(e))
                      .filter(Boolean)
                      .join(' | ')}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
