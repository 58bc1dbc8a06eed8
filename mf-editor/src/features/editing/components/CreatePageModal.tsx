import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clubStore, menusAtom, menusLoadedAtom, Modal, toApiError, type MenuItem } from '@club/shared';
import { pageNameLimit, pageNameToSegment } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { createMenu, createPage } from '../api/content-api';
import {
  itemsWithPages,
  pageMenuFor,
  parentFor,
  plannedPath,
  routeOfPath,
  sectionsOf,
  type MenuChoice,
} from '../lib/menu-paths';
import { newTemplate, setValue } from '../lib/template-ops';
import { modalAtom } from '../model/atoms';
import { setEditMode } from '../model/draft';
import { useFieldContext } from '../model/field-context';
import { Field } from './Field';
import { isNameWithinLimit, NameInput } from './NameInput';
import { PageMenuStep } from './PageMenuStep';

const newSection = '__new__';
type Step = 'location' | 'pageMenu' | 'banner';

/**
 * Create new content (§2). Each opening starts a fresh form: the dialog's state lives in
 * CreatePageDialog, which is only mounted while open (issue 34: a second page took the first
 * one's name from a banner kept across openings).
 */
export function CreatePageModal() {
  const modal = useAtomValue(modalAtom);
  return modal === 'create' ? <CreatePageDialog /> : null;
}

/**
 * Step 1 where the page goes; the optional page-menu step (the page becomes a tab of an existing
 * page, §4 creating that page's menu when it has none); step 2 its common banner, whose title
 * becomes the page name.
 */
function CreatePageDialog() {
  const { t } = useTranslation(namespace);
  const setModal = useSetAtom(modalAtom);
  const menus = useAtomValue(menusAtom);
  const navigate = useNavigate();
  const context = useFieldContext();
  const [step, setStep] = useState<Step>('location');
  const [choice, setChoice] = useState<MenuChoice>('main');
  const [sectionId, setSectionId] = useState('');
  const [subSectionId, setSubSectionId] = useState('');
  const [newSubSection, setNewSubSection] = useState('');
  const [title, setTitle] = useState('');
  const [asTab, setAsTab] = useState(false);
  const [ownerId, setOwnerId] = useState('');
  const [pageMenuName, setPageMenuName] = useState('');
  const [banner, setBanner] = useState(() => newTemplate('COMMON_BANNER'));
  const [error, setError] = useState<string | null>(null);

  const steps: Step[] = asTab ? ['location', 'pageMenu', 'banner'] : ['location', 'banner'];
  const root = { main: menus.headerMenu, top: menus.topMenu, footer: menus.footerMenu }[choice];
  const owners = itemsWithPages(root);
  const owner = asTab ? (owners.find((o) => o.item.id === ownerId) ?? null) : null;
  const pageMenu = owner ? pageMenuFor(menus, owner.item) : null;
  const sections = sectionsOf(menus.headerMenu?.children ?? []);
  const section = sections.find((s) => s.id === sectionId) ?? null;
  const subSection =
    subSectionId === newSection
      ? null
      : (sectionsOf(section?.children ?? []).find((c) => c.id === subSectionId) ?? null);
  // A new sub-section is planned under its section; the page then goes below it. As a tab, the
  // page goes below the owner page's menu.
  const plannedParent: MenuItem | null = asTab
    ? owner && pageMenu && { ...owner.item, path: pageMenu.path, children: pageMenu.existing?.children ?? [] }
    : choice === 'main' && subSectionId === newSection && section
      ? // The server names the new sub-section's path by §5's segment rule: the page's address
        // must be the one it creates, or the site is sent to a path no menu has (issue 34).
        { ...section, path: `${section.path}/${pageNameToSegment(newSubSection)}`, children: [] }
      : parentFor(menus, choice, subSection);
  const plan = plannedPath(plannedParent, title, menus);
  const isNameValid = isNameWithinLimit;
  const isLocationValid =
    isNameValid(title) &&
    'path' in plan &&
    (asTab
      ? !!owner
      : choice !== 'main' || (!!section && (subSectionId !== newSection ? !!subSection : isNameValid(newSubSection))));
  const isPageMenuValid = !!pageMenu && (!!pageMenu.existing || isNameValid(pageMenuName));
  const bannerTitle = banner.elements[0]!.values.find(
    (v) => banner.fields.find((f) => f.id === v.fieldId)?.name === 'title',
  );
  const close = () => setModal(null);

  const next = () => {
    if (step === 'location' && asTab) {
      if (!pageMenuName && owner) setPageMenuName(owner.item.name.slice(0, pageNameLimit).trim());
      return setStep('pageMenu');
    }
    if (bannerTitle && !bannerTitle.value)
      setBanner(setValue(banner, banner.elements[0]!.id, bannerTitle.id, title.trim()));
    setStep('banner');
  };

  const create = async () => {
    setError(null);
    try {
      let parentId = asTab ? (owner?.item.id ?? '') : (plannedParent?.id ?? '');
      if (!asTab && choice === 'main' && subSectionId === newSection && section) {
        parentId = (await createMenu({ name: newSubSection.trim(), parentId: section.id })).id;
      }
      const name = bannerTitle?.value.trim() || title.trim();
      const created = await createPage({
        name,
        templates: [banner],
        menuDto: { name: title.trim(), parentId },
        ...(asTab && !pageMenu?.existing ? { pageMenuName: pageMenuName.trim() } : {}),
      });
      // The menus change: let the site load them again, then open the new page.
      clubStore.set(menusLoadedAtom, false);
      close();
      setEditMode(false);
      const path = 'path' in plan ? plan.path : asTab ? '/' : (created.menu?.path ?? '/');
      navigate(routeOfPath(path));
    } catch (e) {
      const apiError = toApiError(e);
      setError(apiError.code === 'PATH_TAKEN' ? t('create.taken') : apiError.message);
    }
  };

  const menuLabel = t(`create.menu.${choice}`);
  const info = !plannedParent
    ? ''
    : asTab
      ? t('create.infoTab', { where: [menuLabel, owner?.label, title].filter(Boolean).join(' › ') })
      : t('create.info', {
          where: [menuLabel, section?.name, subSection?.name ?? newSubSection, title].filter(Boolean).join(' › '),
        });
  const index = steps.indexOf(step);

  return (
    <Modal
      isOpen
      onClose={close}
      title={t('create.title')}
      className="editor-modal"
      footer={
        <>
          {index > 0 && (
            <button
              type="button"
              className="club-button club-button--secondary"
              onClick={() => setStep(steps[index - 1]!)}
            >
              {t('create.back')}
            </button>
          )}
          {step === 'banner' ? (
            <button
              type="button"
              className="club-button"
              disabled={!bannerTitle?.value.trim()}
              onClick={() => void create()}
            >
              {t('create.submit')}
            </button>
          ) : (
            <button
              type="button"
              className="club-button"
              disabled={step === 'location' ? !isLocationValid : !isPageMenuValid}
              onClick={next}
            >
              {t('create.next')}
            </button>
          )}
        </>
      }
    >
      <ol className="editor-steps" aria-label={t('create.progress')}>
        {steps.map((name, n) => (
          <li
            key={name}
            className={n === index ? 'editor-steps--current' : n < index ? 'editor-steps--done' : ''}
            aria-current={n === index ? 'step' : undefined}
          >
            {t(`create.steps.${name}`)}
          </li>
        ))}
      </ol>
      {step === 'location' && (
        <div className="editor-form">
          <fieldset className="editor-radios">
            <legend>{t('create.whichMenu')}</legend>
            {(['top', 'main', 'footer'] as MenuChoice[]).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="menu"
                  checked={choice === option}
                  onChange={() => {
                    setChoice(option);
                    setOwnerId('');
                  }}
                />{' '}
                {t(`create.menu.${option}`)}
              </label>
            ))}
          </fieldset>
          <label className="editor-check">
            <input type="checkbox" checked={asTab} onChange={(e) => setAsTab(e.target.checked)} /> {t('create.asTab')}
          </label>
          {asTab ? (
            <label className="editor-field__label">
              {t('create.ownerPage')}
              <select
                className="editor-field__input"
                value={ownerId}
                onChange={(e) => {
                  setOwnerId(e.target.value);
                  setPageMenuName('');
                }}
              >
                <option value="">{t('create.choose')}</option>
                {owners.map((o) => (
                  <option key={o.item.id} value={o.item.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            choice === 'main' && (
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
                      {sectionsOf(section.children).map((s) => (
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
            )
          )}
          <NameInput label={t('create.pageTitle')} value={title} onChange={setTitle} />
          {'error' in plan && plan.error === 'taken' && (
            <p className="editor-field__message" role="alert">
              {t('create.taken')}
            </p>
          )}
          {info && <p className="editor-info">{info}</p>}
        </div>
      )}
      {step === 'pageMenu' && owner && pageMenu && (
        <PageMenuStep
          owner={owner.item}
          existing={pageMenu.existing}
          name={pageMenuName}
          onNameChange={setPageMenuName}
          info={info}
        />
      )}
      {step === 'banner' && (
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
