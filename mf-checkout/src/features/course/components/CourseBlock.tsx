import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isLoggedInAtom, type BlockProps } from '@club/shared';
import { JoinCourseModal, joinSteps, storedCheckoutCourse, takeResumeStep, type JoinStep } from '../../join-course';
import { namespace } from '../../../locales';
import { courseInfoOf, formatEuro, scheduleLink } from '../lib/course-values';
import { NextDates } from './NextDates';
import './course.css';

interface ModalState {
  isOpen: boolean;
  step: JoinStep;
  returned: { checkoutId: string; resourcePath: string | null } | null;
}
const closedModal: ModalState = { isOpen: false, step: joinSteps.initial, returned: null };

/** COURSE block: the course's facts, a schedule link and (price above 0) the join button. */
export function CourseBlock({
  template,
  courseName,
  showName,
}: BlockProps & { courseName: string; showName?: boolean }) {
  const { t, i18n } = useTranslation(namespace);
  const info = courseInfoOf(template);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const [modal, setModal] = useState<ModalState>(closedModal);
  const setStep = useCallback((step: JoinStep) => setModal((current) => ({ ...current, step })), []);
  const formatPrice = useCallback((amount: number) => formatEuro(amount, i18n.language), [i18n.language]);
  const eventsGroupId = info.eventsGroupId;
  // Price 0 or a closed course: no booking (the server refuses it too). A full course's button is
  // the waiting list (the join modal opens straight at it).
  const canJoin = info.price > 0 && Boolean(eventsGroupId) && !info.isClosed;
  const isFull = info.placesLeft === 0;

  // Browser-only state (the provider's return, the step stored before login): read after mount.
  useEffect(() => {
    if (!canJoin || !eventsGroupId) return;
    const checkoutId = searchParams.get('id');
    if (checkoutId) {
      const course = storedCheckoutCourse(checkoutId);
      if (course && course !== eventsGroupId) return;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration
      setModal({
        isOpen: true,
        step: joinSteps.payment,
        returned: { checkoutId, resourcePath: searchParams.get('resourcePath') },
      });
      const next = new URLSearchParams(searchParams);
      next.delete('id');
      next.delete('resourcePath');
      setSearchParams(next, { replace: true });
      return;
    }
    // The waiting list's offer mail links here with ?join=<course>: that course's modal opens to
    // book the held place (offers mailed before 2026-11-24 say ?join=1).
    const join = searchParams.get('join');
    if (join === eventsGroupId || join === '1') {
      setModal({ isOpen: true, step: joinSteps.login, returned: null });
      const next = new URLSearchParams(searchParams);
      next.delete('join');
      setSearchParams(next, { replace: true });
      return;
    }
    const resume = takeResumeStep(isLoggedIn, eventsGroupId);
    if (resume && resume.step !== joinSteps.initial) setModal({ isOpen: true, step: resume.step, returned: null });
    // Runs once per course on arrival; later URL changes are our own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventsGroupId]);

  const close = () => setModal(closedModal);

  // Dates, times and places come from the calendar (NextDates), never from the template's copy.
  const facts: Array<[string, string]> = [[t('course.price'), info.price > 0 ? formatPrice(info.price) : '']];
  if (info.isClosed) facts.push([t('course.places'), t('course.closed')]);
  else if (canJoin && info.placesLeft !== null) {
    facts.push([t('course.places'), isFull ? t('course.full') : t('course.placesLeft', { count: info.placesLeft })]);
  }

  return (
    <section className="course-block" aria-label={courseName}>
      {showName ? <h2 className="course-block__name">{courseName}</h2> : null}
      <dl className="course-block__facts">
        {eventsGroupId ? (
          <div>
            <dt>{t('course.nextDates')}</dt>
            <dd>
              <NextDates eventsGroupId={eventsGroupId} />
            </dd>
          </div>
        ) : null}
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="course-block__text">
        {info.description && (
          <>
            <h3>{t('course.description')}</h3>
            <p>{info.description}</p>
          </>
        )}
        {info.trainers.length > 0 && (
          <>
            <h3>{t('course.trainers')}</h3>
            <ul className="course-block__trainers">
              {info.trainers.map((trainer) => (
                <li key={trainer.name}>
                  {trainer.picture && <img src={trainer.picture} alt="" width={48} height={48} loading="lazy" />}
                  <span>{trainer.name}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="course-block__actions">
          <Link to={scheduleLink(info)} className="club-button club-button--secondary">
            {t('course.schedule')}
          </Link>
          {canJoin && (
            <button type="button" className="club-button" onClick={() => setModal({ ...closedModal, isOpen: true })}>
              {isFull ? t('course.joinWaitingList') : t('course.join')}
            </button>
          )}
        </div>
      </div>
      {canJoin && eventsGroupId && (
        <JoinCourseModal
          isOpen={modal.isOpen}
          step={modal.step}
          onStep={setStep}
          onClose={close}
          course={{ name: courseName, price: info.price, eventsGroupId, isFull }}
          scheduleHref={scheduleLink(info)}
          returned={modal.returned}
          formatPrice={formatPrice}
        />
      )}
    </section>
  );
}
