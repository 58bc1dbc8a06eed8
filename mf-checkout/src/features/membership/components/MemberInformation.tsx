import { useTranslation } from 'react-i18next';
import {
  maskIban,
  membershipTerms,
  membershipTypeById,
  sepaMandateText,
  type Creditor,
  type MembershipFormInput,
} from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { formatEuro } from '../lib/wizard';

/** Step 2: what will be sent, the entry declaration, the terms with the exclusion and bank clauses. */
export function MemberInformation({
  values,
  creditor,
  isMember,
}: {
  values: MembershipFormInput;
  creditor: Creditor | null;
  isMember: boolean;
}) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'en' ? 'en' : 'de';
  const terms = membershipTerms[language];
  const type = membershipTypeById(Number(values.types));
  const people = values.familyMembers.length + 1;
  const names = [values.firstName, ...values.familyMembers.map((m) => m.firstName)].join(', ');
  return (
    <section className="membership-step" aria-labelledby="membership-information">
      <h2 id="membership-information">{t('membership.information.heading')}</h2>
      <h3>{t('membership.information.summary')}</h3>
      <dl className="membership-summary">
        <dt>{t('membership.form.types')}</dt>
        <dd>{type ? t(`membership.types.${type.key}`) : ''}</dd>
        <dt>{t('membership.information.people')}</dt>
        <dd>
          {people}: {names} {values.familyName}
        </dd>
        <dt>{t('membership.form.address')}</dt>
        <dd>
          {values.streetAddress}, {values.postCode} {values.city}
        </dd>
        <dt>{t('membership.information.monthly')}</dt>
        <dd>{type ? formatEuro(type.monthlyCents(people), language) : ''}</dd>
        <dt>{t('membership.information.account')}</dt>
        <dd>
          {maskIban(values.iban)} ({values.bank})
        </dd>
      </dl>
      <h3>{t('membership.information.entryHeading')}</h3>
      <p>{terms.entry}</p>
      <h3>{t('membership.information.termsHeading')}</h3>
      <ul className="membership-terms">
        {terms.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <h3>{t('membership.information.exclusionHeading')}</h3>
      <p>{terms.exclusion}</p>
      <h3>{t('membership.information.bankHeading')}</h3>
      <p className="membership-mandate">
        {creditor ? sepaMandateText(language, creditor) : t('membership.information.noCreditor')}
      </p>
      {isMember ? (
        <p className="membership-notice" role="note">
          {t('membership.information.memberNotice')}
        </p>
      ) : null}
    </section>
  );
}
