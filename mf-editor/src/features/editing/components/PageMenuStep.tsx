import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@club/shared';
import { pageNameLimit } from '@club/shared/contracts';
import { namespace } from '../../../locales';

interface Props {
  owner: MenuItem;
  /** The page's menu when it has one; otherwise §4 creates it with the given name. */
  existing: MenuItem | null;
  name: string;
  onNameChange: (name: string) => void;
  info: string;
}

/** The optional page-menu step of the create-new-content modal: the tab row the page joins. */
export function PageMenuStep({ owner, existing, name, onNameChange, info }: Props) {
  const { t } = useTranslation(namespace);
  return (
    <div className="editor-form">
      {existing ? (
        <p>
          {t('create.pageMenuExists', {
            page: owner.name,
            tabs: [existing, ...existing.children].map((tab) => tab.name).join(', '),
          })}
        </p>
      ) : (
        <>
          <p>{t('create.pageMenuNew', { page: owner.name })}</p>
          <NameInput label={t('create.pageMenuName')} value={name} onChange={onNameChange} />
        </>
      )}
      <p className="editor-info">{info}</p>
    </div>
  );
}

/** A page, section or page-menu name of the create flow: at most 20 characters, with a counter. */
export function NameInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="editor-field__label">
      {label}
      <input
        className="editor-field__input"
        value={value}
        maxLength={pageNameLimit}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="editor-field__counter">
        {value.length}/{pageNameLimit}
      </span>
    </label>
  );
}
