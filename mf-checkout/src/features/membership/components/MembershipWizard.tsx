import { valibotResolver } from '@hookform/resolvers/valibot';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { InfoModal, isLoggedInAtom, sessionAtom } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { getMembershipSettings } from '@club/shared/contracts/endpoints/memberships';
import { berlinToday, membershipFormSchema, type MembershipFormInput } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { submitApplication } from '../api/membership-api';
import { newSubmissionId, serverMessageOf } from '../lib/wizard';
import { AdmissionForm } from './AdmissionForm';
import { Breadcrumb } from './Breadcrumb';
import { MemberInformation } from './MemberInformation';
import { PriceList } from './PriceList';
import { SuccessStep } from './SuccessStep';
import './membership.css';

const emptyForm = (email: string): MembershipFormInput => ({
  date: berlinToday(),
  types: '' as unknown as number,
  familyName: '',
  familyMembers: [],
  gender: '' as 'Male',
  firstName: '',
  birthDay: '',
  streetAddress: '',
  postCode: '',
  city: '',
  countryCode: '+49',
  phone: '',
  email,
  iban: 'DE',
  bic: '',
  bank: '',
  accountHolder: '',
});

/** The four-step membership wizard (members-and-transactions.md, membership page and §4). */
export function MembershipWizard() {
  const { t } = useTranslation(namespace);
  const session = useAtomValue(sessionAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const isMember = isLoggedIn && session?.role.name === 'MEMBER_USER';
  const settings = useCall(getMembershipSettings, {});
  const form = useForm<MembershipFormInput>({
    mode: 'onTouched',
    resolver: valibotResolver(membershipFormSchema),
    defaultValues: emptyForm(isLoggedIn ? (session?.email ?? '') : ''),
  });
  const [step, setStep] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const submissionId = useRef(newSubmissionId());
  const root = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);

  // Each step change moves focus to the step's heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const heading = root.current?.querySelector<HTMLElement>('.membership-step h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [step]);

  const send = async () => {
    const parsed = v.safeParse(membershipFormSchema, form.getValues());
    if (!parsed.success) {
      setStep(1);
      void form.trigger();
      return;
    }
    setIsSending(true);
    setFailure(null);
    try {
      const receipt = await submitApplication(submissionId.current, parsed.output);
      setReference(receipt.mandateReference);
      setStep(3);
    } catch (error) {
      setFailure(serverMessageOf(error) ?? t('membership.error.unexpected'));
    } finally {
      setIsSending(false);
    }
  };

  const finish = () => {
    form.reset(emptyForm(isLoggedIn ? (session?.email ?? '') : ''));
    submissionId.current = newSubmissionId();
    setReference('');
    setStep(0);
  };

  if (settings.error) return <p className="membership-error">{t('membership.loadError')}</p>;
  const enabledTypes = settings.data?.enabledTypes ?? [1];
  const externalFormUrl =
    settings.data?.externalFormEnabled === false ? null : (settings.data?.externalFormUrl ?? null);

  return (
    <section ref={root} className="membership" aria-label={t('membership.title')}>
      <Breadcrumb current={step} />
      {step === 0 ? <PriceList enabledTypes={enabledTypes} externalFormUrl={externalFormUrl} /> : null}
      {step === 0 && isMember ? (
        // Said at the first step, before anyone fills in the whole form (the API refuses members too).
        <p className="membership-notice" role="note">
          {t('membership.information.memberNotice')}
        </p>
      ) : null}
      {step === 1 ? <AdmissionForm form={form} enabledTypes={enabledTypes} isEmailReadOnly={isLoggedIn} /> : null}
      {step === 2 ? (
        <MemberInformation values={form.getValues()} creditor={settings.data?.creditor ?? null} isMember={isMember} />
      ) : null}
      {step === 3 ? <SuccessStep reference={reference} /> : null}

      <div className="membership-actions">
        {step === 1 || step === 2 ? (
          <button type="button" className="button button--secondary" onClick={() => setStep(0)}>
            {t('membership.buttons.cancel')}
          </button>
        ) : null}
        {step === 0 && !isMember ? (
          <button type="button" className="button" onClick={() => setStep(1)}>
            {t('membership.buttons.continue')}
          </button>
        ) : null}
        {step === 1 ? (
          <button
            type="button"
            className="button"
            disabled={!form.formState.isValid || isSending}
            onClick={() => setStep(2)}
          >
            {t('membership.buttons.continue')}
          </button>
        ) : null}
        {step === 2 ? (
          <button
            type="button"
            className="button"
            disabled={isMember || isSending || !settings.data?.creditor}
            onClick={() => void send()}
          >
            {isSending ? t('membership.buttons.sending') : t('membership.buttons.accept')}
          </button>
        ) : null}
        {step === 3 ? (
          <button type="button" className="button" onClick={finish}>
            {t('membership.buttons.done')}
          </button>
        ) : null}
      </div>

      <InfoModal
        isOpen={failure !== null}
        variant="fail"
        title={t('membership.error.title')}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
        actions={
          <button type="button" className="club-button" disabled={isSending} onClick={() => void send()}>
            {t('membership.buttons.retry')}
          </button>
        }
      />
    </section>
  );
}
