import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { currentLanguage, supportedLanguages } from '@club/shared';
import { namespace } from '../../../locales';
import { languageHref } from '../lib/language-link';
import './LanguageSwitch.css';

const labels = { de: 'Deutsch', en: 'English' } as const;

/**
 * DE | EN. Plain links (a full page load), so menus and content are fetched again in the chosen
 * language and the choice is stored by the spec's lang-parameter rule.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation(namespace);
  const location = useLocation();
  const active = currentLanguage();
  return (
    <nav className={`language-switch ${className}`} aria-label={t('language.label')}>
      {supportedLanguages.map((language) => (
        <a
          key={language}
          href={languageHref(location, language)}
          lang={language}
          hrefLang={language}
          aria-current={language === active ? 'true' : undefined}
          className="language-switch__link"
        >
          {/* The name starts with the visible text (WCAG 2.5.3): "DE Deutsch". */}
          {language.toUpperCase()}
          <span className="visually-hidden"> {labels[language]}</span>
        </a>
      ))}
    </nav>
  );
}
