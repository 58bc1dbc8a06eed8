import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoModal, organizationAtom } from '@club/shared';
import { validateContactForm, type ContactFieldErrors, type ContactForm as Form } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { sendContactMessage } from '../api/send-contact';
import './contact.css';

const emptyForm: Form = { name: '', email: '', message: '' };
const fields = ['name', 'email', 'message'] as const;

/** What the fields hold (the state mirrors them; a form sent just as it hydrated has only these). */
const valuesIn = (form: HTMLFormElement): Form =>
  Object.fromEntries(
    fields.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '']),
  ) as Form;

/** "Let's talk.": name, e-mail and message, validated by the shared contact schema. */
export function ContactForm({ templateId, page }: { templateId: string; page: string }) {
  const { t } = useTranslation(namespace);
  const organization = useAtomValue(organizationAtom);
  const [values, setValues] = useState<Form>(emptyForm);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<'success' | 'fail' | 'tooMany' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The form may hydrate after the visitor typed into its server-rendered fields (it hydrates
  // when it comes near the viewport): React keeps what they typed in the fields but not in the
  // state, so the state takes it over once, or the form would send empty fields.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = valuesIn(form);
    if (fields.some((field) => typed[field] !== '')) setValues(typed);
  }, []);

  const change = (field: keyof Form, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so they disappear as soon as fixed.
    if (isSubmitted) {
      const validation = validateContactForm(next);
      setErrors(validation.success ? {} : validation.errors);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    const validation = validateContactForm(valuesIn(event.currentTarget));
    if (!validation.success) {
      setErrors(validation.errors);
      const firstInvalid = fields.find((field) => validation.errors[field]);
      if (firstInvalid) document.getElementById(`contact-${templateId}-${firstInvalid}`)?.focus();
      return;
    }
    setErrors({});
    setIsSending(true);
    const outcome = await sendContactMessage(templateId, validation.output, page, organization?.email);
    setIsSending(false);
    if (outcome === true) {
      setValues(emptyForm);
      setIsSubmitted(false);
    }
    setResult(outcome === true ? 'success' : outcome === 'tooMany' ? 'tooMany' : 'fail');
  };

  const fieldProps = (field: keyof Form) => {
    const id = `contact-${templateId}-${field}`;
    const error = errors[field];
    return {
      id,
      name: field,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': true,
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    };
  };
  const errorFor = (field: keyof Form) =>
    errors[field] ? (
      <p id={`contact-${templateId}-${field}-error`} className="contact-form__error">
        * {t(errors[field] ?? '', { ns: 'common' })}
      </p>
    ) : null;

  return (
    <>
      <form ref={formRef} className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
        <h2 className="contact-form__title">{t('contact.formTitle')}</h2>
        <div className="contact-form__field">
          <label htmlFor={`contact-${templateId}-name`}>{t('contact.name')}</label>
          <input type="text" autoComplete="name" maxLength={60} {...fieldProps('name')} />
          {errorFor('name')}
        </div>
        <div className="contact-form__field">
          <label htmlFor={`contact-${templateId}-email`}>{t('contact.email')}</label>
          <input type="email" autoComplete="email" {...fieldProps('email')} />
          {errorFor('email')}
        </div>
        <div className="contact-form__field">
          <label htmlFor={`contact-${templateId}-message`}>{t('contact.message')}</label>
          <textarea rows={6} {...fieldProps('message')} />
          {errorFor('message')}
        </div>
        <button type="submit" className="contact-form__send" disabled={isSending}>
          {isSending ? t('contact.sending') : t('contact.send')}
        </button>
      </form>
      <InfoModal
        isOpen={result !== null}
        variant={result === 'tooMany' ? 'fail' : (result ?? 'other')}
        message={
          result === 'success'
            ? t('contact.success')
            : result === 'tooMany'
              ? t('contact.tooMany')
              : t('contact.failure')
        }
        onClose={() => setResult(null)}
      />
    </>
  );
}
