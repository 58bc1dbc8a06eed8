import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@club/shared';
import { NameInput } from './NameInput';
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
