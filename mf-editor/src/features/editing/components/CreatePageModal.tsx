import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clubStore, menusAtom, menusLoadedAtom, Modal, toApiError, type MenuItem } from '@club/shared';
import { pageNameLimit } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { createMenu, createPage } from '../api/content-api';
import { parentFor, plannedPath, routeOfPath, type MenuChoice } from '../lib/menu-paths';
import { newTemplate, setValue } from '../lib/template-ops';
import { modalAtom } from '../model/atoms';
import { setEditMode } from '../model/draft';
import { useFieldContext } from '../model/field-context';
import { Field } from './Field';

const newSection = '__new__';

/** Create new content (§2): step 1 where the page goes, step 2 its common banner. */
export function CreatePageModal() {
  const { t } = useTranslation(namespace);
  const [modal, setModal] = useAtom(modalAtom);
  const menus = useAtomValue(menusAtom);
  const navigate = useNavigate();
  const context = useFieldContext();
  const [step, setStep] = useState<1 | 2>(1);
  const [choice, setChoice] = useState<MenuChoice>('main');
  const [sectionId, setSectionId] = useState('');
  const [subSectionId, setSubSectionId] = useState('');
  const [newSubSection, setNewSubSection] = useState('');
  const [title, setTitle] = useState('');
  const [banner, setBanner] = useState(() => newTemplate('COMMON_BANNER'));
  const [error, setError] = useState<string | null>(null);
  if (modal !== 'create') return null;

  const sections = (menus.headerMenu?.children ?? []).filter((s) => !/^https?:/.test(s.path));
  const section = sections.find((s) => s.id === sectionId) ?? null;
  const subSection =
    subSectionId === newSection ? null : (section?.children.find((c) => c.id === subSectionId) ?? null);
  // A new sub-section is planned under its section; the page then goes below it.
  const plannedParent: MenuItem | null =
    choice === 'main' && subSectionId === newSection && section
      ? { ...section, path: `${section.path}/${newSubSection}`, children: [] }
      : parentFor(menus, choice, subSection);
  const plan = plannedPath(plannedParent, title, menus);
  const isNameValid = (name: string) => name.trim().length > 0 && name.trim().length <= pageNameLimit;
  const isStepOneValid =
    isNameValid(title) &&
    'path' in plan &&
    (choice !== 'main' || (!!section && (subSectionId !== newSection ? !!subSection : isNameValid(newSubSection))));
  const bannerTitle = banner.elements[0]!.values.find(
    (v) => banner.fields.find((f) => f.id === v.fieldId)?.name === 'title',
  );
  const close = () => {
    setModal(null);
    setStep(1);
    setError(null);
  };

  const toStepTwo = () => {
    if (bannerTitle && !bannerTitle.value)
      setBanner(setValue(banner, banner.elements[0]!.id, bannerTitle.id, title.trim()));
    setStep(2);
  };

  const create = async () => {
    setError(null);
    try {
      let parentId = plannedParent?.id ?? '';
      if (choice === 'main' && subSectionId === newSection && section) {
        parentId = (await createMenu({ name: newSubSection.trim(), parentId: section.id })).id;
      }
      const name = bannerTitle?.value.trim() || title.trim();
      const created = await createPage({ name, templates: [banner], menuDto: { name: title.trim(), parentId } });
      // The menus change: let the site load them again, then open the new page.
      clubStore.set(menusLoadedAtom, false);
      close();
      setEditMode(false);
      navigate(routeOfPath(created.menu?.path ?? ('path' in plan ? plan.path : '/')));
    } catch (e) {
      const apiError = toApiError(e);
      setError(apiError.code === 'PATH_TAKEN' ? t('create.taken') : apiError.message);
    }
  };

  const info = plannedParent
    ? t('create.info', {
        where: [t(`create.menu.${choice}`), section?.name, subSection?.name ?? newSubSection, title]
          .filter(Boolean)
          .join(' › '),
      })
    : '';

  return (
    <Modal
      isOpen
      onClose={close}
      title={t('create.title')}
      className="editor-modal"
      footer={
        step === 1 ? (
          <button type="button" className="club-button" disabled={!isStepOneValid} onClick={toStepTwo}>
            {t('create.next')}
          </button>
        ) : (
          <>
            <button type="button" className="club-button club-button--secondary" onClick={() => setStep(1)}>
              {t('create.back')}
            </button>
            <button
              type="button"
              className="club-button"
              disabled={!bannerTitle?.value.trim()}
              onClick={() => void create()}
            >
              {t('create.submit')}
            </button>
          </>
        )
      }
    >
      <ol className="editor-steps" aria-label={t('create.progress')}>
        {[1, 2].map((n) => (
          <li
            key={n}
            className={n === step ? 'editor-steps--current' : n < step ? 'editor-steps--done' : ''}
            aria-current={n === step ? 'step' : undefined}
          >
            {t(`create.step${n}`)}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <div className="editor-form">
          <fieldset className="editor-radios">
            <legend>{t('create.whichMenu')}</legend>
            {(['top', 'main', 'footer'] as MenuChoice[]).map((option) => (
              <label key={option}>
                <input type="radio" name="menu" checked={choice === option} onChange={() => setChoice(option)} />{' '}
                {t(`create.menu.${option}`)}
              </label>
            ))}
          </fieldset>
          {choice === 'main' && (
            <>
              <label className="editor-field__label">
                {t('create.section')}
                <select
                  className="editor-field__input"
                  value={sectionId}
                  onChange={(e) => {
                    setSectionId(e.target.value);
                    setSubSectionId('');
                  }}
                >
                  <option value="">{t('create.choose')}</option>
                  {sections.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              {section && (
                <label className="editor-field__label">
                  {t('create.subSection')}
                  <select
                    className="editor-field__input"
                    value={subSectionId}
                    onChange={(e) => setSubSectionId(e.target.value)}
                  >
                    <option value="">{t('create.choose')}</option>
                    {section.children.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                    <option value={newSection}>{t('create.newSubSection')}</option>
                  </select>
                </label>
              )}
              {subSectionId === newSection && (
                <NameInput label={t('create.subSectionName')} value={newSubSection} onChange={setNewSubSection} />
              )}
            </>
          )}
          <NameInput label={t('create.pageTitle')} value={title} onChange={setTitle} />
          {'error' in plan && plan.error === 'taken' && (
            <p className="editor-field__message" role="alert">
              {t('create.taken')}
            </p>
          )}
          {info && <p className="editor-info">{info}</p>}
        </div>
      ) : (
        <div className="editor-form">
          {banner.elements[0]!.values.map((value) => {
            const field = banner.fields.find((f) => f.id === value.fieldId)!;
            return (
              <Field
                key={value.id}
                template={banner}
                field={field}
                value={value}
                context={context}
                onChange={(text) => setBanner(setValue(banner, banner.elements[0]!.id, value.id, text))}
              />
            );
          })}
        </div>
      )}
      {error && (
        <p className="editor-field__message" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

function NameInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
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
