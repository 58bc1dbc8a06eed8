import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { currentLanguage, type Template } from '@club/shared';
import { elementsOf } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { formatOpeningDay, formatOpeningHours, splitLines } from '../lib/opening-hours';
import { ContactForm } from './ContactForm';
import { ContactIcon } from './ContactIcon';
import './contact.css';

function lineLink(icon: string, line: string): string | null {
  if (icon === 'email' && /^[^\s@]+@[^\s@]+$/.test(line)) return `mailto:${line}`;
  if (icon === 'phone' && /^\+?[\d\s/()-]+$/.test(line)) return `tel:${line.replace(/[^\d+]/g, '')}`;
  return null;
}

/** CONTACT: contact items and opening hours on the left, the "Let's talk." form on the right. */
export function ContactBlock({ template }: { template: Template }) {
  const { t } = useTranslation(namespace);
  const language = currentLanguage();
  // The email names the page the visitor wrote from.
  const { pathname } = useLocation();
  const items = elementsOf('CONTACT', template);
  const openingHours = elementsOf('CONTACT', template, 'openingHours');

  return (
    <section className="contact">
      <div className="contact__info">
        <ul className="contact__items">
          {items.map(({ id, values }) => (
            <li key={id} className="contact__item">
              <span className="contact__icon">
                <ContactIcon name={values.icon ?? ''} />
              </span>
              <div>
                <h3 className="contact__item-title">{values.title}</h3>
                {splitLines(values.text ?? '').map((line) => {
                  const href = lineLink(values.icon ?? '', line);
                  return (
                    <p key={line} className="contact__line">
                      {href ? <a href={href}>{line}</a> : line}
                    </p>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
        {openingHours.length > 0 ? (
          <div className="contact__hours">
            <h3 className="contact__item-title">
              <span className="contact__icon contact__icon--small">
                <ContactIcon name="clock" />
              </span>
              {t('contact.openingHours')}
            </h3>
            <dl className="contact__hours-list">
              {openingHours.map(({ id, values }) => (
                <div key={id} className="contact__hours-row">
                  <dt>{formatOpeningDay(values.day ?? '', language)}</dt>
                  <dd>{formatOpeningHours(values.hours ?? '', language)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      <div className="contact__form">
        <ContactForm templateId={template.id ?? 'contact'} page={pathname} />
      </div>
    </section>
  );
}
