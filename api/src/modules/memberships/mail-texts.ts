import { contracts } from '../../lib/contracts.js';
import type { Language } from '../../lib/language.js';
import { requiredText, text } from '../../locales/load.js';

// The texts live in api/src/locales/{de,en}/errors.json under "mail" (one home per text).

const euro = (cents: number, lang: Language) => contracts.formatCents(cents, lang);

const mailOf = (lang: Language, key: string, params: Record<string, string | number>) => ({
  // Keys in the text are values, not markup: i18next leaves them as they are (escapeValue false).
  subject: requiredText(lang, `mail.${key}.subject`, params),
  text: requiredText(lang, `mail.${key}.body`, params),
});

export interface ApplicationSummary {
  clubName: string;
  applicantName: string;
  people: number;
  typeLabel: string;
  monthlyCents: number;
  mandateReference: string;
  maskedIban: string;
  mandateText: string;
}

/** To the applicant, in the language they used. Only a masked IBAN: mails are not a safe place. */
export function confirmationMail(s: ApplicationSummary, lang: Language): { subject: string; text: string } {
  return mailOf(lang, 'membershipConfirmation', {
    clubName: s.clubName,
    applicantName: s.applicantName,
    typeLabel: s.typeLabel,
    people: requiredText(lang, 'mail.people', { count: s.people }),
    monthly: euro(s.monthlyCents, lang),
    mandateReference: s.mandateReference,
    maskedIban: s.maskedIban,
    mandateText: s.mandateText,
  });
}

/** To the club's own address: German and English side by side, like the contact form's mail. */
export function noticeMail(s: ApplicationSummary & { applicationsUrl: string }): { subject: string; text: string } {
  return {
    subject: `Neuer Mitgliedsantrag / New membership application: ${s.applicantName}`,
    text: [
      'Ein neuer Mitgliedsantrag ist eingegangen. / A new membership application has arrived.',
      '',
      `Name: ${s.applicantName}`,
      `Mitgliedsart / Type: ${s.typeLabel}`,
      `Personen / People: ${s.people}`,
      `Monatsbeitrag / Monthly fee: ${euro(s.monthlyCents, 'de')}`,
      `Mandatsreferenz / Mandate reference: ${s.mandateReference}`,
      '',
      `Anträge ansehen / Review applications: ${s.applicationsUrl}`,
    ].join('\n'),
  };
}

export function invitationMail(
  input: { clubName: string; name: string; link: string; validHours: number },
  lang: Language,
): { subject: string; text: string } {
  return mailOf(lang, 'memberInvitation', input);
}

export function rejectionMail(
  input: { clubName: string; name: string; reason: string },
  lang: Language,
): { subject: string; text: string } {
  return mailOf(lang, 'membershipRejected', input);
}

/** The label of a membership type for mails (the wizard has its own locale files). */
export const typeLabelOf = (key: string, lang: Language): string => text(lang, `mail.membershipTypes.${key}`) ?? key;

/** Dates in mails as people write them: 31.12.2026 / 31/12/2026. */
const mailDate = (isoDate: string, lang: Language) =>
  lang === 'de'
    ? `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`
    : `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

export function resignationMail(
  input: { clubName: string; name: string; noticeGivenOn: string; endsOn: string },
  lang: Language,
): { subject: string; text: string } {
  return mailOf(lang, 'resignationConfirmed', {
    ...input,
    noticeGivenOn: mailDate(input.noticeGivenOn, lang),
    endsOn: mailDate(input.endsOn, lang),
  });
}

export function mandateMail(
  input: {
    clubName: string;
    name: string;
    reference: string;
    creditorId: string;
    maskedIban: string;
    mandateText: string;
  },
  lang: Language,
): { subject: string; text: string } {
  return mailOf(lang, 'mandateConfirmed', input);
}

export function importInvitationMail(
  input: { clubName: string; name: string; link: string; validHours: number },
  lang: Language,
): { subject: string; text: string } {
  return mailOf(lang, 'memberImportInvitation', input);
}
