import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { goToLogin, isLoggedInAtom, profileImageAtom, sessionAtom, useApiData, type BlockProps } from '@club/shared';
import { fetchUser, ProfileForm, userKey } from '../features/profile';
import { namespace } from '../locales';

/** PERSONAL_INFO block: the same profile form on a content page (login prompt for visitors). */
export default function PersonalInfoBlock(_props: BlockProps) {
  const { t } = useTranslation(namespace);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const session = useAtomValue(sessionAtom);
  const userId = isLoggedIn && session ? session.id : null;
  const user = useApiData(userId ? userKey(userId) : null, () => fetchUser(userId ?? ''));
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
