import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldContext } from '@club/shared';
import {
  contactIcons,
  formatLines,
  formatLinkList,
  isValidUrl,
  parseLines,
  parseLinkList,
  type ListedLink,
} from '@club/shared/contracts';
import { namespace } from '../../../locales';

// Values that are lists in one stored field get a list editor: one row per entry, no hidden
// separators to type. What is stored stays the format the site reads ('Name|/url;…', 'a;b').

interface ListProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="editor-list__remove" aria-label={label} title={label} onClick={onClick}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}

/** Footer link column: name + link rows; each link checked with the URL rule as it is typed. */
export function LinkListField({ value, onChange, label, context }: ListProps & { context: FieldContext }) {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const id = useId();
  const links = parseLinkList(value);
  const set = (next: ListedLink[]) => onChange(formatLinkList(next));
  const update = (index: number, change: Partial<ListedLink>) =>
    set(links.map((link, i) => (i === index ? { ...link, ...change } : link)));
  return (
    <fieldset className="editor-list">
      <legend className="editor-visually-hidden">{label}</legend>
      {links.map((link, index) => {
        const isValid = !link.href || isValidUrl(link.href, context.isKnownRoute);
        return (
          <div key={index} className="editor-list__row">
            <input
              className="editor-field__input"
              aria-label={t('list.linkName', { number: index + 1 })}
              value={link.name}
              onChange={(e) => update(index, { name: e.target.value })}
            />
            <input
              className={`editor-field__input${isValid ? '' : ' editor-field__input--invalid'}`}
              aria-label={t('list.linkUrl', { number: index + 1 })}
              aria-invalid={isValid ? undefined : true}
              aria-describedby={`${id}-${index}`}
              value={link.href}
              placeholder={t('list.urlPlaceholder')}
              onChange={(e) => update(index, { href: e.target.value })}
            />
            <RemoveButton
              label={t('list.remove', { number: index + 1 })}
              onClick={() => set(links.filter((_, i) => i !== index))}
            />
            <span id={`${id}-${index}`} className="editor-field__message" role={isValid ? undefined : 'alert'}>
              {isValid ? '' : common('validation.invalidUrl')}
            </span>
          </div>
        );
      })}
      <button
        type="button"
        className="club-button club-button--secondary"
        onClick={() => onChange(`${value ? `${value};` : ''}${t('list.newLink')}|/`)}
      >
        {t('list.addLink')}
      </button>
    </fieldset>
  );
}

/** Contact lines and opening hours: one text row per line. */
export function LineListField({ value, onChange, label }: ListProps) {
  const { t } = useTranslation(namespace);
  const lines = parseLines(value);
  // An empty row being typed is kept on screen until it has text (parseLines drops blanks).
  const shown = value.endsWith(';') ? [...lines, ''] : lines;
  return (
    <fieldset className="editor-list">
      <legend className="editor-visually-hidden">{label}</legend>
      {shown.map((line, index) => (
        <div key={index} className="editor-list__row">
          <input
            className="editor-field__input"
            aria-label={t('list.line', { number: index + 1 })}
            value={line}
            onChange={(e) => {
              const next = shown.map((l, i) => (i === index ? e.target.value : l));
              onChange(formatLines(next.filter(Boolean)) + (e.target.value === '' ? ';' : ''));
            }}
          />
          <RemoveButton
            label={t('list.remove', { number: index + 1 })}
            onClick={() => onChange(formatLines(shown.filter((_, i) => i !== index).filter(Boolean)))}
          />
        </div>
      ))}
      <button type="button" className="club-button club-button--secondary" onClick={() => onChange(`${value};`)}>
        {t('list.addLine')}
      </button>
    </fieldset>
  );
}

/** A contact item's icon, chosen from the icons the site can draw. */
export function IconField({ value, onChange, inputProps }: Omit<ListProps, 'label'> & { inputProps: object }) {
  const { t } = useTranslation(namespace);
  return (
    <select {...inputProps} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('list.noIcon')}</option>
      {contactIcons.map((icon) => (
        <option key={icon} value={icon}>
          {t(`list.icons.${icon}`)}
        </option>
      ))}
    </select>
  );
}
