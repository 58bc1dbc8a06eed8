import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ClassForm, Modal, toApiError } from '@club/shared';
import { classFormSchema, classMessages } from '@club/shared/contracts';
import type { ChangeScope, EventsGroup, ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { createSchedule, deleteSchedule, fetchRemovalCount, updateSchedule } from '../api/schedule-writes';
import { emptyClassForm, formOfEntry, toScheduleInput } from '../lib/class-form';
import { ClassFormFields } from './ClassFormFields';
import { ConfirmDelete } from './ConfirmDelete';
import { CustomRecurrenceModal } from './CustomRecurrenceModal';
import './class-editor.css';

export type EditorTarget = { kind: 'add'; date: string } | { kind: 'edit'; entry: ScheduleEntry };

interface ClassEditorProps {
  target: EditorTarget;
  courses: EventsGroup[];
  courseId: string;
  onClose: () => void;
  /** `date`: the day the coach saved (YYYY-MM-DD), so the schedule can show its week. */
  onSaved: (entries: ScheduleEntry[], date: string) => void;
  onDeleted: (entry: ScheduleEntry, scope: ChangeScope) => void;
}

/** The add class / edit class modal with the custom recurrence modal (§2, §5, §9). */
export function ClassEditor({ target, courses, courseId, onClose, onSaved, onDeleted }: ClassEditorProps) {
  const { t } = useTranslation(namespace);
  const entry = target.kind === 'edit' ? target.entry : null;
  const form = useForm<ClassForm>({
    resolver: valibotResolver(classFormSchema),
    defaultValues: entry ? formOfEntry(entry) : emptyClassForm(courseId, target.kind === 'add' ? target.date : ''),
    // Validate on save, then as the coach corrects: a message appearing on blur would shift the
    // Save button away from under a pointer that is pressing it.
    mode: 'onSubmit',
  });
  const [scope, setScope] = useState<ChangeScope>(entry?.recurrence ? 'occurrence' : 'series');
  const [isCustomOpen, setCustomOpen] = useState(false);
  const [hasCustom, setHasCustom] = useState(form.getValues('repeat') === 'CUSTOM');
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [removalCount, setRemovalCount] = useState<number | null>(null);

  // The API words its refusals for people ("Classes are overlapping"); anything else gets the spec's text.
  const failWith = (error: unknown) => {
    const apiError = toApiError(error);
    setGeneralError(
      apiError.code === 'unknownErrorCode' ? t(classMessages.unableToStore, { ns: 'common' }) : apiError.message,
    );
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setGeneralError(null);
    try {
      await action();
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      const input = toScheduleInput(values, entry?.name);
      const saved = entry ? await updateSchedule({ ...input, id: entry.id, scope }) : await createSchedule(input);
      if (!saved || saved.length === 0) {
        setGeneralError(t(classMessages.unableToStore, { ns: 'common' }));
        return;
      }
      onSaved(saved, values.date);
    }),
  );

  // Delete first asks, naming how many dates go; the confirmation deletes.
  const onDelete = () =>
    run(async () => {
      if (!entry) return;
      setRemovalCount(await fetchRemovalCount(entry.id, scope));
    });
  const onConfirmDelete = () =>
    run(async () => {
      if (!entry) return;
      await deleteSchedule(entry.id, scope);
      setRemovalCount(null);
      onDeleted(entry, scope);
    });

  const onRestore = () =>
    run(async () => {
      if (!entry) return;
      const input = toScheduleInput(form.getValues(), entry.name);
      onSaved(
        await updateSchedule({ ...input, id: entry.id, scope: 'occurrence', cancelled: false }),
        input.startDateTime.slice(0, 10),
      );
    });

  const formId = `class-form-${entry?.id ?? 'new'}`;
  return (
    <FormProvider {...form}>
      <Modal
        isOpen={!isCustomOpen && removalCount === null}
        title={entry ? t('editor.editTitle') : t('editor.addTitle')}
        onClose={onClose}
        className="class-editor"
        footer={
          <>
            {entry?.cancelled ? (
              <button
                type="button"
                className="club-button club-button--secondary"
                disabled={isBusy}
                onClick={onRestore}
              >
                {t('editor.restore')}
              </button>
            ) : null}
            {entry ? (
              <button type="button" className="club-button class-editor__delete" disabled={isBusy} onClick={onDelete}>
                {t('editor.delete')}
              </button>
            ) : null}
            <button type="button" className="club-button club-button--secondary" onClick={onClose}>
              {t('editor.cancel')}
            </button>
            <button type="submit" form={formId} className="club-button" disabled={isBusy}>
              {t('editor.save')}
            </button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
          {generalError ? (
            <p role="alert" className="class-editor__error">
              {generalError}
            </p>
          ) : null}
          <ClassFormFields
            courses={courses}
            isRecurringEntry={!!entry?.recurrence}
            scope={scope}
            onScope={setScope}
            onOpenCustom={() => setCustomOpen(true)}
          />
        </form>
      </Modal>
      <ConfirmDelete
        count={removalCount}
        scope={scope}
        isBusy={isBusy}
        onConfirm={onConfirmDelete}
        onCancel={() => setRemovalCount(null)}
      />
      <CustomRecurrenceModal
        isOpen={isCustomOpen}
        startsFresh={!hasCustom}
        onDone={(custom) => {
          form.setValue('custom', custom, { shouldValidate: true });
          form.setValue('repeat', 'CUSTOM');
          setHasCustom(true);
          setCustomOpen(false);
        }}
        onCancel={() => {
          // Cancelling the first custom rule leaves the class not repeating, as before.
          if (!hasCustom) form.setValue('repeat', 'NONE');
          setCustomOpen(false);
        }}
      />
    </FormProvider>
  );
}
