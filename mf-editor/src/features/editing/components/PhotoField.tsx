import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { MediaPicker } from './MediaPicker';

interface Props {
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}

/** A picture: its address, a preview, and the picture library (Bildarchiv) to pick or upload one. */
export function PhotoField({ inputProps, value, onChange }: Props) {
  const { t } = useTranslation(namespace);
  const [isPicking, setPicking] = useState(false);
  return (
    <div className="editor-photo">
      {value && <img className="editor-photo__preview" src={value} alt="" />}
      <input {...inputProps} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
      <button type="button" className="club-button club-button--secondary" onClick={() => setPicking(true)}>
        {t('media.choose')}
      </button>
      <MediaPicker
        isOpen={isPicking}
        onClose={() => setPicking(false)}
        onPick={(href) => {
          onChange(href);
          setPicking(false);
        }}
      />
    </div>
  );
}
