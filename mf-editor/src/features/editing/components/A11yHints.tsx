import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { AccessibilityHint } from '@club/shared/contracts';
import { contentAtom } from '@club/shared';
import { namespace } from '../../../locales';
import { a11yHintsAtom, clearAccessibilityHints } from '../model/a11y-hints';
import { editingAtom } from '../model/atoms';
import './a11y.css';

/**
 * The hints of the last save, under the bar's row, each with a button that opens its block. The
 * live region holds only the sentence a screen reader announces after a save (how many hints, or
 * none); the list with its buttons sits beside it as a labelled region, so nothing interactive is
 * read out as a status.
 */
export function A11yHints() {
  const { t } = useTranslation(namespace);
  const hints = useAtomValue(a11yHintsAtom);
  const page = useAtomValue(contentAtom).draft.page;
  const edit = useSetAtom(editingAtom);
  const blockName = (hint: AccessibilityHint) => {
    const type = page?.templates[hint.templateIndex]?.type ?? '';
    return `${t(`types.${type}`, { defaultValue: type })} (${hint.templateIndex + 1})`;
  };
  const message = (hint: AccessibilityHint) =>
    hint.kind === 'headingSkipped'
      ? // One level missing, or several (h4 after an h1: levels 2 to 3).
        t(hint.level - hint.previous > 2 ? 'a11y.headingsSkipped' : 'a11y.headingSkipped', {
          block: blockName(hint),
          level: hint.level,
          previous: hint.previous,
          missing: hint.previous + 1,
          last: hint.level - 1,
          text: hint.text,
        })
      : t('a11y.vagueLink', { block: blockName(hint), text: hint.text });
  const summary =
    hints === null ? '' : hints.length === 0 ? t('a11y.noHints') : t('a11y.hintsTitle', { count: hints.length });
  return (
    <div className="editor-a11y">
      <p
        className={hints !== null && hints.length === 0 ? 'editor-a11y__none' : 'editor-visually-hidden'}
        role="status"
      >
        {summary}
      </p>
      {hints !== null && hints.length > 0 && (
        <section className="editor-a11y__hints" aria-labelledby="editor-a11y-title">
          <div className="editor-a11y__head">
            <h2 id="editor-a11y-title" className="editor-a11y__title">
              {t('a11y.hintsTitle', { count: hints.length })}
            </h2>
            <button type="button" className="editor-a11y__close" onClick={clearAccessibilityHints}>
              {t('a11y.close')}
            </button>
          </div>
          <ul className="editor-a11y__list">
            {hints.map((hint, index) => (
              <li key={index} className="editor-a11y__hint">
                <span>{message(hint)}</span>
                <button
                  type="button"
                  className="editor-a11y__go"
                  onClick={() => edit({ part: 'page', index: hint.templateIndex })}
                >
                  {t('a11y.go', { block: blockName(hint) })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
