import type { Language } from '../../lib/language.js';

const euro = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

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
  if (lang === 'de') {
    return {
      subject: `Dein Mitgliedsantrag beim ${s.clubName}`,
      text: [
        `Hallo ${s.applicantName},`,
        '',
        `vielen Dank für deinen Mitgliedsantrag beim ${s.clubName}. Wir prüfen ihn und melden uns bald.`,
        '',
        `Mitgliedsart: ${s.typeLabel} (${s.people} Person${s.people === 1 ? '' : 'en'})`,
        `Monatlicher Beitrag: ${euro(s.monthlyCents, lang)}, vierteljährlich per Lastschrift`,
        `Mandatsreferenz: ${s.mandateReference}`,
        `Konto: ${s.maskedIban}`,
        '',
        s.mandateText,
      ].join('\n'),
    };
  }
  return {
    subject: `Your membership application at ${s.clubName}`,
    text: [
      `Hello ${s.applicantName},`,
      '',
      `thank you for applying for membership at ${s.clubName}. We will review your application and get back to you soon.`,
      '',
      `Membership type: ${s.typeLabel} (${s.people} ${s.people === 1 ? 'person' : 'people'})`,
      `Monthly contribution: ${euro(s.monthlyCents, lang)}, collected quarterly by direct debit`,
      `Mandate reference: ${s.mandateReference}`,
      `Account: ${s.maskedIban}`,
      '',
      s.mandateText,
    ].join('\n'),
  };
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
  if (lang === 'de') {
    return {
      subject: `Willkommen beim ${input.clubName}: Passwort festlegen`,
      text: [
        `Hallo ${input.name},`,
        '',
        `dein Mitgliedsantrag wurde angenommen. Willkommen beim ${input.clubName}!`,
        'Lege über diesen Link dein Passwort für den Mitgliederbereich fest:',
        input.link,
        '',
        `Der Link gilt ${input.validHours} Stunden und nur einmal.`,
      ].join('\n'),
    };
  }
  return {
    subject: `Welcome to ${input.clubName}: set your password`,
    text: [
      `Hello ${input.name},`,
      '',
      `your membership application has been accepted. Welcome to ${input.clubName}!`,
      'Set your password for the members area with this link:',
      input.link,
      '',
      `The link is valid for ${input.validHours} hours and only once.`,
    ].join('\n'),
  };
}

export function rejectionMail(
  input: { clubName: string; name: string; reason: string },
  lang: Language,
): { subject: string; text: string } {
  if (lang === 'de') {
    return {
      subject: `Dein Mitgliedsantrag beim ${input.clubName}`,
      text: [
        `Hallo ${input.name},`,
        '',
        'leider können wir deinen Mitgliedsantrag nicht annehmen.',
        `Grund: ${input.reason}`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your membership application at ${input.clubName}`,
    text: [
      `Hello ${input.name},`,
      '',
      'unfortunately we cannot accept your membership application.',
      `Reason: ${input.reason}`,
    ].join('\n'),
  };
}

/** Labels of the membership types for mails (the wizard has its own locale files). */
export const typeLabels: Record<string, { de: string; en: string }> = {
  forMe: { de: 'Für mich', en: 'For me' },
  forMySon: { de: 'Für meinen Sohn', en: 'For my son' },
  forMyDaughter: { de: 'Für meine Tochter', en: 'For my daughter' },
  couple: { de: 'Ehepaar', en: 'Couple' },
  family: { de: 'Familie', en: 'Family' },
  student: { de: 'Schüler/Student', en: 'Student' },
  trainee: { de: 'Auszubildende', en: 'Trainee' },
  military: { de: 'Freiwilligendienst', en: 'Military / volunteer service' },
  pensioner: { de: 'Rentner', en: 'Pensioner' },
  unemployed: { de: 'Arbeitslos', en: 'Unemployed' },
};
