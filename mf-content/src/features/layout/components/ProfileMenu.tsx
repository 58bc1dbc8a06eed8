import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { profileImageAtom, sessionAtom } from '@club/shared';
import { permissions } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { initialsOf } from '../lib/initials';
import { signOut } from '../lib/sign-out';
// In the profile menu's own chunk (a signed-in person's): a chunk of its own added its name to
// the remote's runtime that every visitor of `/` loads.
import { EventsMenuItem } from './EventsMenuItem';

/** The avatar button of a logged-in user and its profile menu (a disclosure of links). */
export function ProfileMenu({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(sessionAtom);
  // Set by the members area once the profile (and its picture) is loaded.
  const profileImage = useAtomValue(profileImageAtom);
  const { pathname, hash } = useLocation();
  const where = pathname + hash;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === where;
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const name = user?.displayName || user?.email || '';
  // The ledger: administrators, and people given MANAGE_FINANCES on the roles page.
  const isTreasurer =
    user?.role.name === 'ADMINISTRATOR' || Boolean(user?.role.permissions.includes(permissions.manageFinances));
  // Messages: administrators write to groups; coaches (timetable editors) see what they sent.
  const writesMessages =
    user?.role.name === 'ADMINISTRATOR' || Boolean(user?.role.permissions.includes(permissions.writeCalendar));
  // Event sign-ups: whoever the API lets read them (administrators, WRITE_CONTENT).
  const organisesEvents =
    user?.role.name === 'ADMINISTRATOR' || Boolean(user?.role.permissions.includes(permissions.writeContent));

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setOpenAt(null);
      buttonRef.current?.focus();
    }
  };
  const close = () => setOpenAt(null);

  return (
    <div ref={rootRef} className={`profile-menu profile-menu--${variant}`} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__avatar"
        aria-label={t('topBar.profileMenu', { name })}
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpenAt(isOpen ? null : where)}
      >
        {profileImage ? (
          <img className="profile-menu__image" src={profileImage} alt="" width={40} height={40} />
        ) : (
          <span aria-hidden="true">{initialsOf(user?.displayName, user?.email)}</span>
        )}
      </button>
      {isOpen && (
        <ul id={menuId} className="profile-menu__list">
          <li className="profile-menu__name" aria-hidden="true">
            {name}
          </li>
          <li>
            <Link to="/members" onClick={close}>
              {t('topBar.profile')}
            </Link>
          </li>
          <li>
            <Link to="/members#associatedProfiles" onClick={close}>
              {t('topBar.associatedProfiles')}
            </Link>
          </li>
          <li>
            <Link to="/members#payments" onClick={close}>
              {t('topBar.paymentMethods')}
            </Link>
          </li>
          <li>
            <Link to="/my-data" onClick={close}>
              {t('topBar.myData')}
            </Link>
          </li>
          {user?.role.name === 'ADMINISTRATOR' ? (
            <>
              <li>
                <Link to="/applications" onClick={close}>
                  {t('topBar.applications')}
                </Link>
              </li>
              <li>
                <Link to="/members/roles" onClick={close}>
                  {t('topBar.roles')}
                </Link>
              </li>
            </>
          ) : null}
          {writesMessages ? (
            <li>
              <Link to="/members/messages" onClick={close}>
                {t('topBar.messages')}
              </Link>
            </li>
          ) : null}
          {organisesEvents ? <EventsMenuItem onNavigate={close} /> : null}
          {isTreasurer ? (
            <li>
              <Link to="/members/ledger" onClick={close}>
                {t('topBar.ledger')}
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" className="profile-menu__sign-out" onClick={() => void signOut()}>
              {t('topBar.signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
