import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { blockPreviewSlotAtom, Modal, siteConfigAtom, type BlockPreviewSlot, type TemplateType } from '@club/shared';
import { templateCatalogue, templateTypes, type Language } from '@club/shared/contracts';
import { demoMediaPath } from '@club/shared/contracts/endpoints/multimedia';
import { namespace } from '../../../locales';
import { hasSample, sampleTemplate } from '../lib/block-samples';
import { insertAt, newTemplate } from '../lib/template-ops';
import { chooserAtom, editingAtom } from '../model/atoms';
import { updateDraft } from '../model/draft';

// Blocks an administrator can add to a page (the chrome and members-only blocks aside).
const addable = templateTypes.filter((type) => !['FOOTER', 'SOCIAL_MEDIA', 'PERSONAL_INFO'].includes(type));

// The width the real block is laid out at before it is scaled down into its tile: a desktop page.
const stageWidth = 1200;

/**
 * The real block (mf-content's component, through the preview slot) with sample values in the
 * editor's language, laid out at desktop width and scaled down to the tile. Inert: a preview is
 * looked at, never clicked into; the tile's radio button takes the click.
 */
function LivePreview({ type, slot }: { type: TemplateType; slot: BlockPreviewSlot }) {
  const { i18n } = useTranslation(namespace);
  const { apiBaseUrl } = useAtomValue(siteConfigAtom);
  const lang: Language = i18n.language === 'en' ? 'en' : 'de';
  const template = useMemo(
    () => sampleTemplate(type, lang, `${apiBaseUrl.replace(/\/$/, '')}${demoMediaPath}`),
    [type, lang, apiBaseUrl],
  );
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.125);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => element.clientWidth > 0 && setScale(element.clientWidth / stageWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { RenderBlock } = slot;
  return (
    <div ref={box} className="editor-chooser__live" aria-hidden="true" inert>
      <div className="editor-chooser__stage" style={{ width: stageWidth, transform: `scale(${scale})` }}>
        <RenderBlock template={template} />
      </div>
    </div>
  );
}

/** The real block when mf-content offers its renderer and the type has sample values, else a sketch. */
function Preview({ type }: { type: TemplateType }) {
  const slot = useAtomValue(blockPreviewSlotAtom);
  return slot && hasSample(type) ? <LivePreview type={type} slot={slot} /> : <Sketch type={type} />;
}

/** A schematic picture of a template's fields: pictures as tiles, texts as lines. */
function Sketch({ type }: { type: TemplateType }) {
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
    setEditing({ part: 'page', index: position, isAdding: true });
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
