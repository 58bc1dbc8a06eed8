import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { goToLogin, isLoggedInAtom, Modal, sessionAtom } from '@club/shared';
import { PaymentStep, type PaymentCourse } from '../../payment';
import { namespace } from '../../../locales';
import { joinSteps, storeCheckout, storeResumeStep, type JoinStep } from '../lib/step-storage';
import './join-course.css';

interface Props {
  isOpen: boolean;
  step: JoinStep;
  onStep: (step: JoinStep) => void;
  /** Closing resets the modal to its initial step. */
  onClose: () => void;
  course: PaymentCourse;
  scheduleHref: string;
  returned: { checkoutId: string; resourcePath: string | null } | null;
  formatPrice: (amount: number) => string;
}

/** The join-course modal: initial -> login -> payment -> successful. */
export function JoinCourseModal({ isOpen, step, onStep, onClose, course, scheduleHref, returned, formatPrice }: Props) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const session = useAtomValue(sessionAtom);
  const onPaid = useCallback(() => onStep(joinSteps.successful), [onStep]);
  const onCheckout = useCallback(
    (checkoutId: string) => storeCheckout(checkoutId, course.eventsGroupId),
    [course.eventsGroupId],
  );

  const login = () => {
    // After the login round trip the modal reopens here, at the payment step.
    storeResumeStep(joinSteps.payment, course.eventsGroupId);
    goToLogin();
  };

  const titles: Record<JoinStep, string> = {
    0: t('join.initialTitle'),
    1: t('join.loginTitle'),
    2: t('join.paymentTitle'),
    3: t('join.successTitle'),
  };

  const body = () => {
    switch (step) {
      case joinSteps.initial:
        return (
          <>
            <p>
              {course.isFull
                ? t('join.initialFullText', { course: course.name })
                : t('join.initialText', { course: course.name, price: formatPrice(course.price) })}
            </p>
            <button type="button" className="club-button" onClick={() => onStep(joinSteps.login)}>
              {t('join.continue')}
            </button>
          </>
        );
      case joinSteps.login:
        return isLoggedIn && session ? (
          <>
            <p>{t('join.loggedInAs', { name: session.displayName || session.email })}</p>
            <div className="join-course__actions">
              <button type="button" className="club-button" onClick={() => onStep(joinSteps.payment)}>
                {t('join.continue')}
              </button>
              <button type="button" className="join-course__link" onClick={login}>
                {t('join.notYou')}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{t('join.loginPrompt')}</p>
            <div className="join-course__actions">
              <button type="button" className="club-button" onClick={login}>
                {t('join.login')}
              </button>
              <button type="button" className="join-course__link" onClick={login}>
                {t('join.signUp')}
              </button>
            </div>
          </>
        );
      case joinSteps.payment:
        if (!isLoggedIn || !session) return <p>{t('join.loginPrompt')}</p>;
        return (
          <PaymentStep
            course={course}
            userId={session.id}
            userName={session.displayName || session.email}
            returned={returned}
            onCheckout={onCheckout}
            onPaid={onPaid}
            formatPrice={formatPrice}
          />
        );
      default:
        return (
          <>
            <p>{t('join.successText', { course: course.name })}</p>
            <div className="join-course__actions">
              <Link className="club-button club-button--secondary" to={scheduleHref}>
                {t('join.viewSchedule')}
              </Link>
              <button type="button" className="club-button" onClick={() => navigate('/members')}>
                {t('join.done')}
              </button>
            </div>
          </>
        );
    }
  };

  return (
    <Modal isOpen={isOpen} title={titles[step]} onClose={onClose} className="join-course">
      <ol className="join-course__progress" aria-label={t('join.progress')}>
        {[0, 1, 2, 3].map((index) => (
          <li
            key={index}
            aria-current={index === step ? 'step' : undefined}
            className={index < step ? 'is-done' : undefined}
          >
            <span className="join-course__sr">{titles[index as JoinStep]}</span>
          </li>
        ))}
      </ol>
      {body()}
    </Modal>
  );
}
