import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { blockPreviewSlotAtom, type BlockPreviewSlot, type Template } from '@club/shared';
import { namespace } from '../../../locales';
import { compareRevision, type ComparedBlock } from '../lib/revision-compare';
import { blocksInWords } from '../lib/revision-words';
import './revision-compare.css';

/**
 * The width the blocks are laid out at before they are scaled into their column: the screen's own
 * width up to a desktop page. The site's CSS follows the viewport (media queries), so a phone
 * gets the phone layout of each block and a laptop the desktop one.
 */
const stageWidthFor = (viewportWidth: number) => Math.min(1200, Math.max(375, viewportWidth));

/**
 * One block as the site renders it (mf-content's component through the preview slot, as the
 * add-block chooser shows them), laid out at the stage width and scaled to the column. Inert:
 * it is looked at, never clicked into; its text is given to screen readers beside it.
 */
function RenderedBlock({ template, slot }: { template: Template; slot: BlockPreviewSlot }) {
  const box = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(() => ({ stageWidth: stageWidthFor(window.innerWidth), scale: 0.5, height: 0 }));
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = stage.current;
    if (!outer || !inner) return undefined;
    // The stage's layout height is unscaled: the box takes the scaled height, so blocks stack.
    // A resized window resizes the column too: the stage follows the new viewport.
    const measure = () => {
      const stageWidth = stageWidthFor(window.innerWidth);
      const scale = outer.clientWidth > 0 ? outer.clientWidth / stageWidth : 0.5;
      setSize({ stageWidth, scale, height: Math.ceil(inner.offsetHeight * scale) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  const { RenderBlock } = slot;
  return (
    <div ref={box} className="editor-revision__render" style={{ height: size.height }} aria-hidden="true" inert>
      <div
        ref={stage}
        className="editor-revision__stage"
        style={{ width: size.stageWidth, transform: `scale(${size.scale})` }}
      >
        <RenderBlock template={template} />
      </div>
    </div>
  );
}

/** One side of the comparison: its blocks top to bottom, each with its name and marks in words. */
function Side({ heading, blocks, version }: { heading: ReactNode; blocks: ComparedBlock[]; version: number }) {
  const { t } = useTranslation(namespace);
  const slot = useAtomValue(blockPreviewSlotAtom);
  const words = useMemo(
    () =>
      blocksInWords(
        blocks.map((b) => b.template),
        t,
      ),
    [blocks, t],
  );
  return (
    <section className="editor-revision__side">
      <h3 className="editor-revision__heading">{heading}</h3>
      <ol className="editor-revision__blocks">
        {blocks.map((block, index) => (
          <li
            key={block.key}
            className={`editor-revision__block${block.marks.map((m) => ` editor-revision__block--${m}`).join('')}`}
          >
            <p className="editor-revision__label">
              <strong>{words[index]?.name}</strong>
              {block.marks.map((mark) => (
                <span key={mark} className={`editor-revision__mark editor-revision__mark--${mark}`}>
                  {t(`history.marks.${mark}`, { version })}
                  {mark === 'changed' && block.fields.length > 0 && (
                    <>: {block.fields.map((name) => t(`fields.${name}`, { defaultValue: name })).join(', ')}</>
                  )}
                </span>
              ))}
            </p>
            {/* Screen readers and the no-renderer case read the block's first texts instead. */}
            <p className={slot ? 'editor-visually-hidden' : 'editor-revision__text'}>{words[index]?.text}</p>
            {slot && <RenderedBlock template={block.template} slot={slot} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A revision rendered next to today's page (issue 34, item 6), the blocks that differ marked in
 * words (added, removed, changed with the fields, moved), not by colour alone. Side by side from
 * 700 px, one above the other on a phone.
 */
export function RevisionCompare({
  version,
  when,
  author,
  templates,
  todayVersion,
  todayTemplates,
}: {
  version: number;
  when: string;
  author: string;
  templates: Template[];
  todayVersion: number;
  todayTemplates: Template[];
}) {
  const { t } = useTranslation(namespace);
  const comparison = useMemo(() => compareRevision(templates, todayTemplates), [templates, todayTemplates]);
  const heading = useRef<HTMLParagraphElement>(null);
  // Opened from a button that is gone now: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const isSame = comparison.today.every((b) => b.marks.length === 0) && templates.length === todayTemplates.length;
  return (
    <div className="editor-revision" role="region" aria-label={t('history.compareTitle', { version })}>
      <p ref={heading} tabIndex={-1} className="editor-revision__intro">
        {t('history.compareIntro', { version, when, author })} {isSame && <strong>{t('history.compareSame')}</strong>}
      </p>
      <div className="editor-revision__sides">
        <Side heading={t('history.revisionSide', { version, when })} blocks={comparison.revision} version={version} />
        <Side heading={t('history.todaySide', { version: todayVersion })} blocks={comparison.today} version={version} />
      </div>
    </div>
  );
}
