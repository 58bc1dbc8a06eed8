import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasWriteCalendarAtom, isLoggedInAtom, localesLoaded, organizationAtom } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import {
  getCourseFeedLinks,
  getMyFeedLinks,
  getScheduleWindow,
  listCategories,
  listMyCourses,
} from '@club/shared/contracts/endpoints/calendar';
import type { EventsGroup, ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { AttendanceExport, loadParticipantsModal } from '../../attendance';
import { ClassEditor, type EditorTarget } from '../../class-editor';
import { CourseMoneyRulesForm } from '../../course-rules';
import { shiftWeek, todayInClub, WeekCalendar, weekOf, weekWindow } from '../../week-calendar';
import { visibleCourses } from '../lib/courses';
import { mergeDeleted, mergeSaved } from '../lib/merge';
import { myCoursesCategory, type SelectionState } from '../model/selection';
import { ClassInfoModal } from './ClassInfoModal';
import { CourseMailsToggle } from './CourseMailsToggle';
import { FeedLinksLine } from './FeedLinksLine';
import { CourseSelects } from './CourseSelects';
import './training-schedule.css';

// The coach's participants dialog (and its texts) arrives when a coach opens it (issue 35).
const ParticipantsModal = lazy(() =>
  loadParticipantsModal().then(async (module) => {
    await localesLoaded();
    return { default: module.ParticipantsModal };
  }),
);

interface TrainingScheduleProps {
  selectionState: SelectionState;
  title?: string;
  /** 'h1' on the training page, 'h2' as a block inside a content page. */
  headingLevel?: 'h1' | 'h2';
  /** Forces the class editor on click (the editor's edit mode). */
  isEditModeOn?: boolean;
}

/** The training schedule: course choice, week calendar, class details and, for coaches, editing. */
/** Edit controls are hidden at 576 px and below (spec §"Edit controls ... hidden on narrow screens"). */
const isNarrowScreen = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 576px)').matches;

/** "12.01.2027" / "12/01/2027" of YYYY-MM-DD. */
const formatDay = (date: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'de-DE', { timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

export function TrainingSchedule({ selectionState, title, headingLevel = 'h1', isEditModeOn }: TrainingScheduleProps) {
  const { t, i18n } = useTranslation(namespace);
  const [selection, select] = selectionState;
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const canEdit = useAtomValue(hasWriteCalendarAtom);
  const organization = useAtomValue(organizationAtom);
  const [openEntry, setOpenEntry] = useState<ScheduleEntry | null>(null);
  const [editorTarget, setEditorTarget] = useState<EditorTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [participantsOf, setParticipantsOf] = useState<ScheduleEntry | null>(null);

  const categories = useCall(listCategories, {});
  // My Courses only for a logged-in person (a visitor token gets 403, which would clear storage).
  const myCourses = useCall(listMyCourses, isLoggedIn ? {} : null);
  const allCourses = (categories.data ?? []).flatMap((c) => c.eventsGroups);
  const isMine = selection.categoryId === myCoursesCategory;
  const lang = i18n.language === 'en' ? 'en' : 'de';
  const myFeed = useCall(getMyFeedLinks, isLoggedIn && isMine ? { query: { lang } } : null);
  const categoryId =
    selection.categoryId ?? allCourses.find((g) => g.id === selection.eventsGroupId)?.categoryId ?? null;
  const courses: EventsGroup[] = isMine
    ? (myCourses.data ?? [])
    : visibleCourses(allCourses.filter((g) => g.categoryId === categoryId));
  const course = [...allCourses, ...(myCourses.data ?? [])].find((g) => g.id === selection.eventsGroupId) ?? null;

  const today = todayInClub();
  const week = weekOf(selection.week ?? today, i18n.language === 'en' ? 'en' : 'de');
  const scheduleRange = weekWindow(week.start);
  // No deduping: coming back to a week after a save elsewhere must show the new dates.
  const schedule = useCall(
    getScheduleWindow,
    course ? { query: { ...scheduleRange, eventsGroupId: course.id } } : null,
    {
      dedupingInterval: 0,
    },
  );

  const Heading = headingLevel;
  const courseFeed = useCall(
    getCourseFeedLinks,
    course && organization ? { params: { eventsGroupId: course.id }, query: { lang } } : null,
  );
  const onOpen = (entry: ScheduleEntry) => {
    if (isEditModeOn && canEdit && !isNarrowScreen()) setEditorTarget({ kind: 'edit', entry });
    else setOpenEntry(entry);
  };
  const weekRange = { from: week.start, to: week.days[6]?.date ?? week.start };

  return (
    <section className="training-schedule" aria-label={title || t('schedule.heading')}>
      <Heading className="training-schedule__title">{title || t('schedule.heading')}</Heading>
      <div className="training-schedule__bar">
        <CourseSelects
          categories={categories.data ?? []}
          courses={courses}
          categoryId={isMine ? myCoursesCategory : categoryId}
          eventsGroupId={course ? course.id : null}
          showMyCourses={isLoggedIn}
          onCategory={(id) => select({ categoryId: id, eventsGroupId: null })}
          onCourse={(id) => select({ categoryId: isMine ? myCoursesCategory : categoryId, eventsGroupId: id })}
        />
        <div className="training-schedule__links">
          {course && (course.url || course.path) ? (
            <a className="club-button club-button--secondary" href={course.url || course.path || undefined}>
              {t('schedule.viewCourse')}
            </a>
          ) : null}
          {canEdit && course ? (
            <button
              type="button"
              className="club-button training-schedule__edit-control"
              onClick={() =>
                setEditorTarget({ kind: 'add', date: week.days.some((d) => d.date === today) ? today : week.start })
              }
            >
              {t('schedule.addClass')}
            </button>
          ) : null}
        </div>
      </div>
      {categories.error ? (
        <p role="alert" className="training-schedule__error">
          {t('schedule.loadError')}
        </p>
      ) : null}
      {isMine && myFeed.data ? <FeedLinksLine links={myFeed.data} label={t('schedule.subscribeMine')} /> : null}
      {isMine && isLoggedIn ? <CourseMailsToggle /> : null}
      {notice ? (
        <p role="status" className="training-schedule__notice">
          {notice}
        </p>
      ) : null}
      {!course ? (
        <p className="training-schedule__empty">{t('schedule.noCourse')}</p>
      ) : (
        <>
          <WeekCalendar
            week={week}
            entries={schedule.data ?? []}
            today={today}
            isLoading={schedule.isLoading}
            onPrevious={() => select({ week: shiftWeek(week.start, -1) })}
            onNext={() => select({ week: shiftWeek(week.start, 1) })}
            onOpen={onOpen}
          />
          {schedule.error ? (
            <p role="alert" className="training-schedule__error">
              {t('schedule.loadError')}{' '}
              <button
                type="button"
                className="club-button club-button--secondary"
                onClick={() => void schedule.refresh()}
              >
                {t('schedule.retry')}
              </button>
            </p>
          ) : null}
          {canEdit ? <AttendanceExport eventsGroupId={course.id} today={today} /> : null}
          {canEdit ? <CourseMoneyRulesForm eventsGroupId={course.id} /> : null}
          {courseFeed.data ? <FeedLinksLine links={courseFeed.data} label={t('schedule.subscribe')} /> : null}
        </>
      )}
      <ClassInfoModal
        entry={openEntry}
        course={course}
        onClose={() => setOpenEntry(null)}
        onParticipants={
          canEdit
            ? (entry) => {
                setOpenEntry(null);
                setParticipantsOf(entry);
              }
            : undefined
        }
        onEdit={
          canEdit
            ? (entry) => {
                setOpenEntry(null);
                setEditorTarget({ kind: 'edit', entry });
              }
            : undefined
        }
      />
      {participantsOf ? (
        <Suspense fallback={null}>
          <ParticipantsModal entry={participantsOf} onClose={() => setParticipantsOf(null)} />
        </Suspense>
      ) : null}
      {editorTarget && course ? (
        <ClassEditor
          target={editorTarget}
          courses={courses.some((c) => c.id === course.id) ? courses : [course, ...courses]}
          courseId={course.id}
          onClose={() => setEditorTarget(null)}
          onSaved={(saved, date) => {
            void schedule.refresh((current) => mergeSaved(current ?? [], saved, weekRange), { revalidate: true });
            setEditorTarget(null);
            // Show the week of the saved date (a class added in a later week appears there).
            const savedWeek = weekOf(date, i18n.language === 'en' ? 'en' : 'de').start;
            if (savedWeek !== week.start) select({ week: savedWeek });
            setNotice(t('editor.savedWeek', { date: formatDay(date, i18n.language) }));
          }}
          onDeleted={(entry, scope) => {
            void schedule.refresh((current) => mergeDeleted(current ?? [], entry, scope), { revalidate: true });
            setEditorTarget(null);
          }}
        />
      ) : null}
    </section>
  );
}
