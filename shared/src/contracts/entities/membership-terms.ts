// The texts an applicant accepts in the membership wizard (step 2). They live with the contracts
// because the API stores exactly the mandate text the applicant saw, next to the signature date.
export type TermsLanguage = 'de' | 'en';

export interface Creditor {
  name: string;
  /** SEPA creditor identifier (Gläubiger-Identifikationsnummer), e.g. DE98ZZZ09999999999. */
  id: string;
}

/** The SEPA core direct-debit mandate (the wording German banks expect), with the creditor filled in. */
export function sepaMandateText(lang: TermsLanguage, creditor: Creditor, reference?: string): string {
  const ref = reference ?? '';
  if (lang === 'de') {
    return (
      `SEPA-Lastschriftmandat${ref ? ` (Mandatsreferenz ${ref})` : ''}: Ich ermächtige ${creditor.name} ` +
      `(Gläubiger-Identifikationsnummer ${creditor.id}), Zahlungen von meinem Konto mittels Lastschrift einzuziehen. ` +
      `Zugleich weise ich mein Kreditinstitut an, die von ${creditor.name} auf mein Konto gezogenen Lastschriften ` +
      'einzulösen. Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung ' +
      'des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.'
    );
  }
  return (
    `SEPA direct debit mandate${ref ? ` (mandate reference ${ref})` : ''}: By accepting, I authorise ${creditor.name} ` +
    `(creditor identifier ${creditor.id}) to send instructions to my bank to debit my account, and my bank to debit ` +
    `my account in accordance with the instructions from ${creditor.name}. As part of my rights, I am entitled to a ` +
    'refund from my bank under the terms and conditions of my agreement with my bank. A refund must be claimed ' +
    'within eight weeks starting from the date on which my account was debited.'
  );
}

/** §9 terms and the entry declaration, per language. */
export const membershipTerms: Record<TermsLanguage, { entry: string; terms: string[]; exclusion: string }> = {
  de: {
    entry:
      'Hiermit erkläre ich meinen Beitritt zum Verein. Ich erkenne die Satzung und die Beitragsordnung des Vereins an.',
    terms: [
      'Die monatlichen Beiträge gelten ab dem 1. Oktober 2021.',
      'Die Aufnahmegebühr beträgt einen monatlichen Grundbeitrag.',
      'Ein Austritt ist nur zum 30. Juni oder 31. Dezember mit einer Frist von drei Monaten möglich.',
      'Die Beiträge werden vierteljährlich per Lastschrift eingezogen. Bei anderen Zahlungsarten wird pro Quartal ein Aufschlag von 10 % eines Monatsbeitrags erhoben.',
    ],
    exclusion:
      'Wer mit seinen Beiträgen im Rückstand ist, kann nach zwei schriftlichen Mahnungen aus dem Verein ausgeschlossen werden.',
  },
  en: {
    entry: 'I hereby declare that I join the club. I accept the club’s statutes and its contribution rules.',
    terms: [
      'The monthly contributions are valid from 1 October 2021.',
      'The admission fee equals one monthly basic fee.',
      'Resignation is only possible as of 30 June or 31 December with three months’ notice.',
      'Contributions are collected quarterly by direct debit. Other payment methods carry a surcharge of 10% of a monthly fee per quarter.',
    ],
    exclusion:
      'A member in arrears with their contributions can be excluded from the club after two written reminders.',
  },
};
