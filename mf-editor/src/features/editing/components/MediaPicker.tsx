import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import { listMedia, uploadMedia, type MediaItem } from '../api/media-api';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onPick: (href: string) => void;
}

const maxPictureBytes = 5_000_000;

/**
 * Labels for an upload: what the search box holds, else the file's name in words
 * ('sommerfest-2025.jpg' -> 'sommerfest 2025'), so every picture can be found again.
 */
export function uploadLabels(search: string, fileName: string): string {
  return (
    search.trim() ||
    fileName
      .replace(/\.[^.]+$/, '')
      .replace(/[-_]+/g, ' ')
      .trim()
  );
}

/** The 'Mesh Images' picker: the club's pictures searchable by label, plus upload of a new one. */
export function MediaPicker({ isOpen, onClose, onPick }: Props) {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const [labels, setLabels] = useState('');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const timer = window.setTimeout(() => {
      listMedia(labels).then(setItems, (e: unknown) => console.error('Image search failed', e));
    }, 300);
    return () => window.clearTimeout(timer);
  }, [isOpen, labels]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // The server refuses it too (413); checking first spares a 5 MB upload on a phone.
    if (file.size > maxPictureBytes) return setError(common('validation.pictureTooLarge'));
    try {
      const item = await uploadMedia(file, uploadLabels(labels, file.name));
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

  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Mesh Images" className="editor-modal editor-media">
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
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="editor-media__item" onClick={() => onPick(item.href)}>
              <img src={item.href} alt={item.labels.join(', ') || t('media.picture')} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {items.length === 0 && <p>{t('media.empty')}</p>}
    </Modal>
  );
}
