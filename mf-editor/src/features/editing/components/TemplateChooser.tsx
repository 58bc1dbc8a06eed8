import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Modal, type TemplateType } from '@club/shared';
import { templateCatalogue, templateTypes } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { insertAt, newTemplate } from '../lib/template-ops';
import { chooserAtom, editingAtom } from '../model/atoms';
import { updateDraft } from '../model/draft';

// Blocks an administrator can add to a page (the chrome and members-only blocks aside).
const addable = templateTypes.filter((type) => !['FOOTER', 'SOCIAL_MEDIA', 'PERSONAL_INFO'].includes(type));

/** A schematic picture of a template's fields: pictures as tiles, texts as lines. */
function Preview({ type }: { type: TemplateType }) {
  const rows = templateCatalogue[type].filter((f) => !f.elementType || f.elementType === 'default').slice(0, 5);
  return (
    <svg className="editor-chooser__preview" viewBox="0 0 120 70" aria-hidden="true">
      <rect width="120" height="70" rx="6" fill="#eef4f0" />
      {rows.map((field, i) =>
        field.type === 'PHOTO' ? (
          <rect key={field.name} x="6" y="6" width="44" height="58" rx="4" fill="#9cc7a8" />
        ) : (
          <rect
            key={field.name}
            x="58"
            y={8 + i * 12}
            width={field.type === 'H1' ? 54 : 40}
            height={field.type === 'H1' ? 8 : 5}
            rx="2"
            fill="#1f7a3d"
            opacity={field.type === 'H1' ? 0.9 : 0.45}
          />
        ),
      )}
    </svg>
  );
}

/** Add a template at a position: choose a type with its preview; it is added new (null id). */
export function TemplateChooser() {
  const { t } = useTranslation(namespace);
  const [position, setPosition] = useAtom(chooserAtom);
  const [, setEditing] = useAtom(editingAtom);
  const [type, setType] = useState<TemplateType>('COMMON_BANNER');
  if (position === null) return null;
  const add = () => {
    updateDraft('page', (c) => ({ ...c, templates: insertAt(c.templates, position, newTemplate(type)) }));
    setPosition(null);
    setEditing({ part: 'page', index: position });
  };
  return (
    <Modal
      isOpen
      onClose={() => setPosition(null)}
      title={t('chooser.title')}
      className="editor-modal"
      footer={
        <button type="button" className="club-button" onClick={add}>
          {t('chooser.add')}
        </button>
      }
    >
      <fieldset className="editor-chooser">
        <legend className="editor-visually-hidden">{t('chooser.title')}</legend>
        {addable.map((option) => (
          <label
            key={option}
            className={`editor-chooser__option${option === type ? ' editor-chooser__option--selected' : ''}`}
          >
            <input
              type="radio"
              name="template-type"
              value={option}
              checked={option === type}
              onChange={() => setType(option)}
            />
            <Preview type={option} />
            <span>{t(`types.${option}`, { defaultValue: option })}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
