import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { localesLoaded, profileImageAtom, sessionAtom } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { getUser, listUserCourses } from '@club/shared/contracts/endpoints/users';
import { getUserWallet } from '@club/shared/contracts/endpoints/wallets';
import { loadComingDates } from '../../date-answers';
import { loadMyEvents } from '../../my-events';
import { browserCanPush, loadPushSettings } from '../../push-settings';
import { FamilyProfiles } from '../../families';
import { MyMembershipPanel } from '../../membership';
import { CourseTable, OrderList, SideList, WaitingList } from '../../my-courses';
import { ProfileForm } from '../../profile';
import { namespace } from '../../../locales';
import './members-area.css';

// "Attending / not attending" for the coming dates arrives with the My Courses tab (issue 35).
const ComingDates = lazy(() =>
  loadComingDates().then(async (module) => {
    await localesLoaded();
    return { default: module.ComingDates };
  }),
);

// The member's event sign-ups, with the My Courses tab too (issue 35 item 3).
const MyEvents = lazy(() =>
  loadMyEvents().then(async (module) => {
    await localesLoaded();
    return { default: module.MyEvents };
  }),
);

// Push per kind, only in browsers that can push (issue 35 item 4).
const PushSettings = lazy(() =>
  loadPushSettings().then(async (module) => {
    await localesLoaded();
    return { default: module.PushSettings };
  }),
);

const tabs = [
  { hash: '', key: 'profile' },
  { hash: '#associatedProfiles', key: 'associatedProfiles' },
  { hash: '#payments', key: 'payments' },
  { hash: '#joinCourse', key: 'joinCourse' },
  { hash: '#myCourses', key: 'myCourses' },
] as const;

/** Profile, associated profiles, payment methods, join a course, My Courses (by URL hash). */
export function MembersArea({ userId }: { userId: string }) {
  const { t } = useTranslation(namespace);
  const { hash } = useLocation();
  const setProfileImage = useSetAtom(profileImageAtom);
  const isMember = useAtomValue(sessionAtom)?.role.name === 'MEMBER_USER';
  const user = useCall(getUser, { params: { userId } });
  const courses = useCall(listUserCourses, { params: { userId } });
  const wallet = useCall(getUserWallet, { params: { userId } });
  // The spec: a wallet that fails to load shows as an empty one.
  const walletData = wallet.error ? undefined : wallet.data?.data;
  const active = tabs.find((tab) => tab.hash === hash) ?? tabs[0];

  useEffect(() => {
    if (user.data) setProfileImage(user.data.profileImage);
  }, [user.data, setProfileImage]);

  const myCourses = courses.data ?? [];
  const statement = walletData?.walletStatement ?? [];
  // "No courses yet" only once the answer is there, never while it loads.
  const isLoadingCourses = courses.data === undefined && !courses.error;

  const body = () => {
    switch (active.key) {
      case 'associatedProfiles':
        return (
          <FamilyProfiles
            userId={userId}
            courses={myCourses}
            isLoadingCourses={isLoadingCourses}
            onChanged={() => void courses.refresh()}
          />
        );
      case 'payments':
        return (
          <>
            {isMember ? <MyMembershipPanel /> : <p>{t('MembersPage.paymentsText')}</p>}
            {walletData?.defaultDepositMethod && (
              <p>{t('MembersPage.defaultMethod', { method: 'Visa / Mastercard' })}</p>
            )}
          </>
        );
      case 'joinCourse':
        return (
          <>
            <p>{t('MembersPage.joinText')}</p>
            <Link className="club-button" to="/training">
              {t('MembersPage.toTraining')}
            </Link>
          </>
        );
      case 'myCourses':
        return (
          <>
            <CourseTable courses={myCourses} statement={statement} isLoading={isLoadingCourses} />
            <Suspense fallback={null}>
              <ComingDates userId={userId} />
            </Suspense>
            <Suspense fallback={null}>
              <MyEvents userId={userId} />
            </Suspense>
            <OrderList
              userId={userId}
              onChanged={() => {
                void courses.refresh();
                void wallet.refresh();
              }}
            />
            <WaitingList userId={userId} />
            {browserCanPush() ? (
              <Suspense fallback={null}>
                <PushSettings userId={userId} />
              </Suspense>
            ) : null}
          </>
        );
      default:
        if (user.error) return <p role="alert">{t('profile.loadFailed')}</p>;
        if (!user.data) return <p>{t('profile.loading')}</p>;
        return (
          <>
            <ProfileForm user={user.data} />
            <CourseTable courses={myCourses} statement={statement} isLoading={isLoadingCourses} />
          </>
        );
    }
  };

  return (
    <section className="members-area">
      <h1 className="members-area__title">{t('MembersPage.heading')}</h1>
      <nav className="members-area__tabs" aria-label={t('MembersPage.tabs')}>
        {tabs.map((tab) => (
          <Link key={tab.key} to={`/members${tab.hash}`} aria-current={tab === active ? 'page' : undefined}>
            {t(`MembersPage.${tab.key}`)}
          </Link>
        ))}
      </nav>
      <div className="members-area__layout">
        <div className="members-area__main">
          <h2 className="members-area__section">{t(`MembersPage.${active.key}`)}</h2>
          {body()}
        </div>
        <SideList
          courses={myCourses}
          statement={statement}
          creditCents={walletData?.creditCents ?? 0}
          isLoading={isLoadingCourses}
        />
      </div>
    </section>
  );
}
