import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { clubStore, contentAtom, Modal, type ContentPage } from '@club/shared';
import { formatBerlinDateTime } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { fetchPage } from '../api/content-api';
import { comparePages, type Difference } from '../lib/compare';
import { mergeOnTheirs, type MergeChoices, type MergeConflict } from '../lib/merge';
import { conflictAtom, type Part } from '../model/atoms';
import { publish } from '../model/draft';
import { saveChanges } from '../model/save';

const current = (part: Part) => clubStore.get(contentAtom).draft[part];

/** Their version becomes the published copy; the draft keeps my edits, based on their version. */
function rebase(part: Part, mine: ContentPage, theirs: ContentPage): void {
  clubStore.set(contentAtom, (copies) => ({
    published: { ...copies.published, [part]: theirs },
    draft: { ...copies.draft, [part]: { ...mine, version: theirs.version } },
  }));
}

/**
 * Someone saved the page after it was opened here (409). Nothing is lost: their save is live
 * (and in the history); my changes stay in the draft until the user decides: load theirs, keep
 * mine, or first compare both side by side.
 */
export function ConflictModal() {
  const { t } = useTranslation(namespace);
  const [conflict, setConflict] = useAtom(conflictAtom);
  const [theirs, setTheirs] = useState<ContentPage | null>(null);
  const [isComparing, setIsComparing] = useState(false);
  // Where both changed the same field: whose value to keep, per field (mine unless chosen).
  const [choices, setChoices] = useState<MergeChoices>({});
  // Their saved page, fetched as the dialog opens: it says who saved and when, in the user's
  // language (the API's 409 message is English), and it is what "compare" shows.
  useEffect(() => {
    const id = conflict ? current(conflict.part)?.id : undefined;
    if (!id) return;
    let isOpen = true;
    fetchPage(id)
      .then((page) => isOpen && setTheirs(page))
      .catch(() => undefined);
    return () => {
      isOpen = false;
    };
  }, [conflict]);
  if (!conflict) return null;
  const close = () => {
    setTheirs(null);
    setIsComparing(false);
    setChoices({});
    setConflict(null);
  };
  const latest = async () => theirs ?? (await fetchPage(current(conflict.part)!.id));
  const reload = async () => {
    if (current(conflict.part)) publish(conflict.part, await latest());
    close();
  };
  const keepMine = async (thenSave: boolean) => {
    const mine = current(conflict.part);
    const base = clubStore.get(contentAtom).published[conflict.part];
    const their = await latest();
    // My edits go on top of their version per block and field: their changes elsewhere stay.
    if (mine) rebase(conflict.part, base ? mergeOnTheirs(base, mine, their, choices).merged : mine, their);
    close();
    // From the comparison "keep mine" means: save them now, on top of their version.
    if (thenSave) await saveChanges();
  };
  const compare = async () => {
    if (!current(conflict.part)) return;
    setTheirs(await latest());
    setIsComparing(true);
  };
  const mine = current(conflict.part);
  const differences = isComparing && theirs && mine ? comparePages(theirs, mine) : null;

  return (
    <Modal
      isOpen
      onClose={close}
      title={differences ? t('conflict.compareTitle') : t('conflict.title')}
      className={differences ? 'editor-modal editor-modal--wide' : undefined}
      footer={
        differences ? (
          <>
            <button type="button" className="club-button club-button--secondary" onClick={() => void reload()}>
              {t('conflict.takeTheirs')}
            </button>
            <button type="button" className="club-button" onClick={() => void keepMine(true)}>
              {t('conflict.keepMineAndSave')}
            </button>
          </>
        ) : (
          <>
            {/* The destructive choice is secondary and says what it throws away; keeping my edits
                (merged per field) is the primary one (issue 34, defect 6). */}
            <button type="button" className="club-button club-button--secondary" onClick={() => void reload()}>
              {t('conflict.reload')}
            </button>
            <button type="button" className="club-button club-button--secondary" onClick={() => void compare()}>
              {t('conflict.compare')}
            </button>
            <button type="button" className="club-button" onClick={() => void keepMine(false)}>
              {t('conflict.keepMine')}
            </button>
          </>
        )
      }
    >
      {differences ? (
        <CompareTable differences={differences} theirs={theirs!} />
      ) : (
        <>
          <p>{t('conflict.text')}</p>
          {theirs ? <SavedBy theirs={theirs} /> : null}
          {theirs && mine ? (
            <MergeOutlook
              part={conflict.part}
              mine={mine}
              theirs={theirs}
              choices={choices}
              onChoose={(key, side) => setChoices((current) => ({ ...current, [key]: side }))}
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}

interface OutlookProps {
  part: Part;
  mine: ContentPage;
  theirs: ContentPage;
  choices: MergeChoices;
  onChoose: (key: string, side: 'mine' | 'theirs') => void;
}

/**
 * What "keep mine" will do: combine without asking, or, where both changed the same field, a
 * choice per field between my value and theirs (mine preselected). Blocks or entries one side
 * removed and the other changed keep theirs and are only named.
 */
function MergeOutlook({ part, mine, theirs, choices, onChoose }: OutlookProps) {
  const { t } = useTranslation(namespace);
  const base = useAtomValue(contentAtom).published[part];
  if (!base) return null;
  const { conflicts } = mergeOnTheirs(base, mine, theirs, choices);
  if (conflicts.length === 0) return <p>{t('conflict.mergeClean')}</p>;
  const whereOf = (c: MergeConflict) =>
    [
      c.templateType && t(`types.${c.templateType}`, { defaultValue: c.templateType }),
      c.choice?.entry ? t('conflict.entry', { number: c.choice.entry }) : null,
      c.field && t(c.field === 'name' ? 'conflict.pageName' : `fields.${c.field}`, { defaultValue: c.field }),
    ]
      .filter(Boolean)
      .join(' · ');
  const asked = conflicts.filter((c) => c.choice);
  const kept = conflicts.filter((c) => !c.choice);
  const shown = (text: string) => text || t('conflict.empty');
  return (
    <>
      {asked.length > 0 && (
        <div className="editor-conflict-choices">
          <p role="alert">{t('conflict.chooseIntro')}</p>
          {asked.map((c) => {
            const { key, mine: my, theirs: their } = c.choice!;
            const side = choices[key] ?? 'mine';
            return (
              <fieldset key={key} className="editor-conflict-choice">
                <legend>{whereOf(c)}</legend>
                <label>
                  <input
                    type="radio"
                    name={`choice-${key}`}
                    checked={side === 'mine'}
                    onChange={() => onChoose(key, 'mine')}
                  />
                  <span>
                    {t('conflict.chooseMine')}: <q>{shown(my)}</q>
                  </span>
                </label>
                <label>
                  <input
                    type="radio"
                    name={`choice-${key}`}
                    checked={side === 'theirs'}
                    onChange={() => onChoose(key, 'theirs')}
                  />
                  <span>
                    {t('conflict.chooseTheirs')}: <q>{shown(their)}</q>
                  </span>
                </label>
              </fieldset>
            );
          })}
        </div>
      )}
      {kept.length > 0 && <p>{t('conflict.keptTheirs', { where: kept.map(whereOf).join(', ') })}</p>}
    </>
  );
}

/** "Saved by … at … (version n).", from their page (the API's 409 text when it names nobody). */
function SavedBy({ theirs }: { theirs: ContentPage }) {
  const { t, i18n } = useTranslation(namespace);
  const conflict = useAtomValue(conflictAtom);
  const text = theirs.updatedAt
    ? t('conflict.savedBy', {
        who: theirs.updatedBy ?? t('conflict.someone'),
        when: formatBerlinDateTime(theirs.updatedAt, i18n.language),
        version: theirs.version,
      })
    : conflict?.message;
  return <p className="editor-muted">{text}</p>;
}

interface CompareProps {
  differences: Difference[];
  theirs: ContentPage;
}

function CompareTable({ differences, theirs }: CompareProps) {
  const { t } = useTranslation(namespace);
  const where = (d: Difference) => {
    if (d.position < 0) return t('conflict.pageName');
    const block = `${d.position + 1}. ${t(`types.${d.templateType}`, { defaultValue: d.templateType })}`;
    const entry = d.entry ? ` · ${t('conflict.entry', { number: d.entry })}` : '';
    const field = d.field ? ` · ${t(`fields.${d.field}`, { defaultValue: d.field })}` : '';
    return block + entry + field;
  };
  const shown = (text: string | null) =>
    text === null ? (
      <em className="editor-muted">{t('conflict.absent')}</em>
    ) : (
      text || <em className="editor-muted">{t('conflict.empty')}</em>
    );
  return (
    <>
      <SavedBy theirs={theirs} />
      {differences.length === 0 ? (
        <p>{t('conflict.same')}</p>
      ) : (
        <table className="editor-compare">
          <caption className="editor-visually-hidden">{t('conflict.compareTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('conflict.where')}</th>
              <th scope="col">{t('conflict.theirs')}</th>
              <th scope="col">{t('conflict.mine')}</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((d) => (
              <tr key={d.key}>
                <th scope="row">{where(d)}</th>
                <td>{shown(d.theirs)}</td>
                <td className="editor-compare__mine">{shown(d.mine)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
