import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { decorativeAlt, isDecorativeAlt } from '@club/shared/contracts';
import { namespace } from '../../../locales';

interface Props {
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A picture's alt text, or the explicit "decorative" mark (stored as an empty alt, '""'): one of
 * the two is needed before a page with the picture can be saved (rules/accessibility.ts).
 */
export function AltTextField({ inputProps, value, onChange }: Props) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const isDecorative = isDecorativeAlt(value);
  const describedBy = [inputProps['aria-describedby'], `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="editor-alt">
      {/* Kept while decorative (disabled), so the field's label still names an input. */}
      <input
        {...inputProps}
        aria-describedby={describedBy}
        type="text"
        disabled={isDecorative}
        value={isDecorative ? '' : value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="editor-alt__hint">
        {isDecorative ? t('a11y.decorativeNote') : t('a11y.altHint')}
      </p>
      <label className="editor-alt__decorative">
        <input
          type="checkbox"
          checked={isDecorative}
          aria-describedby={inputProps['aria-describedby']}
          onChange={(e) => onChange(e.target.checked ? decorativeAlt : '')}
        />
        {t('a11y.decorative')}
      </label>
    </div>
  );
}
