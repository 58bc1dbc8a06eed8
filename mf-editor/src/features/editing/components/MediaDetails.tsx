import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import type { MediaFocus, MediaItem } from '@club/shared';
import { mediaNameMax } from '@club/shared/contracts/endpoints/multimedia';
import { changeMedia, deleteMedia } from '../api/media-api';
import { labelsFromText, moveFocus, pointAt, percent } from '../lib/media-focus';

interface Props {
  item: MediaItem;
  onChanged: (item: MediaItem) => void;
  onDeleted: (id: string) => void;
  onBack: () => void;
}

/**
 * One picture of the library: rename, labels, the focal point (click the picture or use the
 * arrow keys; the previews show how cropping blocks cut it) and delete. The server refuses to
 * delete a picture a page still shows and names the pages; that message is shown as it comes.
 */
export function MediaDetails({ item, onChanged, onDeleted, onBack }: Props) {
  const { t } = useTranslation(namespace);
  const [name, setName] = useState(item.name);
  const [labels, setLabels] = useState(item.labels.join(', '));
  const [focus, setFocus] = useState<MediaFocus>(item.focus);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Deleting is asked first (issue 34: an unused picture went at one click, for good).
  const [isConfirming, setConfirming] = useState(false);
  const position = `${percent(focus.x)}% ${percent(focus.y)}%`;
  // Only uploads come in responsive sizes that carry the focal point to the pages (the demo
  // club's SVG pictures and other files without sizes are shown whole or centred).
  const hasSizes = item.srcset !== '';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (e) {
      setMessage({ text: toApiError(e).message, isError: true });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      onChanged(await changeMedia(item.id, { name, labels: labelsFromText(labels), focus }));
      setMessage({ text: t('media.saved'), isError: false });
    });
  const remove = () =>
    run(async () => {
      setConfirming(false);
      await deleteMedia(item.id);
      onDeleted(item.id);
    });

  const clickPoint = (e: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter, Space) has no pointer position: the arrow keys move the point.
    if (e.detail === 0) return;
    // Relative to the picture itself, not the button's border around it.
    const picture = e.currentTarget.querySelector('img') ?? e.currentTarget;
    setFocus(pointAt(picture.getBoundingClientRect(), e.clientX, e.clientY));
  };
  const keyPoint = (e: KeyboardEvent<HTMLButtonElement>) => {
    const moved = moveFocus(focus, e.key);
    if (!moved) return;
    e.preventDefault();
    setFocus(moved);
  };

  return (
    <div className="editor-media-details">
      <button type="button" className="club-button club-button--secondary" onClick={onBack}>
        {t('media.back')}
      </button>
      <div className="editor-media-details__body">
        <div className="editor-media-details__pictures">
          {hasSizes ? (
            <>
              <button
                type="button"
                className="editor-media-details__focus"
                onClick={clickPoint}
                onKeyDown={keyPoint}
                aria-label={t('media.focusHelp', { x: percent(focus.x), y: percent(focus.y) })}
                title={t('media.focusHelp', { x: percent(focus.x), y: percent(focus.y) })}
              >
                <img src={item.href} alt="" />
                <span
                  className="editor-media-details__marker"
                  style={{ left: `${percent(focus.x)}%`, top: `${percent(focus.y)}%` }}
                  aria-hidden="true"
                />
              </button>
              <p className="editor-media-details__hint">{t('media.focusHint')}</p>
              <div className="editor-media-details__crops" aria-label={t('media.cropPreview')} role="group">
                <img
                  className="editor-media-details__crop--wide"
                  src={item.href}
                  alt=""
                  style={{ objectPosition: position }}
                />
                <img
                  className="editor-media-details__crop--square"
                  src={item.href}
                  alt=""
                  style={{ objectPosition: position }}
                />
              </div>
            </>
          ) : (
            <>
              <img className="editor-media-details__plain" src={item.href} alt="" />
              <p className="editor-media-details__hint">{t('media.focusUploadsOnly')}</p>
            </>
          )}
        </div>
        <div className="editor-media-details__form">
          <label className="editor-field__label">
            {t('media.name')}
            <input
              className="editor-field__input"
              value={name}
              maxLength={mediaNameMax}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label className="editor-field__label">
            {t('media.labels')}
            <input className="editor-field__input" value={labels} onChange={(e) => setLabels(e.target.value)} />
          </label>
          {message && (
            <p
              className={message.isError ? 'editor-field__message' : 'editor-media-details__saved'}
              role={message.isError ? 'alert' : 'status'}
            >
              {message.text}
            </p>
          )}
          <div className="editor-media-details__actions">
            <button type="button" className="club-button" disabled={isBusy} onClick={() => void save()}>
              {t('media.save')}
            </button>
            <button
              type="button"
              className="club-button club-button--secondary editor-danger"
              disabled={isBusy || isConfirming}
              onClick={() => setConfirming(true)}
            >
              {t('media.delete')}
            </button>
          </div>
          {isConfirming && (
            <div className="editor-history__confirm" role="alertdialog" aria-label={t('media.delete')}>
              <p>{t('media.confirmDelete', { name: item.name })}</p>
              <button type="button" className="club-button club-button--secondary" onClick={() => setConfirming(false)}>
                {t('media.confirmNo')}
              </button>
              <button type="button" className="club-button editor-danger" onClick={() => void remove()}>
                {t('media.confirmYes')}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
