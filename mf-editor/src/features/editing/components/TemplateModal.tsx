import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { contentAtom, Modal, pageFlagsAtom, type Template, type TemplateType } from '@club/shared';
import { templateTypes } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import {
  whyNoNewElement,
  elementLimit,
  socialMediaLimit,
  canDeleteElement,
  canDeleteTemplate,
  entryPreview,
  invalidElementIds,
  newElementLike,
  setValue,
  switchTemplateType,
} from '../lib/template-ops';
import { editingAtom } from '../model/atoms';
import { updateDraft } from '../model/draft';
import { useFieldContext } from '../model/field-context';
import { Field } from './Field';

/** Edit one template of the draft: its elements (one open), their fields, type and deletion. */
export function TemplateModal() {
  const { t } = useTranslation(namespace);
  const [editing, setEditing] = useAtom(editingAtom);
  const { draft } = useAtomValue(contentAtom);
  const flags = useAtomValue(pageFlagsAtom);
  const context = useFieldContext();
  const content = editing ? draft[editing.part] : null;
  const template: Template | undefined = editing && content ? content.templates[editing.index] : undefined;
  // Selection and message belong to one template: a different one starts with its first element.
  const key = editing && template ? `${editing.part}-${editing.index}-${template.type}` : '';
  const [selection, setSelection] = useState({ key, id: null as string | null, message: null as string | null });
  const current = selection.key === key ? selection : { key, id: null, message: null };
  const selectedId = current.id;
  const typeMessage = current.message;
  const setSelectedId = (id: string) => setSelection({ key, id, message: null });
  const setTypeMessage = (message: string) => setSelection({ ...current, message });
  // The block as it was when the dialog opened: Cancel puts it back.
  const openedKey = editing && template ? `${editing.part}-${editing.index}` : '';
  const [opened, setOpened] = useState<{ key: string; template: Template | null }>({ key: '', template: null });
  if (opened.key !== openedKey) setOpened({ key: openedKey, template: template ?? null });

  if (!editing || !content || !template) return null;
  const close = () => setEditing(null);
  const change = (next: Template, group?: string) =>
    updateDraft(
      editing.part,
      (c) => ({
        ...c,
        templates: c.templates.map((tp, i) => (i === editing.index ? next : tp)),
      }),
      group,
    );
  const invalid = invalidElementIds(template, context);
  const selected = template.elements.find((e) => e.id === selectedId) ?? template.elements[0];
  const noNewElement = whyNoNewElement(template, selected, !invalid.has(selected?.id ?? ''));
  const fields = new Map(template.fields.map((f) => [f.id, f]));
  const elementTypes = [...new Set(template.elements.map((e) => e.type))];
  const isPage = editing.part === 'page';
  const preview = (element: (typeof template.elements)[number]) => entryPreview(template, element);

  const addElement = (type: string) => {
    const element = newElementLike(template, type);
    change({ ...template, elements: [...template.elements, element] });
    setSelectedId(element.id);
  };
  const removeTemplate = () => {
    updateDraft('page', (c) => ({ ...c, templates: c.templates.filter((_, i) => i !== editing.index) }));
    close();
  };
  // Cancel puts the block back as it was when the dialog opened; a block just added was not
  // there, so it goes again (an empty one would keep Save disabled, issue 34).
  const cancel = () => {
    if (editing.isAdding) return removeTemplate();
    if (opened.template) change(opened.template);
    close();
  };
  // Closing (✕, Escape) keeps what was typed; an added block nobody touched is a cancel.
  const dismiss = () => (editing.isAdding && template === opened.template ? cancel() : close());
  const switchType = (type: TemplateType) => {
    const next = switchTemplateType(content, editing.index, type);
    if (!next) return setTypeMessage(t('template.typeExists'));
    updateDraft(editing.part, () => next);
  };

  return (
    <Modal
      isOpen
      onClose={dismiss}
      title={t('template.title', { type: t(`types.${template.type}`, { defaultValue: template.type }) })}
      className="editor-modal"
      footer={
        <>
          {isPage && canDeleteTemplate(content, editing.index, flags) && (
            <button type="button" className="club-button club-button--secondary editor-danger" onClick={removeTemplate}>
              {t('template.delete')}
            </button>
          )}
          <button type="button" className="club-button club-button--secondary" onClick={cancel}>
            {t('template.cancel')}
          </button>
          <button type="button" className="club-button" onClick={close}>
            {t('template.done')}
          </button>
        </>
      }
    >
      {isPage && template.isNew && (
        <label className="editor-field__label">
          {t('template.type')}
          <select
            className="editor-field__input"
            value={template.type}
            onChange={(e) => switchType(e.target.value as TemplateType)}
          >
            {templateTypes
              .filter((type) => !['FOOTER', 'SOCIAL_MEDIA'].includes(type))
              .map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`, { defaultValue: type })}
                </option>
              ))}
          </select>
        </label>
      )}
      {typeMessage && (
        <p className="editor-field__message" role="alert">
          {typeMessage}
        </p>
      )}
      <ol className="editor-elements">
        {template.elements.map((element, index) => {
          const isOpen = element.id === selected?.id;
          return (
            <li
              key={element.id}
              className={`editor-element${invalid.has(element.id) ? ' editor-element--invalid' : ''}`}
            >
              <div className="editor-element__head">
                <button
                  type="button"
                  className="editor-element__toggle"
                  aria-expanded={isOpen}
                  onClick={() => setSelectedId(element.id)}
                >
                  {preview(element).picture && (
                    <img className="editor-element__thumb" src={preview(element).picture!} alt="" loading="lazy" />
                  )}
                  {index + 1}. {preview(element).label || t('template.emptyElement')}
                </button>
                {canDeleteElement(template, element) && (
                  <button
                    type="button"
                    className="editor-element__delete"
                    aria-label={t('template.deleteElement', { index: index + 1 })}
                    onClick={() =>
                      change({ ...template, elements: template.elements.filter((e) => e.id !== element.id) })
                    }
                  >
                    ✕
                  </button>
                )}
              </div>
              {isOpen && (
                <div className="editor-element__fields">
                  {element.values.map((value) => {
                    const field = value.field ?? fields.get(value.fieldId);
                    if (!field) return null;
                    return (
                      <Field
                        key={value.id}
                        template={template}
                        field={field}
                        value={value}
                        context={context}
                        onChange={(text) => change(setValue(template, element.id, value.id, text), value.id)}
                      />
                    );
                  })}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="editor-elements__add">
        {elementTypes.map((type) => (
          <button
            key={type}
            type="button"
            className="club-button club-button--secondary"
            disabled={noNewElement !== null}
            aria-describedby={noNewElement ? `${template.id}-no-new` : undefined}
            onClick={() => addElement(type)}
          >
            {t('template.addElement', { type: t(`elementTypes.${type}`, { defaultValue: type }) })}
          </button>
        ))}
        {noNewElement && (
          <p id={`${template.id}-no-new`} className="editor-muted">
            {t(`template.noNewElement.${noNewElement}`, { limit: elementLimit(template)?.limit ?? socialMediaLimit })}
          </p>
        )}
      </div>
    </Modal>
  );
}
