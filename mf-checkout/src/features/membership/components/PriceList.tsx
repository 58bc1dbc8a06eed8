import { useTranslation } from 'react-i18next';
import { membershipTerms, type monthlyPrices } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { formatEuro, priceListOf } from '../lib/wizard';

type Prices = typeof monthlyPrices;

/** One table of categories and monthly prices, named by the heading `labelledBy`. */
function PriceTable({ labelledBy, prices, language }: { labelledBy: string; prices: Prices; language: string }) {
  const { t } = useTranslation(namespace);
  return (
    <table className="membership-prices" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('membership.priceList.category')}</th>
          <th scope="col">{t('membership.priceList.price')}</th>
        </tr>
      </thead>
      <tbody>
        {prices.map((price) => (
          <tr key={price.category}>
            <th scope="row">{t(`membership.priceList.categories.${price.category}`)}</th>
            <td>{formatEuro(price.cents, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Step 0: the §9 monthly contributions and the membership terms. The first table holds what the
 * club's online form offers; the other rates of the fee rules follow apart, with how to apply for
 * them (paper form or the club), so nobody picks a rate the form cannot give (issue 32).
 */
export function PriceList({
  enabledTypes,
  externalFormUrl,
}: {
  enabledTypes: readonly number[];
  externalFormUrl: string | null;
}) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'en' ? 'en' : 'de';
  const { offered, other } = priceListOf(enabledTypes);
  return (
    <section className="membership-step" aria-labelledby="membership-prices">
      <h2 id="membership-prices">{t('membership.priceList.heading')}</h2>
      <PriceTable labelledBy="membership-prices" prices={offered} language={language} />
      {other.length > 0 ? (
        <>
          <h3 id="membership-other-prices">{t('membership.priceList.otherHeading')}</h3>
          <p>{t(externalFormUrl ? 'membership.priceList.otherWithForm' : 'membership.priceList.otherAskClub')}</p>
          <PriceTable labelledBy="membership-other-prices" prices={other} language={language} />
        </>
      ) : null}
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
