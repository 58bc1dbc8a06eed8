import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useCall } from '@club/shared/data/use-call';
import { getReceipt } from '@club/shared/contracts/endpoints/orders';
import { namespace } from '../../../locales';
import type { ReceiptKind } from '../api/orders';
import { formatEuro } from '../lib/format';
import './my-courses.css';

/** /members/receipt/:orderId[?kind=REFUND]: a receipt to print (the mail says the same). */
export function ReceiptPage({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(namespace);
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const kind: ReceiptKind = search.get('kind') === 'REFUND' ? 'REFUND' : 'RECEIPT';
  const receipt = useCall(getReceipt, { params: { userId, orderId }, query: { kind } });
  if (receipt.error) return <p role="alert">{t('myCourses.receiptMissing')}</p>;
  if (!receipt.data) return <p role="status">{t('loading', { ns: 'common' })}</p>;
  const r = receipt.data;
  const [year, month, day] = r.date.split('-');
  return (
    <article className="receipt">
      <p className="receipt__back">
        <Link to="/members#myCourses">{t('myCourses.backToCourses')}</Link>
      </p>
      <header>
        <h1>{t(kind === 'REFUND' ? 'myCourses.refundReceiptTitle' : 'myCourses.receiptTitle')}</h1>
        <p className="receipt__club">
          <strong>{r.club}</strong>
          {r.clubAddress && <span className="receipt__address">{r.clubAddress}</span>}
        </p>
      </header>
      <dl className="receipt__facts">
        <dt>{t('myCourses.receiptNumber')}</dt>
        <dd>{r.orderNumber}</dd>
        <dt>{t('myCourses.receiptDate')}</dt>
        <dd>{`${day}.${month}.${year}`}</dd>
        <dt>{t('myCourses.receiptFor')}</dt>
        <dd>{r.member.name}</dd>
        <dt>{t('myCourses.course')}</dt>
        <dd>{r.course}</dd>
        <dt>{t(kind === 'REFUND' ? 'myCourses.refundedAmount' : 'myCourses.amount')}</dt>
        <dd>{formatEuro(r.amountCents / 100, i18n.language)}</dd>
        {(r.creditCents ?? 0) > 0 && (
          // The member's credit paid part of it (issue 33); on a refund, that part went back as credit.
          <>
            <dt>{t(kind === 'REFUND' ? 'myCourses.creditReturned' : 'myCourses.creditApplied')}</dt>
            <dd>{formatEuro((r.creditCents ?? 0) / 100, i18n.language)}</dd>
            <dt>{t(kind === 'REFUND' ? 'myCourses.cardReturned' : 'myCourses.paidByCard')}</dt>
            <dd>{formatEuro((r.amountCents - (r.creditCents ?? 0)) / 100, i18n.language)}</dd>
          </>
        )}
        <dt>{t('myCourses.paymentMethod')}</dt>
        <dd>{r.paymentMethod}</dd>
        {kind === 'REFUND' && r.refundReason && (
          <>
            <dt>{t('myCourses.refundReason')}</dt>
            <dd>{t(`myCourses.refundReasons.${r.refundReason}`, { defaultValue: r.refundReason })}</dd>
          </>
        )}
      </dl>
      {r.vatExempt && <p className="receipt__vat">{r.vatNote || t('myCourses.vatExempt')}</p>}
      <button type="button" className="club-button receipt__print" onClick={() => window.print()}>
        {t('myCourses.print')}
      </button>
    </article>
  );
}
