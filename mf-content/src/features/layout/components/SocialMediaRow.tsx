import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { socialIconOf } from '../lib/social-icon';
import { SocialIconSvg } from './SocialIcons';

/** A row of social media icon links; each opens in a new tab and is named by its network. */
export function SocialMediaRow({ links, className = '' }: { links: string[]; className?: string }) {
  const { t } = useTranslation(namespace);
  if (links.length === 0) return null;
  return (
    <ul className={`social-row ${className}`} aria-label={t('social.label')}>
      {links.map((link) => {
        const icon = socialIconOf(link);
        return (
          <li key={link}>
            <a
              className="social-row__link"
              href={/^[a-z]+:\/\//i.test(link) ? link : `https://${link}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`social.${icon}`)}
              title={t(`social.${icon}`)}
            >
              <SocialIconSvg icon={icon} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
