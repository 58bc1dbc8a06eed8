import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { goToLogin, isLoggedInAtom, profileImageAtom, sessionAtom, type BlockProps } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { getUser } from '@club/shared/contracts/endpoints/users';
import { ProfileForm } from '../features/profile';
import { namespace } from '../locales';

/** PERSONAL_INFO block: the same profile form on a content page (login prompt for visitors). */
export default function PersonalInfoBlock(_props: BlockProps) {
  const { t } = useTranslation(namespace);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const session = useAtomValue(sessionAtom);
  const userId = isLoggedIn && session ? session.id : null;
  const user = useCall(getUser, userId ? { params: { userId } } : null);
  const setProfileImage = useSetAtom(profileImageAtom);
  useEffect(() => {
    if (user.data) setProfileImage(user.data.profileImage);
  }, [user.data, setProfileImage]);

  return (
    <section className="personal-info" data-remote="mf-members" data-expose="PersonalInfoBlock">
      <h2>{t('PersonalInfoBlock.heading')}</h2>
      {!userId ? (
        <div>
          <p>{t('PersonalInfoBlock.loginPrompt')}</p>
          <button type="button" className="club-button" onClick={goToLogin}>
            {t('PersonalInfoBlock.login')}
          </button>
        </div>
      ) : user.data ? (
        <ProfileForm user={user.data} />
      ) : user.error ? (
        <p role="alert">{t('profile.loadFailed')}</p>
      ) : (
        <p>{t('profile.loading')}</p>
      )}
    </section>
  );
}
