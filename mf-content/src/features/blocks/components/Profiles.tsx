import { altTextOf, elementsOf } from '@club/shared/contracts';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { Picture } from '../../../components/Picture';
import type { BlockProps } from '../model/block-props';
import '../../../components/blocks.css';
import './profiles.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** PROFILES: cards with picture, name, role, e-mail (mailto), phone (tel) and address. */
export function Profiles({ template }: BlockProps) {
  const { t } = useTranslation(namespace);
  return (
    <section className="block profiles">
      <ul className="profiles__list">
        {elementsOf('PROFILES', template).map(({ id, values }) => (
          <li key={id} className="profiles__card">
            {values.picture ? (
              // A 128 px circle (profiles.css).
              <Picture
                className="profiles__picture"
                src={values.picture}
                alt={altTextOf(values.pictureAlt)}
                sizes="128px"
                width={128}
                height={128}
                loading="lazy"
              />
            ) : (
              <span className="profiles__picture profiles__picture--empty" aria-hidden="true">
                {values.name?.charAt(0)}
              </span>
            )}
            <h3 className="profiles__name">{values.name}</h3>
            {values.role ? <p className="profiles__role">{values.role}</p> : null}
            <dl className="profiles__contact">
              {values.email ? (
                <div>
                  <dt>{t('blocks.profiles.email')}</dt>
                  <dd>
                    <a href={`mailto:${values.email}`}>{values.email}</a>
                  </dd>
                </div>
              ) : null}
              {values.phone ? (
                <div>
                  <dt>{t('blocks.profiles.phone')}</dt>
                  <dd>
                    <a href={telHref(values.phone)}>{values.phone}</a>
                  </dd>
                </div>
              ) : null}
              {values.address ? (
                <div>
                  <dt>{t('blocks.profiles.address')}</dt>
                  <dd>{values.address}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
