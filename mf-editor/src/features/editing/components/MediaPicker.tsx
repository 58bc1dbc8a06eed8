import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import type { MediaItem } from '@club/shared';
import { listMedia, uploadMedia } from '../api/media-api';
import { MediaDetails } from './MediaDetails';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onPick: (href: string) => void;
}

const maxPictureBytes = 5_000_000;

/** A file's name in words ('sommerfest-2025_abend.jpg' -> 'sommerfest 2025 abend'): an upload's first name. */
export const nameOfFile = (fileName: string): string =>
  fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();

/**
 * Labels for an upload: the labels typed for uploads, else what the search box holds, else the
 * file's name in words, so every picture can be found again.
 */
export function uploadLabels(typed: string, search: string, fileName: string): string {
  return typed.trim() || search.trim() || nameOfFile(fileName);
}

/**
 * The picture library (the spec's 'Mesh Images', called Bildarchiv / Picture library since issue 34): the club's pictures searchable by label or name, upload with labels,
 * and per picture rename, labels, focal point and delete (MediaDetails).
 */
export function MediaPicker({ isOpen, onClose, onPick }: Props) {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const [labels, setLabels] = useState('');
  const [uploadLabelText, setUploadLabelText] = useState('');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<MediaItem | null>(null);

  // Pictures uploaded while the library is open. A search answer computed before an upload was
  // stored arrives after it on a busy server; without this the new picture vanished from the list.
  const uploaded = useRef<MediaItem[]>([]);
  useEffect(() => {
    if (!isOpen) {
      uploaded.current = [];
      return undefined;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      listMedia(labels).then(
        (found) => {
          if (!current) return;
          const missing = uploaded.current.filter((item) => !found.some((hit) => hit.id === item.id));
          setItems([...missing, ...found]);
        },
        (e: unknown) => console.error('Image search failed', e),
      );
    }, 300);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [isOpen, labels]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // The server refuses it too (413); checking first spares a 5 MB upload on a phone.
    if (file.size > maxPictureBytes) return setError(common('validation.pictureTooLarge'));
    try {
      const item = await uploadMedia(file, uploadLabels(uploadLabelText, labels, file.name), nameOfFile(file.name));
      uploaded.current = [item, ...uploaded.current];
      setItems((current) => [item, ...current]);
    } catch (e) {
      const status = (e as { response?: { status?: number } }).response?.status;
      if (status === 413) setError(common('validation.pictureTooLarge'));
      // A refusal (not a picture, unsupported type) says its reason; only failures say "try again".
      else if (status && status >= 400 && status < 500) setError(toApiError(e).message);
      else {
        console.error('Upload failed', e);
        setError(t('media.uploadFailed'));
      }
    }
  };

  const close = () => {
    setEditing(null);
    onClose();
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={t('media.title')} className="editor-modal editor-media">
      {editing ? (
        <MediaDetails
          key={editing.id}
          item={editing}
          onBack={() => setEditing(null)}
          onChanged={(changed) => {
            setEditing(changed);
            uploaded.current = uploaded.current.map((item) => (item.id === changed.id ? changed : item));
            setItems((current) => current.map((item) => (item.id === changed.id ? changed : item)));
          }}
          onDeleted={(id) => {
            setEditing(null);
            uploaded.current = uploaded.current.filter((item) => item.id !== id);
            setItems((current) => current.filter((item) => item.id !== id));
          }}
        />
      ) : (
        <>
          <div className="editor-media__tools">
            <label className="editor-field__label">
              {t('media.search')}
              <input
                className="editor-field__input"
                type="search"
                value={labels}
                onChange={(e) => setLabels(e.target.value)}
              />
            </label>
            <label className="editor-field__label">
              {t('media.uploadLabels')}
              <input
                className="editor-field__input"
                value={uploadLabelText}
                placeholder={t('media.uploadLabelsHint')}
                onChange={(e) => setUploadLabelText(e.target.value)}
              />
            </label>
            <label className="club-button club-button--secondary editor-media__upload">
              {t('media.upload')}
              <input
                type="file"
                accept="image/*"
                className="editor-visually-hidden"
                onChange={(e) => {
                  void upload(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          {error && (
            <p className="editor-field__message" role="alert">
              {error}
            </p>
          )}
          <ul className="editor-media__grid" aria-label={t('media.library')}>
            {items.map((item) => {
              const title = item.name || item.labels.join(', ') || t('media.picture');
              return (
                <li key={item.id} className="editor-media__entry">
                  <button
                    type="button"
                    className="editor-media__item"
                    onClick={() => onPick(item.href)}
                    aria-label={t('media.use', { name: title })}
                  >
                    <img
                      src={item.href}
                      alt=""
                      loading="lazy"
                      style={{ objectPosition: `${item.focus.x * 100}% ${item.focus.y * 100}%` }}
                    />
                  </button>
                  <span className="editor-media__name" title={title}>
                    {title}
                  </span>
                  <button
                    type="button"
                    className="editor-media__edit"
                    onClick={() => setEditing(item)}
                    aria-label={t('media.edit', { name: title })}
                  >
                    {t('media.editShort')}
                  </button>
                </li>
              );
            })}
          </ul>
          {items.length === 0 && <p>{t('media.empty')}</p>}
        </>
      )}
    </Modal>
  );
}
