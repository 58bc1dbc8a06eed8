import { DateTime } from 'luxon';
import type { MessageAudience } from '@club/shared/contracts/endpoints/messages';
import type { Language } from '../../lib/language.js';
import { membershipTypeById } from '../../lib/contracts.js';
import { requiredText } from '../../locales/load.js';
import type { Recipient } from './audience.js';

const zone = 'Europe/Berlin';

export const dayOf = (date: Date, lang: Language) =>
  DateTime.fromJSDate(date, { zone })
    .setLocale(lang === 'en' ? 'en-GB' : 'de-DE')
    .toLocaleString({ weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
export const clockOf = (date: Date) => DateTime.fromJSDate(date, { zone }).toFormat('HH:mm');

const berlinDay = (iso: string, lang: Language) =>
  DateTime.fromISO(iso, { zone })
    .setLocale(lang === 'en' ? 'en-GB' : 'de-DE')
    .toLocaleString({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** The audience in words ("Kurs Rückenfit", "Beitragskategorie Familie"), for the sent list. */
export function audienceLabel(audience: MessageAudience, lang: Language, courseName: string | null): string {
  switch (audience.kind) {
    case 'course':
      return requiredText(lang, 'messages.audience.course', { name: courseName ?? '?' });
    case 'role':
      return requiredText(lang, `messages.audience.role.${audience.role}`);
    case 'feeCategory': {
      const type = membershipTypeById(audience.typeId);
      const name = type ? requiredText(lang, `mail.membershipTypes.${type.key}`) : String(audience.typeId);
      return requiredText(lang, 'messages.audience.feeCategory', { name });
    }
    case 'allMembers':
      return requiredText(lang, 'messages.audience.allMembers');
    case 'bookings':
      return requiredText(lang, 'messages.audience.bookings', {
        from: berlinDay(audience.from, lang),
        to: berlinDay(audience.to, lang),
      });
  }
}

export interface Texts {
  subjectDe: string;
  bodyDe: string;
  subjectEn: string;
  bodyEn: string;
}

export interface NextDate {
  id: string;
  course: string;
  start: Date;
  place: string;
}

/**
 * One recipient's mail: the texts in their language when both were written (else the German
 * ones), the sender's signature, the answer links for the next date (one per person they answer
 * for) and the unsubscribe link.
 */
export function composeMail(input: {
  texts: Texts;
  recipient: Recipient;
  senderName: string;
  club: string;
  nextDate: NextDate | null;
  answerLink: (personId: string) => string;
  unsubscribeLink: string;
}): { subject: string; text: string } {
  const { texts, recipient } = input;
  const hasEnglish = texts.subjectEn !== '' && texts.bodyEn !== '';
  const lang: Language = recipient.language === 'en' && hasEnglish ? 'en' : 'de';
  // The frame (signature, links) follows the recipient's language even when only German was written.
  const frame = recipient.language;
  const t = (key: string, params: Record<string, string> = {}) => requiredText(frame, `messages.mail.${key}`, params);
  const parts = [
    lang === 'en' ? texts.bodyEn : texts.bodyDe,
    '',
    `-- `,
    t('signature', { sender: input.senderName, club: input.club }),
  ];
  parts.push(t('replyHint', { sender: input.senderName }));
  if (input.nextDate) {
    const date = input.nextDate;
    parts.push(
      '',
      t('askDate', {
        course: date.course,
        date: dayOf(date.start, frame),
        time: clockOf(date.start),
        place: date.place,
      }),
    );
    for (const person of recipient.forPeople)
      parts.push(t('askFor', { name: person.name, link: input.answerLink(person.id) }));
  }
  parts.push('', t('footer', { club: input.club, link: input.unsubscribeLink }));
  return { subject: lang === 'en' ? texts.subjectEn : texts.subjectDe, text: parts.join('\n') };
}
