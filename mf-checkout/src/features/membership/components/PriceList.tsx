import { useTranslation } from 'react-i18next';
import { membershipTerms, monthlyPrices } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { formatEuro } from '../lib/wizard';

/** Step 0: the §9 monthly contributions per category and the membership terms. */
export function PriceList({ externalFormUrl }: { externalFormUrl: string | null }) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'en' ? 'en' : 'de';
  return (
    <section className="membership-step" aria-labelledby="membership-prices">
      <h2 id="membership-prices">{t('membership.priceList.heading')}</h2>
      <table className="membership-prices">
        <thead>
          <tr>
            <th scope="col">{t('membership.priceList.category')}</th>
            <th scope="col">{t('membership.priceList.price')}</th>
          </tr>
        </thead>
        <tbody>
          {monthlyPrices.map((price) => (
            <tr key={price.category}>
              <th scope="row">{t(`membership.priceList.categories.${price.category}`)}</th>
              <td>{formatEuro(price.cents, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('membership.priceList.termsHeading')}</h3>
      <ul className="membership-terms">
        {membershipTerms[language].terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {externalFormUrl ? (
        <p>
          <a href={externalFormUrl} target="_blank" rel="noreferrer">
            {t('membership.priceList.externalForm')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
